/// One rectangle of a selection (UIKit). UIKit's base class returns zero values; text objects
/// return their own subclass.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }

    public override init() {
        super.init()
    }
}
