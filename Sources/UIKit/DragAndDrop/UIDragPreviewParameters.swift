import Foundation

/// How a drag preview is drawn: the part of its view shown and the fill behind it (UIKit).
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject, @preconcurrency NSCopying {
    /// The outline of the view's part shown (view coordinates); nil: the whole view.
    open var visiblePath: UIBezierPath?
    /// The fill behind the view in the preview. UIKit: white by default.
    open var backgroundColor: UIColor! = .white
    open var shadowPath: UIBezierPath?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIDragPreviewParameters()
        copy.visiblePath = visiblePath
        copy.backgroundColor = backgroundColor
        copy.shadowPath = shadowPath
        return copy
    }
}
