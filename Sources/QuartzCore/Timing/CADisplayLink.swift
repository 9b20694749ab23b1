/// A timer synchronized with the display's refresh (Core Animation): once added to a run
/// loop, it calls its target at every frame (or at the rate it prefers) until invalidated.
///
/// OpenUIKit's frames come from the framework clock (a manual clock in tests): a link fires at
/// the display's refresh times, multiples of its frame duration. Run-loop modes are not
/// distinguished: a link added in any mode fires. As in Core Animation, a running link is
/// retained by its run loop and retains its target; call `invalidate()`.
///
/// Porting: create one with UIKit's `CADisplayLink(target:selector:)` or
/// `UIScreen.displayLink(withTarget:selector:)`.
///
/// Not main-actor isolated, as in Core Animation, but its frames come from the main run loop
/// (`FrameworkScheduler`): it is scheduled and fires on the main thread only; adding it to a
/// run loop from another thread is logged and ignored.
open class CADisplayLink: NSObject {
    /// Released by `invalidate()`: a target that keeps its link must not keep itself alive.
    private var callback: (@MainActor (CADisplayLink) -> Void)?
    private var timer: FrameworkTimer?
    private var isScheduled = false
    private var isInvalidated = false
    /// The display's refresh rate.
    let refreshRate: Double

    /// A link that calls `callback` at every frame of a display refreshing `refreshRate` times
    /// per second (not Apple API; UIKit's selector-based initializers use it).
    @_spi(UIKit)
    public init(refreshRate: Int = 60, callback: @escaping @MainActor (CADisplayLink) -> Void) {
        self.callback = callback
        self.refreshRate = Double(refreshRate > 0 ? refreshRate : 60)
        super.init()
    }

    /// The time of the frame the target is being called for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (when what the target draws now appears).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the display's rate.
    open var duration: CFTimeInterval { 1 / refreshRate }

    /// Stops calls without removing the link (true while paused).
    open var isPaused = false {
        didSet { if !isPaused, isScheduled { schedule() } }
    }

    /// The rate the link would like (0: the display's).
    open var preferredFramesPerSecond: Int = 0 {
        didSet { if isScheduled { schedule() } }
    }

    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { if isScheduled { schedule() } }
    }

    /// How many display frames pass between calls (1: every frame). Apple deprecated it in
    /// iOS 10 for `preferredFramesPerSecond`, which wins when set; code written before then
    /// still sets it (often in the `#available` fallback branch). Values below 1 count as 1.
    @available(*, deprecated, message: "preferredFramesPerSecond")
    open var frameInterval: Int {
        get { framesPerCall }
        set {
            framesPerCall = newValue
            if isScheduled { schedule() }
        }
    }

    /// `frameInterval`'s storage (read without the deprecation warning).
    private var framesPerCall = 1

    /// Starts the calls (adding to several run loops or modes once is the same as once).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !isScheduled else { return }
        isScheduled = true
        schedule()
    }

    /// Stops the calls.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        cancelTimer()
    }

    private func cancelTimer() {
        guard let pending = timer else { return }
        timer = nil
        MainThread.ifMain { pending.invalidate() }
    }

    /// Stops the calls for good and releases the target.
    open func invalidate() {
        isInvalidated = true
        callback = nil
        remove(from: .main, forMode: .common)
    }

    /// The interval between calls: the display's frame duration times a whole number of
    /// frames that comes closest to the preferred rate (without one, `frameInterval` frames).
    var callInterval: CFTimeInterval {
        var wanted = Double(preferredFrameRateRange.preferred ?? 0)
        if wanted <= 0 { wanted = Double(preferredFrameRateRange.maximum) }
        if wanted <= 0 { wanted = Double(preferredFramesPerSecond) }
        guard wanted > 0 else { return duration * Double(max(1, framesPerCall)) }
        guard wanted < refreshRate else { return duration }
        return duration * max(1, (refreshRate / wanted).rounded())
    }

    private func schedule() {
        if !MainThread.ifMain(self, { $0.scheduleOnMainThread() }) {
            MainThread.logOnce("CADisplayLink", "CADisplayLink: display links run on the main run loop in OpenUIKit; "
                + "a link added or changed off the main thread is not scheduled")
        }
    }

    @MainActor
    private func scheduleOnMainThread() {
        cancelTimer()
        guard isScheduled, !isPaused, !isInvalidated else { return }
        let interval = callInterval
        let now = CACurrentMediaTime()
        // The next refresh time: a multiple of the interval after now (by index, with a
        // tolerance, so rounding never schedules a frame a hair after the one just fired).
        let next = (floor(now / interval + 1e-6) + 1) * interval
        // The link is used on the main thread only (here and when the timer fires).
        nonisolated(unsafe) let link = self
        timer = FrameworkScheduler.shared.schedule(at: next) {
            link.fire(at: next, interval: interval)
        }
    }

    @MainActor
    private func fire(at time: CFTimeInterval, interval: CFTimeInterval) {
        timer = nil
        guard isScheduled, !isPaused, !isInvalidated else { return }
        timestamp = time
        targetTimestamp = time + interval
        callback?(self)
        if timer == nil { scheduleOnMainThread() }
    }
}
