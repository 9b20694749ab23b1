import Foundation

/// A drop target (UIKit): whether it takes a session, the operation a drop would perform
/// while the drag moves over it, and the drop itself. Every method is optional; the defaults
/// below answer as UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Asked once per session, when it first comes over the view. Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// UIKit: without this method the view accepts no drop (`.cancel`).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The finger lifted over the view with a copy or move proposal: load the items now.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop animations finished.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The session ended (dropped here, elsewhere or cancelled): every interaction it entered hears this.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// Where a dropped item's preview lands. Default: under the touch; nil: it fades there.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                                willAnimateDropWith animator: any UIDragAnimating) {}
}
