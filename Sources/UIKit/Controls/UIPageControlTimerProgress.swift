@_spi(UIKit) import QuartzCore
import Foundation

/// A page control progress that fills over each page's duration and then moves the control
/// to the next page (UIKit, iOS 17), sending `valueChanged` as a user's page change does.
///
/// The timer runs on the framework clock (`ManualClock` in tests) while it is resumed and
/// its page control is in a window with more than one page; at the last page it goes back to
/// the first with `resetsToInitialPageAfterEnd`, else it stops there (no longer running).
@preconcurrency @MainActor
open class UIPageControlTimerProgress: UIPageControlProgress {
    private var durations: [Int: TimeInterval] = [:]
    private var displayLink: CADisplayLink?
    private var lastTick: CFTimeInterval?
    /// Whether the timer should run (resumed and not paused or finished).
    private var wantsTimer = false

    /// UIKit: the preferred duration must be greater than 0.
    public init(preferredDuration: TimeInterval) {
        precondition(preferredDuration > 0, "UIPageControlTimerProgress: preferredDuration must be greater than 0 (got \(preferredDuration))")
        self.preferredDuration = preferredDuration
        super.init()
    }

    /// Each page's duration unless `setDuration(_:forPage:)` gave it its own.
    open var preferredDuration: TimeInterval {
        didSet {
            precondition(preferredDuration > 0, "UIPageControlTimerProgress: preferredDuration must be greater than 0 (got \(preferredDuration))")
        }
    }

    /// UIKit: false — whether the timer goes back to page 0 after the last page.
    open var resetsToInitialPageAfterEnd: Bool = false

    /// Whether the timer is active (resumed, and not paused or stopped at the end).
    open var isRunning: Bool { wantsTimer }

    /// Starts the timer if it is not running.
    open func resumeTimer() {
        guard !wantsTimer else { return }
        wantsTimer = true
        updateTimer()
    }

    /// Stops the timer if it is running, keeping the progress.
    open func pauseTimer() {
        guard wantsTimer else { return }
        wantsTimer = false
        updateTimer()
    }

    /// A page's own duration; 0 (or less) removes it.
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        durations[page] = duration > 0 ? duration : nil
    }

    /// The page's own duration, else `preferredDuration`.
    open func duration(forPage page: Int) -> TimeInterval {
        durations[page] ?? preferredDuration
    }

    private var timerDelegate: (any UIPageControlTimerProgressDelegate)? {
        delegate as? any UIPageControlTimerProgressDelegate
    }

    override func progressDidChange() {
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    override func pageDidChange() {
        lastTick = nil
        updateTimer()
    }

    override func pageControlDidMoveToWindow() {
        updateTimer()
    }

    /// Whether the timer can tick now: wanted, on a page control in a window with pages to move between.
    private var canRun: Bool {
        guard wantsTimer, let pageControl, pageControl.window != nil else { return false }
        return pageControl.numberOfPages > 1
    }

    private func updateTimer() {
        guard canRun else {
            displayLink?.invalidate()
            displayLink = nil
            lastTick = nil
            return
        }
        guard displayLink == nil else { return }
        let rate = pageControl?.window?.screen.maximumFramesPerSecond ?? 60
        let link = CADisplayLink(refreshRate: rate) { [weak self] link in
            guard let self else { return link.invalidate() }
            self.tick(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func tick(at time: CFTimeInterval) {
        guard canRun, let pageControl else { return updateTimer() }
        defer { lastTick = time }
        guard let last = lastTick else { return }
        let page = pageControl.currentPage
        let step = Float((time - last) / duration(forPage: page))
        currentProgress += step
        guard currentProgress >= 1 else { return }
        advance(from: page, of: pageControl)
    }

    /// The page's duration has passed: move on (asking the delegate), loop, or stop.
    private func advance(from page: Int, of pageControl: UIPageControl) {
        var next = page + 1
        if next >= pageControl.numberOfPages {
            guard resetsToInitialPageAfterEnd else {
                wantsTimer = false
                return updateTimer()
            }
            next = 0
        }
        if let timerDelegate, !timerDelegate.pageControlTimerProgress(self, shouldAdvanceToPage: next) {
            wantsTimer = false
            return updateTimer()
        }
        pageControl.currentPage = next
        pageControl.sendActions(for: .valueChanged)
    }
}
