import Foundation

/// Customizes text drags from a text view (UIKit, iOS 11). Every method is optional (the
/// defaults keep UIKit's behaviour). Not called on Linux, where text is not dragged.
@preconcurrency @MainActor
public protocol UITextDragDelegate: NSObjectProtocol {
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: any UITextDragRequest) -> [UIDragItem]
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
                           session: any UIDragSession) -> UITargetedDragPreview?
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, willAnimateLiftWith animator: any UIDragAnimating,
                           session: any UIDragSession)
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: any UIDragSession)
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: any UIDragSession,
                           with operation: UIDropOperation)
}

extension UITextDragDelegate {
    /// UIKit's default: the suggested items.
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: any UITextDragRequest) -> [UIDragItem] {
        dragRequest.suggestedItems
    }

    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
                                  session: any UIDragSession) -> UITargetedDragPreview? {
        nil
    }

    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, willAnimateLiftWith animator: any UIDragAnimating,
                                  session: any UIDragSession) {}

    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: any UIDragSession) {}

    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: any UIDragSession,
                                  with operation: UIDropOperation) {}
}
