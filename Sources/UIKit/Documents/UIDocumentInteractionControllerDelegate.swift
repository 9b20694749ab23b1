/// Supplies the document interaction controller's preview host and hears of its preview
/// and menus (UIKit). Every method is optional: the defaults below are UIKit's behaviour
/// without a delegate method.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    /// The view controller the preview is presented from. UIKit requires it for a preview;
    /// the default (a controller in no window) makes `presentPreview(animated:)` return false.
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    /// Where the preview zooms from, in `documentInteractionControllerViewForPreview(_:)`
    /// (no zoom here: kept for the API).
    func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect
    func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView?
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        UIViewController()
    }

    public func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect { .zero }
    public func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? { nil }
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {}
}
