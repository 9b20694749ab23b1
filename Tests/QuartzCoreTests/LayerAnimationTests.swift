import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Records an animation delegate's calls.
final class AnimationDelegateRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// Explicit Core Animation animations: timing, values, delegates, and what the compositor
/// shows while the model stays unchanged.
@MainActor
final class LayerAnimationTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    private func moveX(from: CGFloat, to: CGFloat, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = from
        move.toValue = to
        move.duration = duration
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        return move
    }

    func testAnimationMovesTheLayerOnScreenWhileTheModelStays() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 20))
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        root.addSublayer(a)
        CATransaction.flush()
        let recorder = AnimationDelegateRecorder()
        let move = moveX(from: 5, to: 85)
        move.delegate = recorder
        a.add(move, forKey: "move")
        advance(0.5)
        XCTAssertEqual(a.position.x, 5, "the model does not change")
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 45, accuracy: 0.5)
        XCTAssertEqual(buffer.pixel(45, 5), .red, "drawn where the animation is")
        XCTAssertEqual(buffer.pixel(5, 5), .clear)
        XCTAssertEqual(recorder.events, ["start"])
        XCTAssertEqual(a.animationKeys(), ["move"])
        advance(0.6)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertNil(a.animationKeys(), "removed on completion")
        XCTAssertEqual(buffer.pixel(5, 5), .red, "back at the model position")
        XCTAssertEqual(buffer.pixel(85, 5), .clear)
        XCTAssertTrue(a.presentation() === a, "no animations: the layer itself")
    }

    func testFillForwardsKeepsTheEndValue() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 20))
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        root.addSublayer(a)
        let move = moveX(from: 5, to: 85, duration: 0.2)
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        a.add(move, forKey: "move")
        advance(0.5)
        XCTAssertNotNil(a.animation(forKey: "move"))
        XCTAssertEqual(buffer.pixel(85, 5), .red)
        XCTAssertEqual(buffer.pixel(5, 5), .clear)
        a.removeAnimation(forKey: "move")
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 5), .red)
    }

    func testRemovingOrReplacingStopsUnfinished() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = AnimationDelegateRecorder(), second = AnimationDelegateRecorder()
        let move = moveX(from: 0, to: 10)
        move.delegate = first
        a.add(move, forKey: "move")
        move.delegate = second
        a.add(move, forKey: "move")
        XCTAssertEqual(first.events, ["stop false"], "the key's previous animation stops")
        XCTAssertFalse(a.animation(forKey: "move") === move, "the layer runs a copy")
        a.removeAllAnimations()
        XCTAssertEqual(second.events, ["stop false"])
    }

    func testTimingFunctionsAndCurves() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let easeIn = moveX(from: 0, to: 100)
        easeIn.timingFunction = CAMediaTimingFunction(name: .easeIn)
        a.add(easeIn, forKey: "x")
        advance(0.5)
        let x = a.presentation()?.position.x ?? 0
        XCTAssertLessThan(x, 40, "ease-in is behind linear halfway")
        XCTAssertGreaterThan(x, 20)
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var point: [Float] = [0, 0]
        f.getControlPoint(at: 2, values: &point)
        XCTAssertEqual(point, [0.3, 0.4])
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).progress(at: 0.3), 0.3, accuracy: 1e-6)
    }

    func testByValueAdditiveAndAutoreverse() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let by = CABasicAnimation(keyPath: "position.y")
        by.byValue = 40
        by.duration = 1
        by.timingFunction = CAMediaTimingFunction(name: .linear)
        a.add(by, forKey: "by")
        let additive = CABasicAnimation(keyPath: "position.x")
        additive.isAdditive = true
        additive.fromValue = 0
        additive.toValue = 20
        additive.duration = 1
        additive.autoreverses = true
        a.add(additive, forKey: "wiggle")
        advance(0.5)
        XCTAssertEqual(a.presentation()?.position.y ?? 0, 25, accuracy: 0.5, "from the model (5) by 40")
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 15, accuracy: 0.5, "model 5 plus 10")
        advance(1.0)
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 15, accuracy: 0.5, "on the way back")
        XCTAssertNil(a.animation(forKey: "by"))
    }

    func testTransformRotationKeyPathTurns() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        a.add(spin, forKey: "spin")
        advance(0.5)
        let t = a.presentation()?.transform ?? CATransform3DIdentity
        XCTAssertEqual(atan2(t.m12, t.m11), .pi / 2, accuracy: 0.02)
        XCTAssertEqual(hypot(t.m11, t.m12), 1, accuracy: 1e-6, "a turn, not a shrink")
        XCTAssertEqual(a.transform, CATransform3DIdentity)
    }

    func testKeyframesValuesTimesAndPaths() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let frames = CAKeyframeAnimation(keyPath: "opacity")
        frames.values = [0.0, 1.0, 0.5]
        frames.keyTimes = [0, 0.25, 1]
        frames.duration = 1
        a.add(frames, forKey: "fade")
        let steps = CAKeyframeAnimation(keyPath: "cornerRadius")
        steps.values = [1.0, 5.0, 9.0]
        steps.calculationMode = .discrete
        steps.duration = 1
        a.add(steps, forKey: "steps")
        let path = CAKeyframeAnimation(keyPath: "position")
        path.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        path.duration = 1
        a.add(path, forKey: "path")
        advance(0.25)
        XCTAssertEqual(Double(a.presentation()?.opacity ?? 0), 1, accuracy: 0.02, "the second keyframe at its time")
        XCTAssertEqual(a.presentation()?.cornerRadius, 1, "discrete: still the first value")
        let p = a.presentation()?.position ?? .zero
        XCTAssertEqual(p.x, 100, accuracy: 1, "a quarter around the square: its first corner")
        XCTAssertEqual(p.y, 0, accuracy: 1)
        advance(0.5)
        XCTAssertEqual(Double(a.presentation()?.opacity ?? 0), 0.667, accuracy: 0.02)
        XCTAssertEqual(a.presentation()?.cornerRadius, 9)
    }

    func testGroupRunsItsChildrenInItsTime() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10
        grow.toValue = 30
        grow.beginTime = 1
        grow.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 2
        a.add(group, forKey: "group")
        advance(0.5)
        XCTAssertEqual(Double(a.presentation()?.opacity ?? -1), 0.75, accuracy: 0.02,
                       "a child without a duration lasts the group's 2 seconds: a quarter faded")
        XCTAssertEqual(a.presentation()?.bounds.width, 10, "the second child has not begun")
        advance(1.0)
        XCTAssertEqual(a.presentation()?.bounds.width ?? 0, 20, accuracy: 1)
    }

    func testSpringOvershootsAndSettles() async {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5
        let settle = spring.settlingDuration
        XCTAssertGreaterThan(settle, 0.5)
        XCTAssertLessThan(settle, 5)
        let samples = stride(from: 0.0, through: settle, by: 0.01).map { spring.springProgress(at: $0) }
        XCTAssertGreaterThan(samples.max() ?? 0, 1.05, "an underdamped spring overshoots")
        XCTAssertEqual(spring.springProgress(at: settle + 0.5), 1, accuracy: 0.002)
        let stiff = CASpringAnimation()
        stiff.damping = 40
        XCTAssertLessThanOrEqual((0...200).map { stiff.springProgress(at: Double($0) / 100) }.max() ?? 2, 1.0001,
                                 "overdamped: no overshoot")
    }

    func testDelayedBeginFillsBackwardsAndPausedLayersStop() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let later = moveX(from: 50, to: 60)
        later.beginTime = a.convertTime(CACurrentMediaTime(), from: nil) + 1
        a.add(later, forKey: "later")
        XCTAssertEqual(a.presentation()?.position.x, 5, "no effect before it begins")
        let filling = moveX(from: 50, to: 60)
        filling.beginTime = later.beginTime
        filling.fillMode = .backwards
        a.add(filling, forKey: "filling")
        XCTAssertEqual(a.presentation()?.position.x, 50, "backwards fill shows the start")
        a.removeAllAnimations()

        let move = moveX(from: 0, to: 100)
        a.add(move, forKey: "move")
        advance(0.25)
        let pausedAt = a.convertTime(CACurrentMediaTime(), from: nil)
        a.speed = 0
        a.timeOffset = pausedAt
        advance(0.5)
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 25, accuracy: 0.5, "paused")
        a.removeAllAnimations()
        a.speed = 1
        a.timeOffset = 0
    }

    func testShapeLayerStrokeEndAnimates() async {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(draw, forKey: "draw")
        advance(0.4)
        XCTAssertEqual(shape.presentation()?.strokeEnd ?? 0, 0.4, accuracy: 0.02)
        XCTAssertTrue(shape.presentation()?.model() === shape)
        XCTAssertEqual(shape.strokeEnd, 1)
    }

    func testBadInput() async {
        let a = CALayer()
        let log = LogCapture.capture { a.add(CABasicAnimation(), forKey: nil) }
        XCTAssertNil(a.animationKeys())
        XCTAssertTrue(log.contains("key path"))
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "speed") as? Float, 1)
        let unknown = CABasicAnimation(keyPath: "notAProperty")
        unknown.toValue = 3
        a.add(unknown, forKey: "unknown")
        XCTAssertTrue(a.presentation() === a, "unknown key paths animate nothing")
        a.removeAllAnimations()
    }
}
