/// Whether the keyboard shows inline predictions (completions drawn after the caret) while
/// typing (UIKit, iOS 17). OpenUIKit's hardware keyboard stores the setting: it makes no
/// predictions to show.
public enum UITextInlinePredictionType: Int, Sendable {
    case `default` = 0
    case no
    case yes
}
