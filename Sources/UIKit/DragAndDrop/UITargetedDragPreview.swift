import Foundation

/// A drag preview with a place on screen: the view whose image is shown, how it is drawn,
/// and the container and point where it lifts from or lands (UIKit: a `UITargetedPreview`
/// subclass; `parameters` and `target` are read as the superclass's types, as in the SDK).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
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

    /// The same view and parameters at another target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: dragParameters, target: newTarget)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UITargetedDragPreview(view: view, parameters: dragParameters, target: dragTarget)
    }

    /// The parameters and target as given to the initializers (always the drag types).
    var dragParameters: UIDragPreviewParameters { parameters as! UIDragPreviewParameters }
    var dragTarget: UIDragPreviewTarget { target as! UIDragPreviewTarget }
}
