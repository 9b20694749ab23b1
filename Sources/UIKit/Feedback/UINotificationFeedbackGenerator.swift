/// A generator of haptics that communicate a task's outcome (UIKit).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback communicates.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Triggers notification feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType, location: nil))
    }

    /// iOS 17.5: notification feedback at a location in the generator's view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        record(.notification(notificationType, location: location))
    }
}
