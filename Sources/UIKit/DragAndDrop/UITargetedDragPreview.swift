import Foundation

/// A drag preview with a place on screen: the view whose image is shown, how it is drawn,
/// and the container and point where it lifts from or lands (UIKit).
@preconcurrency @MainActor
open class UITargetedDragPreview: NSObject, @preconcurrency NSCopying {
    open private(set) var view: UIView
    open private(set) var parameters: UIDragPreviewParameters
    open private(set) var target: UIDragPreviewTarget

    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of a view in a window, targeted at where the view is.
    /// UIKit: the view must be in a window (use the initializer with a target otherwise).
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        precondition(view.window != nil,
                     "UITargetedDragPreview requires that the view is in a window, but it is not (view: \(view))")
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The preview's size: the visible path's bounds, or the view's.
    open var size: CGSize {
        if let path = parameters.visiblePath { return path.bounds.size }
        return view.bounds.size
    }

    /// The same view and parameters at another target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UITargetedDragPreview(view: view, parameters: parameters, target: target)
    }
}
