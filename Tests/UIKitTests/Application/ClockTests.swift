import XCTest
import UIKit
import UIKitTesting
@_spi(Platform) import QuartzCore

@MainActor
final class ClockTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testManualClockOnlyMovesWhenAdvanced() async {
        ManualClock.install()
        let start = CACurrentMediaTime()
        XCTAssertEqual(CACurrentMediaTime(), start)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(CACurrentMediaTime() - start, 0.6, accuracy: 1e-9)
    }

    func testFrameworkTimersFireInTimeOrderAtTheirTimes() async {
        ManualClock.install()
        let start = ManualClock.now
        var fired: [(String, TimeInterval)] = []
        let scheduler = FrameworkScheduler.shared
        scheduler.schedule(after: 0.3) { fired.append(("b", ManualClock.now - start)) }
        scheduler.schedule(after: 0.1) { fired.append(("a", ManualClock.now - start)) }
        scheduler.schedule(after: 0.3) { fired.append(("c", ManualClock.now - start)) }
        let cancelled = scheduler.schedule(after: 0.2) { fired.append(("x", 0)) }
        cancelled.invalidate()
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(fired.map(\.0), ["a"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(fired.map(\.0), ["a", "b", "c"], "ties fire in scheduling order")
        XCTAssertEqual(fired[0].1, 0.1, accuracy: 1e-9)
        XCTAssertEqual(fired[1].1, 0.3, accuracy: 1e-9)
    }

    func testTimerScheduledByATimerFiresInTheSameAdvanceWhenDue() async {
        ManualClock.install()
        var fired: [String] = []
        FrameworkScheduler.shared.schedule(after: 0.1) {
            fired.append("first")
            FrameworkScheduler.shared.schedule(after: 0.1) { fired.append("second") }
        }
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(fired, ["first", "second"])
    }

    func testEventTimestampsComeFromTheFrameworkClock() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        final class Probe: UIView {
            var stamps: [TimeInterval] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { stamps.append(e!.timestamp) }
        }
        let probe = Probe(frame: window.bounds)
        window.addSubview(probe)
        let input = InputSimulator(window: window)
        input.tap(at: CGPoint(x: 1, y: 1))
        XCTAssertEqual(probe.stamps.first, input.now - 0.05)
    }
}
