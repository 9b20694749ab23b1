/// Tunes a large content viewer interaction (UIKit). Every method is optional: the
/// defaults below are UIKit's.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The finger lifted over `item` (nil: over no item) at `point` in the interaction's view.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
    /// The item under `point` (the interaction's view's coordinates).
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
    /// The view controller that presents the viewer.
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                              didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {}

    /// UIKit's default: the deepest view under the point that shows in the viewer.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                              itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }

    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.view?.window?.rootViewController ?? UIViewController()
    }
}
