/// Whether the text input applies this behaviour (UIKit). OpenUIKit's hardware keyboard
/// stores the setting and does not apply it.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no
    case yes
}
