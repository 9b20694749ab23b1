/// A direction in the text's storage (UIKit).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}
