import XCTest
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// When the animation engine ticks: at every frame while something moves, exactly at starts
/// and ends, and never while every animation waits (so an idle app sleeps).
@MainActor
final class LayerAnimationEngineTickTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
        FrameworkScheduler.shared.advance(by: 10)
    }

    private func fade(duration: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = CGFloat(1)
        fade.toValue = CGFloat(0)
        fade.duration = duration
        return fade
    }

    func testTheDelegateHearsTheEndExactlyWhenItComes() async {
        let layer = CALayer()
        let recorder = AnimationDelegateRecorder()
        let animation = fade(duration: 0.35)
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        FrameworkScheduler.shared.advance(by: 0.35 - 1e-6)
        XCTAssertEqual(recorder.events, ["start"])
        FrameworkScheduler.shared.advance(by: 2e-6)
        XCTAssertEqual(recorder.events, ["start", "stop true"], "not a frame later")
        XCTAssertFalse(FrameworkScheduler.shared.hasPendingTimers, "nothing left to tick for")
    }

    func testAPausedLayerDoesNotTick() async {
        let layer = CALayer()
        layer.add(fade(duration: 1), forKey: "fade")
        layer.speed = 0
        FrameworkScheduler.shared.advance(by: 0.1)
        XCTAssertFalse(FrameworkScheduler.shared.hasPendingTimers, "paused: the app may sleep")
        layer.speed = 1
        XCTAssertTrue(FrameworkScheduler.shared.hasPendingTimers, "resumed: ticking again")
        layer.removeAllAnimations()
        FrameworkScheduler.shared.advance(by: 0.1)
        XCTAssertFalse(FrameworkScheduler.shared.hasPendingTimers)
    }

    func testADelayedAnimationWakesAtItsStart() async {
        let layer = CALayer()
        let recorder = AnimationDelegateRecorder()
        let animation = fade(duration: 0.5)
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 5
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        FrameworkScheduler.shared.advance(by: 4.99)
        XCTAssertEqual(recorder.events, [])
        FrameworkScheduler.shared.advance(by: 0.02)
        XCTAssertEqual(recorder.events, ["start"], "heard when the delay has passed")
    }

    func testAFilledAnimationThatEndedNeedsNoTicks() async {
        let layer = CALayer()
        let animation = fade(duration: 0.2)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        FrameworkScheduler.shared.advance(by: 0.3)
        XCTAssertNotNil(layer.animation(forKey: "fade"), "kept")
        XCTAssertFalse(FrameworkScheduler.shared.hasPendingTimers, "held at its end without ticking")
        XCTAssertEqual(layer.presentation()?.opacity, 0)
    }
}
