import Foundation

/// The state of the UI update in progress (UIKit, iOS 18), handed to `UIUpdateLink` actions.
///
/// OpenUIKit's updates are the frames of the framework clock: `modelTime` is the frame's
/// time, and the deadline and presentation estimate are the next frame's.
@preconcurrency @MainActor
open class UIUpdateInfo: NSObject {
    /// The info of the update whose actions are running (nil between updates).
    static var inProgress: UIUpdateInfo?

    /// The time the update's changes are computed for (`CACurrentMediaTime()`'s timebase).
    open internal(set) var modelTime: TimeInterval
    /// When the app's changes must be submitted: the next frame.
    open internal(set) var completionDeadlineTime: TimeInterval
    /// When the update is expected on screen: the next frame.
    open internal(set) var estimatedPresentationTime: TimeInterval
    /// Linux: false — frames are shown at the next refresh, never sooner.
    open internal(set) var isImmediatePresentationExpected: Bool = false
    /// Whether the low-latency phases run in this update (a link asked for them).
    open internal(set) var isLowLatencyEventDispatchConfirmed: Bool
    /// True while the low-latency phases' actions run.
    open internal(set) var isPerformingLowLatencyPhases: Bool = false

    init(modelTime: TimeInterval, nextFrameTime: TimeInterval, lowLatency: Bool) {
        self.modelTime = modelTime
        self.completionDeadlineTime = nextFrameTime
        self.estimatedPresentationTime = nextFrameTime
        self.isLowLatencyEventDispatchConfirmed = lowLatency
        super.init()
    }

    /// The update in progress for `view` (nil outside an update). OpenUIKit has one display,
    /// so every view shares the update's info.
    open class func current(for view: UIView) -> Self? {
        inProgress as? Self
    }

    /// The update in progress for `windowScene` (nil outside an update).
    open class func current(for windowScene: UIWindowScene) -> Self? {
        inProgress as? Self
    }
}
