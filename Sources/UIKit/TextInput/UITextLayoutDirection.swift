/// A direction in the text's layout (UIKit). UIKit's values continue after
/// `UITextStorageDirection`'s, so either fits in a `UITextDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}
