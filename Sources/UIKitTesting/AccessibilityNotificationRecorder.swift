@_spi(Platform) import UIKit

/// Records what the app posts with `UIAccessibility.post(notification:argument:)` from the
/// moment it is created (no assistive technology receives them on Linux).
///
/// ```swift
/// let accessibility = AccessibilityNotificationRecorder()
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// XCTAssertEqual(accessibility.notifications, [.announcement])
/// XCTAssertEqual(accessibility.posts.last?.argument as? String, "Saved")
/// ```
@preconcurrency @MainActor
public final class AccessibilityNotificationRecorder {
    /// A posted notification and its argument.
    public struct Post {
        /// The notification posted (`.announcement`, `.layoutChanged`, …).
        public let notification: UIAccessibility.Notification
        /// The argument posted with it: an announcement's string, the element to move to, or nil.
        public let argument: Any?
    }

    /// The posts, in order.
    public private(set) var posts: [Post] = []

    /// The posted notifications, in order.
    public var notifications: [UIAccessibility.Notification] { posts.map(\.notification) }

    /// Starts recording; the recorder stops when it is freed.
    public init() {
        SystemRequestLog.addObserver { [weak self] request in
            guard let self else { return false }
            if case .accessibilityNotification(let notification, let argument) = request {
                self.posts.append(Post(notification: notification, argument: argument))
            }
            return true
        }
    }

    /// Forgets what was recorded.
    public func removeAll() {
        posts.removeAll()
    }
}
