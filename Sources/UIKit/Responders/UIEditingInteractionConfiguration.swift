/// Whether a responder takes part in the system's editing gestures (three-finger undo, copy
/// and paste) (UIKit, iOS 13).
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// The responder opts out of the editing gestures.
    case none = 0
    /// The system's editing gestures (the default).
    case `default` = 1
}
