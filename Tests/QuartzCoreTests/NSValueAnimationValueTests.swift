import XCTest
import Foundation
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore

/// `NSValue(caTransform3D:)` and geometry values wrapped in `NSValue` as animation values, as
/// iOS code writes keyframes (`NSValue(caTransform3D:)`, `NSValue(cgSize:)`).
@MainActor
final class NSValueAnimationValueTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    private func assertTranslation(_ t: CATransform3D?, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard let t else { return XCTFail("no presentation", file: file, line: line) }
        XCTAssertEqual(t.m41, x, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(t.m42, y, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual([t.m11, t.m22, t.m33, t.m44, t.m12, t.m21], [1, 1, 1, 1, 0, 0], file: file, line: line)
    }

    func testATransformRoundTripsThroughNSValue() async {
        var transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        transform.m34 = -1 / 500
        transform.m41 = 12
        let value = NSValue(caTransform3D: transform)
        XCTAssertEqual(value.caTransform3DValue, transform)
        XCTAssertEqual(value, NSValue(caTransform3D: transform), "equal values compare equal")
        XCTAssertNotEqual(value, NSValue(caTransform3D: CATransform3DIdentity))
        XCTAssertEqual(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue, CATransform3D(), "another kind of value reads as zero")
    }

    func testKeyframesOfWrappedTransformsInterpolate() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [NSValue(caTransform3D: CATransform3DIdentity),
                            NSValue(caTransform3D: CATransform3DMakeTranslation(40, -20, 0))]
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "move")
        advance(0.25)
        assertTranslation(layer.presentation()?.transform, 10, -5)
        XCTAssertEqual(layer.transform, CATransform3DIdentity, "the model does not change")
    }

    func testWrappedSizesDriveTheTranslationKeyPath() async {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform.translation")
        animation.fromValue = NSValue(size: CGSize(width: 0, height: 0))
        animation.toValue = NSValue(size: CGSize(width: 30, height: 60))
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "slide")
        advance(1)
        assertTranslation(layer.presentation()?.transform, 15, 30)
        XCTAssertTrue(animation.toValue as? NSValue == NSValue(size: CGSize(width: 30, height: 60)), "the animation keeps the value it was given")
    }

    func testWrappedPointsAnimateThePosition() async {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        let animation = CABasicAnimation(keyPath: "position")
        animation.toValue = NSValue(point: CGPoint(x: 105, y: 45))
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "position")
        advance(0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? 0, 55, accuracy: 0.001)
        XCTAssertEqual(layer.presentation()?.position.y ?? 0, 25, accuracy: 0.001)
    }

    func testHugeIsDarwinsLargestFiniteFloatAndRepeatsForever() async {
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.repeatCount = HUGE
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "pulse")
        advance(1000.25)
        XCTAssertEqual(layer.presentation()?.opacity ?? 0, 0.25, accuracy: 0.001, "still repeating after a thousand cycles")
        XCTAssertEqual(layer.animationKeys(), ["pulse"])
    }
}
