import XCTest
@testable @_spi(Platform) import QuartzCore

/// Frame timers are chained as "now + 1/60"; after thirty of them the sum lands within
/// rounding error of 0.5 s, before or after it depending on the clock's absolute reading.
/// Advancing by 0.5 s must fire the thirtieth at any reading, or a test sees the frame
/// before (a cross-fade read midway was 1/60 s behind on some machines' uptimes).
@MainActor
final class FrameworkSchedulerRoundingTests: XCTestCase {
    func testChainedFrameTimersDueAtTheTargetFireAtAnyClockReading() async {
        let clock = MediaClock.shared
        let wasManual = clock.isManual
        defer { if !wasManual { clock.useSystemTime() } }
        let scheduler = FrameworkScheduler.shared
        // Only forward jumps (timers of other tests keep their order); 24 readings cover both
        // rounding directions.
        for step in 1...24 {
            let start = clock.now + 61.123456789 * Double(step)
            clock.useManualTime(startingAt: start)
            var fired = 0
            func frame() {
                fired += 1
                if fired < 30 { scheduler.schedule(at: clock.now + 1.0 / 60) { frame() } }
            }
            scheduler.schedule(at: clock.now + 1.0 / 60) { frame() }
            scheduler.advance(by: 0.5)
            XCTAssertEqual(fired, 30, "clock started at \(start)")
        }
    }
}
