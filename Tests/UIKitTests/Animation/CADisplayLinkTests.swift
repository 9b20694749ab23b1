import XCTest
import UIKit
import UIKitTesting

@MainActor
final class CADisplayLinkTests: XCTestCase {
    @MainActor
    final class Target {
        var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        var onFrame: ((CADisplayLink) -> Void)?
        func step(_ link: CADisplayLink) {
            frames.append((link.timestamp, link.targetTimestamp, link.duration))
            onFrame?(link)
        }
        deinit {}
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testFiresOncePerFrameWithFrameTimestamps() async {
        let target = Target()
        let link = CADisplayLink(target: target, selector: Selector("step:", Target.step))
        link.add(to: .main, forMode: .common)
        ManualClock.advance(by: 0.5)
        let fps = Double(UIScreen.main.maximumFramesPerSecond)
        XCTAssertEqual(Double(target.frames.count), 0.5 * fps, accuracy: 1)
        guard let first = target.frames.first, let last = target.frames.last else { return XCTFail("no frames") }
        XCTAssertEqual(first.duration, 1 / fps, accuracy: 1e-9)
        XCTAssertEqual(last.target - last.timestamp, 1 / fps, accuracy: 1e-9)
        for (a, b) in zip(target.frames, target.frames.dropFirst()) {
            XCTAssertEqual(b.timestamp - a.timestamp, 1 / fps, accuracy: 1e-9, "one callback per frame")
        }
        link.invalidate()
        let count = target.frames.count
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(target.frames.count, count, "no callbacks after invalidate")
    }

    func testPausePreferredRateAndRemove() async {
        let target = Target()
        let link = CADisplayLink(target: target, selector: Selector("step:", Target.step))
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        ManualClock.advance(by: 1)
        XCTAssertEqual(Double(target.frames.count), 30, accuracy: 1, "30 callbacks a second at preferredFramesPerSecond 30")
        link.isPaused = true
        let paused = target.frames.count
        ManualClock.advance(by: 1)
        XCTAssertEqual(target.frames.count, paused)
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 15)
        ManualClock.advance(by: 1)
        XCTAssertEqual(Double(target.frames.count - paused), 15, accuracy: 1.5, "the preferred range wins")
        link.remove(from: .main, forMode: .default)
        let removed = target.frames.count
        ManualClock.advance(by: 1)
        XCTAssertEqual(target.frames.count, removed)
    }

    func testRetainsTargetUntilInvalidatedAndActionMayInvalidate() async {
        weak var weakTarget: Target?
        var link: CADisplayLink?
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target, selector: Selector("step:", Target.step))
            target.onFrame = { [unowned target] link in if target.frames.count == 3 { link.invalidate() } }
        }
        XCTAssertNotNil(weakTarget, "UIKit: the display link retains its target")
        link?.add(to: .main, forMode: .common)
        link = nil
        ManualClock.advance(by: 1)
        XCTAssertNil(weakTarget, "invalidating from the action released the target")
    }

    @MainActor
    final class Owner {
        var link: CADisplayLink?
        var frames = 0
        func step() { frames += 1 }
    }

    func testInvalidateBreaksTheTargetLinkCycle() async {
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.link = CADisplayLink(target: owner, selector: Selector("step", Owner.step))
            owner.link?.add(to: .main, forMode: .common)
            ManualClock.advance(by: 0.1)
            XCTAssertGreaterThan(owner.frames, 0)
            owner.link?.invalidate()
        }
        XCTAssertNil(weakOwner, "UIKit: invalidate releases the target")
    }
}
