import XCTest
import UIKit
import UIKitTesting

@MainActor
final class FrameCounter {
    var timestamps: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targets.append(link.targetTimestamp)
    }
}

/// CADisplayLink on the framework clock: calls at display refresh times.
@MainActor
final class DisplayLinkTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testALinkFiresEveryFrameUntilInvalidated() async {
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
        XCTAssertEqual(link.duration, 1.0 / Double(UIScreen.main.maximumFramesPerSecond), accuracy: 1e-9)
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(counter.timestamps.count, 6, accuracy: 1, "60 frames per second, added twice but one link")
        for (timestamp, target) in zip(counter.timestamps, counter.targets) {
            XCTAssertEqual(target - timestamp, link.duration, accuracy: 1e-9)
            let frames = timestamp / link.duration
            XCTAssertEqual(frames, frames.rounded(), accuracy: 1e-6, "on the display's refresh times")
        }
        link.isPaused = true
        let paused = counter.timestamps.count
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(counter.timestamps.count, paused)
        link.isPaused = false
        ManualClock.advance(by: 0.05)
        XCTAssertGreaterThan(counter.timestamps.count, paused)
        link.invalidate()
        let stopped = counter.timestamps.count
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(counter.timestamps.count, stopped)
        link.add(to: .main, forMode: .common)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(counter.timestamps.count, stopped, "an invalidated link does not restart")
    }

    func testPreferredRateSkipsFrames() async {
        let counter = FrameCounter()
        let link = UIScreen.main.displayLink(withTarget: counter, selector: Selector("step:", FrameCounter.step))!
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        ManualClock.advance(by: 0.2)
        link.invalidate()
        XCTAssertEqual(counter.timestamps.count, 6, accuracy: 1, "30 calls per second")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 15)
        XCTAssertEqual(link.preferredFrameRateRange.preferred, 15)
    }
}
