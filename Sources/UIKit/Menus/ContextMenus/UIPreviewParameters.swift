import Foundation

/// How a context menu's preview is drawn (UIKit).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject, @preconcurrency NSCopying {
    /// The part of the view shown in the preview (nil: all of it).
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow (UIKit: nil uses `visiblePath`).
    open var shadowPath: UIBezierPath?
    /// The color behind the preview (UIKit: the system background when not set).
    open var backgroundColor: UIColor!

    public override init() {
        super.init()
    }

    /// Parameters that show only the given text lines (rectangles in the previewed view's
    /// coordinates, as `NSValue`s). UIKit: an empty array shows the whole view.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map { $0.cgRectValue }.filter { !$0.isNull && !$0.isEmpty }
        guard !rects.isEmpty else { return }
        let path = UIBezierPath()
        for rect in rects { path.append(UIBezierPath(roundedRect: rect, cornerRadius: 4)) }
        visiblePath = path
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPreviewParameters()
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        copy.backgroundColor = backgroundColor
        return copy
    }
}
