import XCTest
import UIKit
import UIKitTesting

/// Core Foundation's absolute time with only `import UIKit`, as ported code (TweeTextField's
/// font animation) calls it on iOS.
@MainActor
final class CoreFoundationTimeTests: XCTestCase {
    func testAbsoluteTimeIsSecondsSinceTheReferenceDate() async {
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(now, Date().timeIntervalSinceReferenceDate, accuracy: 1)
        XCTAssertEqual(kCFAbsoluteTimeIntervalSince1970, 978_307_200)
        XCTAssertEqual(now + kCFAbsoluteTimeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 1)
    }

    func testAbsoluteTimeFollowsTheSystemClockNotTheManualClock() async {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        let start = CFAbsoluteTimeGetCurrent()
        ManualClock.advance(by: 60)
        XCTAssertLessThan(CFAbsoluteTimeGetCurrent() - start, 30, "a manual minute does not move the wall clock")
        let until = Date().addingTimeInterval(0.02)
        while Date() < until {}  // real time passes (Thread.sleep is unavailable in async tests)
        XCTAssertGreaterThanOrEqual(CFAbsoluteTimeGetCurrent() - start, 0.015)
    }
}
