@_spi(Platform) import QuartzCore
import UIKit

/// The framework clock in manual mode: time moves only when a test says so, and every
/// framework timer (double-tap windows, long presses, control auto-repeat, animations) fires
/// at its exact time while it moves. A test that "waits 0.6 s" takes microseconds and gives
/// the same result every time.
@preconcurrency @MainActor
public enum ManualClock {
    /// Switches the framework clock to manual time (keeping its current reading). Safe to
    /// call more than once.
    public static func install() {
        FrameworkEnvironment.useManualTime()
    }

    /// A fresh manual clock: installs it and restarts its reading at the same origin for
    /// every test (`UIKitTestEnvironment.reset()` calls it). Framework timers still pending
    /// keep their distance from now.
    public static func reset() {
        FrameworkEnvironment.restartManualTime()
    }

    /// Switches the framework clock back to system time, as in an app: framework timers
    /// still pending keep their distance from now and fire as the main run loop runs.
    public static func uninstall() {
        FrameworkEnvironment.useSystemTime()
    }

    /// The reading the clock restarts at in `reset()` (seconds).
    public static var startTime: TimeInterval {
        FrameworkEnvironment.manualTimeOrigin
    }

    /// Whether the framework clock is in manual time.
    public static var isInstalled: Bool {
        MediaClock.shared.isManual
    }

    /// The current framework time (seconds; what `CACurrentMediaTime()` and event
    /// timestamps read).
    public static var now: TimeInterval {
        MediaClock.shared.now
    }

    /// Moves time forward, firing due framework timers in time order, each with the clock
    /// reading its fire time, and running the end-of-turn work (layout, display) after each.
    public static func advance(by seconds: TimeInterval) {
        install()
        FrameworkScheduler.shared.advance(by: seconds)
    }

    /// Moves time forward to `time` (no effect when it is in the past).
    public static func advance(to time: TimeInterval) {
        install()
        guard time > now else {
            runLoopTurn()
            return
        }
        FrameworkScheduler.shared.advance(to: time)
    }

    /// What the run loop does at the end of a turn, without moving time: fire timers that
    /// are due now, run main-queue work, and commit the layer tree (layout, display, render).
    public static func runLoopTurn() {
        FrameworkScheduler.shared.fireDueTimers()
        _ = RunLoop.main.run(mode: .default, before: Date())
        FrameworkScheduler.shared.fireDueTimers()
        CATransaction.flush()
    }

    /// Whether framework timers are waiting to fire.
    public static var hasPendingTimers: Bool {
        FrameworkScheduler.shared.hasPendingTimers
    }
}
