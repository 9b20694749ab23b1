import Foundation

/// Customizes drops into a text view (UIKit, iOS 11). Every method is optional (the
/// defaults keep UIKit's behaviour). Not called on Linux.
@preconcurrency @MainActor
public protocol UITextDropDelegate: NSObjectProtocol {
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                           willBecomeEditableForDrop drop: any UITextDropRequest) -> UITextDropEditability
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: any UITextDropRequest) -> UITextDropProposal
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: any UITextDropRequest)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                           previewForDroppingAllItemsWithDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnter session: any UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidUpdate session: any UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidExit session: any UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: any UIDropSession)
}

extension UITextDropDelegate {
    /// UIKit's default: a non-editable view does not take drops.
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                                  willBecomeEditableForDrop drop: any UITextDropRequest) -> UITextDropEditability {
        .no
    }

    /// UIKit's default: the suggested proposal.
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: any UITextDropRequest) -> UITextDropProposal {
        drop.suggestedProposal
    }

    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: any UITextDropRequest) {}

    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                                  previewForDroppingAllItemsWithDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }

    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnter session: any UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidUpdate session: any UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidExit session: any UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: any UIDropSession) {}
}
