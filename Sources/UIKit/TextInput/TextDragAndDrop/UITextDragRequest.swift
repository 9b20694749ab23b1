import Foundation

/// The text a drag would lift (UIKit, iOS 11), handed to
/// `UITextDragDelegate.textDraggableView(_:itemsForDrag:)`.
@preconcurrency @MainActor
public protocol UITextDragRequest: NSObjectProtocol {
    var dragRange: UITextRange { get }
    var suggestedItems: [UIDragItem] { get }
    var existingItems: [UIDragItem] { get }
    var isSelected: Bool { get }
    var dragSession: any UIDragSession { get }
}
