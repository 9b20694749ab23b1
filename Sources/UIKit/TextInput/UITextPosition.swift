/// A position in a text container (UIKit). Text objects subclass it with what locates a
/// position in their storage; OpenUIKit's text views use UTF-16 offsets.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}
