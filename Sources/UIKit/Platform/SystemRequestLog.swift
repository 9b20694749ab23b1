@_spi(Platform) import QuartzCore

/// Requests an app makes of the system that Linux has no service for: haptic feedback and
/// notifications to assistive technologies. UIKit hands them to the system and returns; here
/// they go to the observers `UIKitTesting` installs (`FeedbackRecorder`,
/// `AccessibilityNotificationRecorder`), and nowhere when none is installed.
@_spi(Platform) @preconcurrency @MainActor
public enum SystemRequestLog {
    /// One request.
    public enum Request {
        case feedback(PlatformFeedbackRequest)
        case accessibilityNotification(UIAccessibility.Notification, argument: Any?)
    }

    /// Adds an observer; it stays until it returns false.
    public static func addObserver(_ body: @escaping @MainActor (Request) -> Bool) {
        let state = FrameworkEnvironment.systemRequestObservers
        state.nextID += 1
        state.observers.append((state.nextID, body))
    }

    static func send(_ request: Request) {
        let state = FrameworkEnvironment.systemRequestObservers
        guard !state.observers.isEmpty else { return }
        let current = state.observers
        var finished: Set<Int> = []
        for observer in current where !observer.body(request) {
            finished.insert(observer.id)
        }
        if !finished.isEmpty { state.observers.removeAll { finished.contains($0.id) } }
    }
}

/// The observers of `SystemRequestLog` (one per process: `FrameworkEnvironment.systemRequestObservers`).
@MainActor
final class SystemRequestObservers {
    var observers: [(id: Int, body: @MainActor (SystemRequestLog.Request) -> Bool)] = []
    var nextID = 0
}

/// What a feedback generator was asked to do (UIKitTesting's `FeedbackRequest` mirrors it).
@_spi(Platform)
public enum PlatformFeedbackRequest: Equatable, Sendable {
    case prepare(generator: String)
    case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
    case selectionChanged(location: CGPoint?)
    case notification(UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
    case canvasAlignment(location: CGPoint)
    case canvasPathCompleted(location: CGPoint)
}
