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

    /// A nonisolated target (a model object, not a view) that makes its selector in a
    /// nonisolated method, as iOS code does with `#selector`.
    final class PlainCounter {
        var ticks = 0
        func start() -> CADisplayLink {
            let link = CADisplayLink(target: self, selector: Selector("tick:", PlainCounter.tick))
            link.add(to: .main, forMode: .default)
            return link
        }
        func tick(_ link: CADisplayLink) { ticks += 1 }
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

    func testNonisolatedTargetMakesItsSelector() async {
        let counter = PlainCounter()
        let link = counter.start()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(Double(counter.ticks), 0.5 * Double(UIScreen.main.maximumFramesPerSecond), accuracy: 1,
                       "the selector made off the main actor calls the method on it at every frame")
        link.invalidate()
    }

    func testTrackingModeIsUIKitsAndALinkAddedInItFires() async {
        XCTAssertEqual(RunLoop.Mode.tracking.rawValue, "UITrackingRunLoopMode")
        let target = Target()
        let link = CADisplayLink(target: target, selector: Selector("step:", Target.step))
        link.add(to: .main, forMode: .tracking)
        ManualClock.advance(by: 0.1)
        XCTAssertFalse(target.frames.isEmpty, "display links ignore run-loop modes")
        link.invalidate()
    }

    @available(*, deprecated, message: "exercises the deprecated frameInterval")
    func testFrameIntervalSkipsFramesUntilAPreferredRateIsSet() async {
        let target = Target()
        let link = CADisplayLink(target: target, selector: Selector("step:", Target.step))
        XCTAssertEqual(link.frameInterval, 1, "UIKit: the default is every frame")
        link.frameInterval = 2
        link.add(to: .main, forMode: .default)
        ManualClock.advance(by: 1)
        let fps = Double(UIScreen.main.maximumFramesPerSecond)
        XCTAssertEqual(Double(target.frames.count), fps / 2, accuracy: 1, "frameInterval 2: every other frame")
        if target.frames.count >= 2 {
            XCTAssertEqual(target.frames[1].timestamp - target.frames[0].timestamp, 2 / fps, accuracy: 1e-9)
        }
        link.preferredFramesPerSecond = Int(fps)
        let before = target.frames.count
        ManualClock.advance(by: 1)
        XCTAssertEqual(Double(target.frames.count - before), fps, accuracy: 1, "a preferred rate wins over frameInterval")
        link.preferredFramesPerSecond = 0
        link.frameInterval = 0
        let again = target.frames.count
        ManualClock.advance(by: 1)
        XCTAssertEqual(Double(target.frames.count - again), fps, accuracy: 1, "an interval below 1 counts as every frame")
        link.invalidate()
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
