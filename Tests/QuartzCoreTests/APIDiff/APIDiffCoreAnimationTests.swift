import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Core Animation members the API diff against Apple's documentation added (session 13):
/// value functions, the iOS 17 spring initializer, and the kept keyframe and frame-rate
/// settings.
@MainActor
final class APIDiffCoreAnimationTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    private func linear(_ animation: CABasicAnimation, from: Any, to: Any) -> CABasicAnimation {
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    func testRotateZValueFunctionInterpolatesTheAngleNotTheMatrix() async throws {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let spin = linear(CABasicAnimation(keyPath: "transform"), from: 0, to: 2 * CGFloat.pi)
        spin.valueFunction = try XCTUnwrap(CAValueFunction(name: .rotateZ))
        a.add(spin, forKey: "spin")
        advance(0.25)
        let t = a.presentation()?.transform ?? CATransform3DIdentity
        // A whole turn: matrices would stay at the identity; the angle passes a quarter turn.
        XCTAssertEqual(atan2(t.m12, t.m11), .pi / 2, accuracy: 0.02)
        XCTAssertEqual(hypot(t.m11, t.m12), 1, accuracy: 1e-6)
        XCTAssertEqual(a.transform, CATransform3DIdentity, "the model does not change")
    }

    func testScaleValueFunctionTakesThreeNumbers() async throws {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let grow = linear(CABasicAnimation(keyPath: "transform"), from: [1, 1, 1], to: [3, 5, 1])
        grow.valueFunction = try XCTUnwrap(CAValueFunction(name: .scale))
        a.add(grow, forKey: "grow")
        advance(0.5)
        let t = a.presentation()?.transform ?? CATransform3DIdentity
        XCTAssertEqual(t.m11, 2, accuracy: 1e-6)
        XCTAssertEqual(t.m22, 3, accuracy: 1e-6)
        XCTAssertEqual(t.m33, 1, accuracy: 1e-6)
    }

    func testTranslateXValueFunctionMovesAlongX() async throws {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let slide = linear(CABasicAnimation(keyPath: "transform"), from: 0, to: 40)
        slide.valueFunction = try XCTUnwrap(CAValueFunction(name: .translateX))
        a.add(slide, forKey: "slide")
        advance(0.5)
        let t = a.presentation()?.transform ?? CATransform3DIdentity
        XCTAssertEqual(t.m41, 20, accuracy: 1e-6)
        XCTAssertEqual(t.m42, 0, accuracy: 1e-6)
    }

    func testValueFunctionNamesAndCopies() async throws {
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName("wobble")), "Core Animation: unknown names give nil")
        let function = try XCTUnwrap(CAValueFunction(name: .rotateY))
        XCTAssertEqual(function.name, .rotateY)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = function
        let copy = try XCTUnwrap(spin.copy() as? CABasicAnimation)
        XCTAssertTrue(copy.valueFunction === function, "the layer adds a copy that keeps the function")
    }

    func testPerceptualSpringMatchesItsDurationAndBounce() async {
        let calm = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(calm.mass, 1)
        XCTAssertEqual(calm.stiffness, CGFloat(pow(2 * Double.pi / 0.5, 2)), accuracy: 1e-6)
        XCTAssertEqual(calm.damping, 4 * .pi / 0.5, accuracy: 1e-6, "bounce 0: critically damped")
        XCTAssertEqual(calm.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(calm.bounce, 0, accuracy: 1e-9)

        let bouncy = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
        XCTAssertEqual(bouncy.perceptualDuration, 1, accuracy: 1e-9)
        XCTAssertEqual(bouncy.bounce, 0.3, accuracy: 1e-9)
        XCTAssertEqual(bouncy.damping, 0.7 * 4 * .pi, accuracy: 1e-6)

        let sluggish = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        XCTAssertEqual(sluggish.bounce, -0.5, accuracy: 1e-9, "negative bounce: overdamped")
        XCTAssertEqual(sluggish.damping, 2 * 4 * .pi, accuracy: 1e-6)
        XCTAssertGreaterThan(bouncy.settlingDuration, calm.settlingDuration)
    }

    func testSpringPropertiesReportTheSpring() async {
        let spring = CASpringAnimation()
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        XCTAssertEqual(spring.perceptualDuration, 2 * .pi / 10, accuracy: 1e-9)
        XCTAssertEqual(spring.bounce, 0.5, accuracy: 1e-9, "damping ratio 0.5")
    }

    func testKeyframeCurveSettingsAndFrameRateAreCopied() async throws {
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 10, 0]
        keyframes.calculationMode = .cubic
        keyframes.tensionValues = [0, 1, 0]
        keyframes.continuityValues = [0, -1, 0]
        keyframes.biasValues = [0, 0.5, 0]
        keyframes.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        let copy = try XCTUnwrap(keyframes.copy() as? CAKeyframeAnimation)
        XCTAssertEqual(copy.tensionValues, [0, 1, 0])
        XCTAssertEqual(copy.continuityValues, [0, -1, 0])
        XCTAssertEqual(copy.biasValues, [0, 0.5, 0])
        XCTAssertEqual(copy.preferredFrameRateRange, CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60))
        XCTAssertEqual(CAAnimation().preferredFrameRateRange, .default)
    }

    func testLayerSubclassesOverrideArchiving() async {
        final class PartlyArchived: CALayer {
            override func shouldArchiveValue(forKey key: String) -> Bool {
                key == "secret" ? false : super.shouldArchiveValue(forKey: key)
            }
        }
        let layer: CALayer = PartlyArchived()
        XCTAssertFalse(layer.shouldArchiveValue(forKey: "secret"))
        XCTAssertTrue(layer.shouldArchiveValue(forKey: "opacity"))
        XCTAssertEqual(kCAOnOrderIn, "onOrderIn")
        XCTAssertEqual(kCAOnOrderOut, "onOrderOut")
    }
}
