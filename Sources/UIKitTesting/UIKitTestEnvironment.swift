@_spi(Platform) import QuartzCore
@_spi(Platform) import UIKit

/// Isolation between tests: what one test leaves behind (a window still on screen, a long
/// press still waiting, an animation still running, a timer due later) must not change what
/// the next one sees. Call `reset()` first in each test's `setUp()`:
///
///     override func setUp() async throws {
///         await MainActor.run { UIKitTestEnvironment.reset() }
///     }
///
/// OpenUIKit keeps no per-test state of its own beyond what UIKit makes global (the
/// application, its windows, the screen, the framework clock), so settling those is enough.
@preconcurrency @MainActor
public enum UIKitTestEnvironment {
    /// Hides every window the application still has (a window an earlier test still references
    /// gets no more layout, rendering or input), switches the framework clock to manual time,
    /// and lets earlier tests' framework timers, gesture timeouts and animations run out by
    /// moving the manual clock forward (at most `settleTime`; repeating timers such as a
    /// display link that was never invalidated are left running). Ends with the end-of-turn
    /// work (layout, display), so the next test starts on a settled framework, and with a
    /// fresh manual clock (`ManualClock.reset()`): every test starts at the same reading.
    public static func reset(settleTime: TimeInterval = 60) {
        ManualClock.install()
        for window in UIApplication.shared.windows where !window.isHidden {
            window.isHidden = true
        }
        // Nor one test's display size or scale the next one's screen (its traits and size
        // classes follow from it), nor one test's rotation or battery monitoring its device.
        UIScreen.main._restoreInitialDisplay()
        UIDevice.current._resetForTesting()
        let scheduler = FrameworkScheduler.shared
        let deadline = ManualClock.now + max(0, settleTime.isFinite ? settleTime : 60)
        var steps = 0
        // Timer by timer, so that work a firing timer schedules runs out too; bounded for
        // repeating timers.
        while let next = scheduler.nextFireTime, next <= deadline, steps < 10_000 {
            ManualClock.advance(to: max(next, ManualClock.now))
            steps += 1
        }
        UIApplication.shared.updatePreferredContentSizeCategory(.large)
        UIApplication.shared.updateSystemUserInterfaceStyle(.light)
        UIApplication.shared.updateIncreasedContrast(false)
        UIApplication.shared.updateBoldText(false)
        ManualClock.runLoopTurn()
        // One test's copy must not be the next one's paste.
        UIPasteboard._resetAllPasteboards()
        // Nor one test's appearance proxies the next one's views.
        UIView._resetAppearanceProxies()
        UIMotionEffect._simulatedViewerOffset = nil
        // Nor one test's scene delegate the next one's life-cycle calls.
        UIApplication.shared._resetScenes()
        // Nor one test's saved interface the next one's launch.
        resetStateRestoration()
        // Nor one test's URL schemes or main menu configuration the next one's.
        UIApplication.shared._unregisterURLSchemes()
        UIMainMenuSystem.shared._resetBuildConfiguration()
        ManualClock.reset()
    }

    /// Plays the device's tilt for motion effects: every window's effects get `offset` (each
    /// axis -1...1) from the next frame on, instead of the pointer's position; nil goes back to
    /// the pointer.
    public static func setMotionEffectViewerOffset(_ offset: UIOffset?) {
        UIMotionEffect._simulatedViewerOffset = offset
    }
}
