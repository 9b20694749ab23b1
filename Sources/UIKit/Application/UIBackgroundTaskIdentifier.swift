/// Identifies a task started with `UIApplication.beginBackgroundTask` (UIKit).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Returned when a background task cannot be started.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
