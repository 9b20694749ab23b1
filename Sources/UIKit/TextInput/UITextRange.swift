/// A range of characters in a text container (UIKit): a start and an end position.
/// Subclasses provide the positions; this base class's are placeholders at offset 0.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() {
        super.init()
    }

    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { true }
    open var start: UITextPosition { TextOffsetPosition(0) }
    open var end: UITextPosition { TextOffsetPosition(0) }
}
