import Foundation

/// The view a context menu lifts as its preview, how it is drawn and where it sits (UIKit).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject, @preconcurrency NSCopying {
    open private(set) var view: UIView
    open private(set) var parameters: UIPreviewParameters
    open private(set) var target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// UIKit: the view must be in a window; the target is its superview, at its center.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        guard let superview = view.superview, view.window != nil else {
            preconditionFailure("UITargetedPreview(view:parameters:): the view must be in a window (\(type(of: view)) is not); use init(view:parameters:target:)")
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: superview, center: view.center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: the visible path's bounds, or the view's bounds.
    open var size: CGSize {
        if let path = parameters.visiblePath { return path.bounds.size }
        return view.bounds.size
    }

    /// The same view and parameters at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UITargetedPreview(view: view, parameters: parameters, target: target)
    }

    /// The preview's frame in `window`'s coordinates: `size` centered on the target's center.
    func frame(in window: UIWindow) -> CGRect {
        let center = target.container.convert(target.center, to: window)
        let size = self.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
