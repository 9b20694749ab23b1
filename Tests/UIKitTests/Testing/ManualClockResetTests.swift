import XCTest
import QuartzCore
import UIKit
import UIKitTesting

/// `ManualClock.reset()` gives every test the same clock reading, keeps pending timers at
/// their distance from now, and `uninstall()` returns the process to system time.
@MainActor
final class ManualClockResetTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var origin: TimeInterval { ManualClock.startTime }

    override func tearDown() async throws {
        ManualClock.install()
    }

    func testEveryTestStartsAtTheSameReading() async {
        XCTAssertEqual(origin, 1_000)
        XCTAssertTrue(ManualClock.isInstalled)
        XCTAssertEqual(ManualClock.now, origin)
        XCTAssertEqual(CACurrentMediaTime(), origin)
        ManualClock.advance(by: 42.5)
        XCTAssertEqual(CACurrentMediaTime(), origin + 42.5)
        UIKitTestEnvironment.reset()
        XCTAssertEqual(CACurrentMediaTime(), origin)
    }

    func testResetKeepsAPendingTimersDistanceFromNow() async {
        ManualClock.advance(by: 10)
        var fired: [TimeInterval] = []
        let timer = UITimer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated { fired.append(CACurrentMediaTime()) }
        }
        ManualClock.advance(by: 0.5)
        ManualClock.reset()
        XCTAssertEqual(ManualClock.now, origin)
        XCTAssertTrue(ManualClock.hasPendingTimers)
        ManualClock.advance(by: 1.4)
        XCTAssertEqual(fired, [])
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(fired, [origin + 1.5])
        XCTAssertFalse(timer.isValid)
    }

    func testUninstallReturnsToSystemTime() async {
        ManualClock.advance(by: 3)
        ManualClock.uninstall()
        XCTAssertFalse(ManualClock.isInstalled)
        // System time moves by itself, manual time never does.
        let first = CACurrentMediaTime()
        var second = CACurrentMediaTime()
        let deadline = Date().addingTimeInterval(1)
        while second == first, Date() < deadline { second = CACurrentMediaTime() }
        XCTAssertGreaterThan(second, first)
        ManualClock.install()
        XCTAssertTrue(ManualClock.isInstalled)
        let frozen = CACurrentMediaTime()
        XCTAssertEqual(CACurrentMediaTime(), frozen)
    }

    func testUninstallFiresAPendingTimerFromTheMainRunLoop() async {
        var fired = 0
        UITimer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated { fired += 1 }
        }
        ManualClock.uninstall()
        runMainRunLoop(until: { fired > 0 })
        XCTAssertEqual(fired, 1)
    }

    /// Runs the main run loop (as an app does) until `condition` holds, for at most 5 s.
    private func runMainRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }
}
