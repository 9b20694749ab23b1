import Foundation

/// How a drag preview is drawn: the part of its view shown and the fill behind it (UIKit: a
/// `UIPreviewParameters` subclass).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
    /// UIKit: a drag preview's fill is white by default.
    public override init() {
        super.init()
        backgroundColor = .white
    }

    /// Parameters for a preview of text: only the lines' rects (view coordinates, as `NSValue`s
    /// of `CGRect`) are shown. An empty array shows the whole view.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map(\.cgRectValue).filter { !$0.isNull && !$0.isEmpty && $0.width.isFinite && $0.height.isFinite }
        guard !rects.isEmpty else { return }
        let path = UIBezierPath()
        for rect in rects { path.append(UIBezierPath(rect: rect)) }
        visiblePath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIDragPreviewParameters()
        copy.visiblePath = visiblePath
        copy.backgroundColor = backgroundColor
        copy.shadowPath = shadowPath
        return copy
    }
}
