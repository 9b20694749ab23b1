import Foundation

/// A text view whose selected text can be dragged (UIKit, iOS 11): `UITextField` and
/// `UITextView`.
///
/// Linux: text is not dragged out of text views: `textDragInteraction` is nil and
/// `isTextDragActive` false; the delegate and options are stored.
@preconcurrency @MainActor
public protocol UITextDraggable: UITextInput {
    var textDragDelegate: (any UITextDragDelegate)? { get set }
    /// The interaction that drags text (nil when text dragging is off).
    var textDragInteraction: UIDragInteraction? { get }
    /// Whether a text drag from this view is under way.
    var isTextDragActive: Bool { get }
    var textDragOptions: UITextDragOptions { get set }
}
