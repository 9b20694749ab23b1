@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A timer synchronized with the display's refresh (QuartzCore; it lives in UIKit here
/// because its action is a `Selector`).
///
/// Frames fall on multiples of the frame interval of the framework clock, so a display
/// link in a test fires exactly when the manual clock crosses a frame. While a display link
/// is active, the SDL backend wakes at every frame (it waits for the next framework timer).
/// UIKit: the display link retains its target until it is invalidated, and the run loop
/// retains the display link while it is added.
@MainActor
open class CADisplayLink: NSObject {
    private var target: Any?
    private let selector: Selector
    private var timer: FrameworkTimer?
    private var isScheduled = false
    private var pausedStorage = false
    /// Active display links stay alive as a run loop keeps them (UIKit: "the run loop
    /// retains the display link").
    private var retainedBySchedule: CADisplayLink?

    private(set) var lastFrameTime: CFTimeInterval = 0
    private(set) var nextFrameTime: CFTimeInterval = 0

    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    // MARK: Scheduling

    /// Starts calling the target at every frame. The run loop and mode are accepted for
    /// UIKit compatibility; OpenUIKit's frames always run on the main run loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        guard target != nil else {
            return FrameworkLog.log("-[CADisplayLink addToRunLoop:forMode:]: the display link was invalidated; ignored")
        }
        isScheduled = true
        retainedBySchedule = self
        scheduleNextFrame()
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        stop()
    }

    /// Removes the display link from every run loop and releases the target.
    open func invalidate() {
        stop()
        target = nil
    }

    open var isPaused: Bool {
        get { pausedStorage }
        set {
            guard newValue != pausedStorage else { return }
            pausedStorage = newValue
            if newValue {
                timer?.invalidate()
                timer = nil
            } else if isScheduled {
                scheduleNextFrame()
            }
        }
    }

    // MARK: Timing

    /// The time of the frame last shown, in `CACurrentMediaTime()` seconds.
    open var timestamp: CFTimeInterval { lastFrameTime }

    /// The time the next frame will be shown: update content for this time.
    open var targetTimestamp: CFTimeInterval { nextFrameTime }

    /// The time between frames at the display's maximum rate (UIKit: 0 before the first
    /// callback).
    open var duration: CFTimeInterval {
        lastFrameTime == 0 ? 0 : 1 / CFTimeInterval(maximumFramesPerSecond)
    }

    /// The rate the callbacks should come at; 0 (the default) means the display's rate.
    /// Values above it are limited to it; a negative value is treated as 0.
    open var preferredFramesPerSecond: Int = 0 {
        didSet { if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 } }
    }

    /// The preferred range; its `preferred` rate wins over `preferredFramesPerSecond`.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Deprecated by UIKit: frames between callbacks (1 = every frame). Values below 1 are 1.
    open var frameInterval: Int = 1 {
        didSet { if frameInterval < 1 { frameInterval = 1 } }
    }

    private var maximumFramesPerSecond: Int { max(1, UIScreen.main.maximumFramesPerSecond) }

    /// The time between callbacks: whole display frames, for the preferred rate.
    var callbackInterval: CFTimeInterval {
        let display = Double(maximumFramesPerSecond)
        var rate = display
        if let preferred = preferredFrameRateRange.preferred, preferred > 0, preferred.isFinite {
            rate = min(display, Double(preferred))
        } else if preferredFramesPerSecond > 0 {
            rate = min(display, Double(preferredFramesPerSecond))
        }
        let frames = max(1, (display / rate).rounded()) * Double(frameInterval)
        return frames / display
    }

    private func scheduleNextFrame() {
        timer?.invalidate()
        let interval = callbackInterval
        let now = CACurrentMediaTime()
        // The next frame boundary after now (by frame index, so that rounding never lands a
        // frame a hair after the one that just fired).
        let next = ((now / interval + 1e-6).rounded(.down) + 1) * interval
        timer = FrameworkScheduler.shared.schedule(at: next) { [weak self] in
            self?.fire(at: next)
        }
    }

    private func fire(at frameTime: CFTimeInterval) {
        timer = nil
        guard isScheduled, !pausedStorage else { return }
        lastFrameTime = frameTime
        nextFrameTime = frameTime + callbackInterval
        // Schedule first: the action may pause, invalidate or change the rate.
        scheduleNextFrame()
        selector.perform(on: target, sender: self, event: nil)
    }

    private func stop() {
        timer?.invalidate()
        timer = nil
        isScheduled = false
        retainedBySchedule = nil
    }
}
