/// How severe an alert's message is. UIKit: only Mac Catalyst apps draw a critical alert
/// differently (with a caution badge); iPhone and iPad alerts look the same either way.
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0
    case critical = 1
}
