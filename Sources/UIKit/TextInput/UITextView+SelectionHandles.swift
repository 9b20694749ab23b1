import Foundation

/// Selection handles and the loupe on a text view (`TextSelectionHandles`); the handles are
/// the text view's subviews, in content coordinates, so they scroll with the text.
extension UITextView: TextSelectionHandleHost {
    var allowsSelectionHandles: Bool { showsSelectionHighlight }

    func handleCaretRect(at offset: Int) -> CGRect { caretRectValue(at: offset) }

    func handleOffset(closestTo point: CGPoint) -> Int { closestOffset(to: point) }

    func selectionPlaced(byFinger: Bool) {
        if byFinger, selectionHandlesStorage == nil { selectionHandlesStorage = TextSelectionHandles(host: self) }
        selectionHandlesStorage?.selectionPlaced(byFinger: byFinger)
    }
}
