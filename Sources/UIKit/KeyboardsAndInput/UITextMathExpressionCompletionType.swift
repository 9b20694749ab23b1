/// Whether typed math expressions are completed with their result (UIKit, iOS 18), with
/// UIKit's raw values. Stored: OpenUIKit completes no expressions.
public enum UITextMathExpressionCompletionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
