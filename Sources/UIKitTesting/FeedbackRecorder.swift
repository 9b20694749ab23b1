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
    public private(set) var requests: [FeedbackRequest] = []

    /// Starts recording; the recorder stops when it is freed.
    public init() {
        SystemRequestLog.addObserver { [weak self] request in
            guard let self else { return false }
            if case .feedback(let feedback) = request { self.requests.append(FeedbackRequest(feedback)) }
            return true
        }
    }

    /// Forgets what was recorded.
    public func removeAll() {
        requests.removeAll()
    }
}

/// A haptic feedback request, as `FeedbackRecorder` records it.
public enum FeedbackRequest: Equatable, Sendable {
    /// `prepare()` on a generator of the named class.
    case prepare(generator: String)
    /// `impactOccurred`, with the generator's style, the intensity (1 when not given) and the
    /// location (iOS 17.5's `at:` variants).
    case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
    /// `selectionChanged`, with the location of iOS 17.5's `at:` variant.
    case selectionChanged(location: CGPoint?)
    /// `notificationOccurred`, with the feedback type and the location of iOS 17.5's `at:` variant.
    case notification(UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
    /// `UICanvasFeedbackGenerator.alignmentOccurred(at:)` (iOS 17.5).
    case canvasAlignment(location: CGPoint)
    /// `UICanvasFeedbackGenerator.pathCompleted(at:)` (iOS 17.5).
    case canvasPathCompleted(location: CGPoint)

    init(_ request: PlatformFeedbackRequest) {
        switch request {
        case .prepare(let generator): self = .prepare(generator: generator)
        case let .impact(style, intensity, location): self = .impact(style: style, intensity: intensity, location: location)
        case .selectionChanged(let location): self = .selectionChanged(location: location)
        case let .notification(type, location): self = .notification(type, location: location)
        case .canvasAlignment(let location): self = .canvasAlignment(location: location)
        case .canvasPathCompleted(let location): self = .canvasPathCompleted(location: location)
        }
    }
}
