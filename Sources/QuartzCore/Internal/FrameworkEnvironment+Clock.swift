// The clock modes of the process, for test set-up (UIKitTesting's `ManualClock` and
// `UIKitTestEnvironment` call these; QuartzCore's own tests call them directly).
extension FrameworkEnvironment {
    /// The manual clock's reading at the start of each test (seconds): every test sees the
    /// same absolute times, whatever ran before it or however long the machine has been up.
    public static let manualTimeOrigin: TimeInterval = 1_000

    /// Switches the clock to manual time, keeping its reading (no effect when it is manual
    /// already), and makes each manual step end like a run-loop turn (a transaction commit).
    @MainActor
    public static func useManualTime() {
        if !clock.isManual { clock.useManualTime() }
        scheduler.afterTimersFired = { CATransaction.flush() }
    }

    /// A fresh manual clock: manual time restarted at `time`. Timers still pending keep their
    /// distance from now (an earlier test's repeating timer goes on at its rate).
    @MainActor
    public static func restartManualTime(at time: TimeInterval = manualTimeOrigin) {
        useManualTime()
        scheduler.restartClock(manualTime: time.isFinite ? time : manualTimeOrigin)
    }

    /// Back to the system clock (what an app runs on): pending timers keep their distance
    /// from now and fire as the main run loop runs; manual steps no longer commit.
    @MainActor
    public static func useSystemTime() {
        scheduler.afterTimersFired = nil
        if clock.isManual { scheduler.restartClock(manualTime: nil) }
    }
}
