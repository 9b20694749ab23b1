import Foundation

enum ViewRestorationKey {
    static let contentOffset = "UIScrollViewContentOffset"
    static let zoomScale = "UIScrollViewZoomScale"
    static let selectedRange = "UITextViewSelectedRange"
}

extension UIView {
    /// UIKit's own view state: a scroll view (and so a table, collection or text view) keeps
    /// where it was scrolled and zoomed, a text view its selection.
    func _encodeRestorableViewState(with coder: NSCoder) {
        typealias K = ViewRestorationKey
        guard let scrollView = self as? UIScrollView else { return }
        coder.encode(scrollView.contentOffset, forKey: K.contentOffset)
        if scrollView.zoomScale != 1 { coder._encode(scrollView.zoomScale, forKey: K.zoomScale) }
        if let textView = self as? UITextView {
            let range = textView.selectedRange
            coder.encode([range.location, range.length] as NSArray, forKey: K.selectedRange)
        }
        _encodeModelAssociationState(with: coder)
    }

    func _decodeRestorableViewState(with coder: NSCoder) {
        typealias K = ViewRestorationKey
        guard let scrollView = self as? UIScrollView else { return }
        if let scale = coder._decodedCGFloat(forKey: K.zoomScale) { scrollView.zoomScale = scale }
        if let offset = coder._decodedPoint(forKey: K.contentOffset) { scrollView.contentOffset = offset }
        if let textView = self as? UITextView, let parts = coder._decodedArray(of: NSNumber.self, forKey: K.selectedRange),
           parts.count == 2 {
            let length = (textView.text as NSString? ?? "").length
            let location = min(max(0, parts[0].intValue), length)
            textView.selectedRange = NSRange(location: location, length: min(max(0, parts[1].intValue), length - location))
        }
        _decodeModelAssociationState(with: coder)
    }
}
