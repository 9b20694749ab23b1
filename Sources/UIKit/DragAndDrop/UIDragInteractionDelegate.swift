import Foundation

/// The source of a drag (UIKit): the items a lift drags, their previews, and the session's
/// progress. Only `itemsForBeginning` is required; the defaults below answer as UIKit does
/// when a method is not implemented.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// The items to drag from the touch (`session.location(in:)`); empty: no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The preview an item lifts from. Default: the interaction's view where it is; nil: none.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Default true.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Default false.
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    /// Whether the session's previews should keep their original size. Default false (a
    /// recommendation: iOS may shrink large previews; previews are never scaled here).
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// The drop target has received the items' data (free resources kept for the drag).
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// Items to add to a drag in flight when another finger taps the view (`point` in the
    /// view's coordinates). Default: none.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// Which in-flight session a tap adds items to, asked only when more than one session is
    /// in flight. Default nil: with several sessions, UIKit adds to none (the session would
    /// not be apparent to the user).
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                         withTouchAt point: CGPoint) -> (any UIDragSession)?
    /// Told (on the delegate of the interaction the drag started from) before items from
    /// `addingInteraction` join the session.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction)
    /// The preview a cancelled item returns to. Default: the lift preview; nil: it fades.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? {
        guard let view = interaction.view, view.window != nil else { return nil }
        return UITargetedDragPreview(view: view)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                                session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession) -> Bool {
        false
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                                withTouchAt point: CGPoint) -> (any UIDragSession)? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] {
        []
    }
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                                for addingInteraction: UIDragInteraction) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                                willAnimateCancelWith animator: any UIDragAnimating) {}
}
