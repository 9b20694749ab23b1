/// Units of text (UIKit).
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word
    case sentence
    case paragraph
    case line
    case document
}
