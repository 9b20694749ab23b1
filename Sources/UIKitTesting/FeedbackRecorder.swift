@_spi(Platform) import UIKit

/// Records the haptic feedback the app requests from the moment it is created (Linux has no
/// haptic engine; `UIFeedbackGenerator`s hand their requests to recorders).
///
/// ```swift
/// let feedback = FeedbackRecorder()
/// UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
/// XCTAssertEqual(feedback.requests, [.impact(style: .rigid, intensity: 1, location: nil)])
/// ```
@preconcurrency @MainActor
public final class FeedbackRecorder {
    /// The requests, in order.
    public private(set) var requests: [UIFeedbackGenerator.Request] = []

    /// Starts recording; the recorder stops when it is freed.
    public init() {
        SystemRequestLog.addObserver { [weak self] request in
            guard let self else { return false }
            if case .feedback(let feedback) = request { self.requests.append(feedback) }
            return true
        }
    }

    /// Forgets what was recorded.
    public func removeAll() {
        requests.removeAll()
    }
}
