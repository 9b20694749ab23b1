import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Bad input: huge and empty layers, non-finite values. Defined behaviour, bounded memory,
/// no crash.
@MainActor
final class CompositorRobustnessTests: XCTestCase {
    func testHugeLayerWithEveryEffectStaysBounded() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100), scale: 2)
        let huge = layer(CGRect(x: -50_000, y: -50_000, width: 100_000, height: 100_000), red)
        huge.cornerRadius = 5_000
        huge.borderWidth = 10
        huge.shadowOpacity = 1
        huge.shadowRadius = 50
        huge.opacity = 0.5
        huge.addSublayer(layer(CGRect(x: 50_000, y: 50_000, width: 10, height: 10), blue))
        let mask = layer(CGRect(x: 0, y: 0, width: 100_000, height: 100_000), CGColor(gray: 0, alpha: 1))
        huge.mask = mask
        var tilt = CATransform3DIdentity
        tilt.m34 = -1.0 / 100_000
        huge.transform = CATransform3DRotate(tilt, 0.2, 0, 1, 0)
        root.addSublayer(huge)
        CATransaction.flush()
        XCTAssertEqual(buffer.frameCount, 1, "the frame completes")
        XCTAssertGreaterThan(buffer.pixel(100, 100).a, 0, "the visible part is drawn")
        // Offscreen work (projection, shadow, group) is limited to what can be visible.
        XCTAssertLessThanOrEqual(huge.backingStoreByteCount, CALayer.maximumBackingStoreSide * CALayer.maximumBackingStoreSide * 4)
    }

    func testEmptyAndDegenerateLayersDrawNothing() async {
        let (root, buffer) = makeCompositedRoot(self)
        let empty = layer(CGRect(x: 10, y: 10, width: 0, height: 0), red)
        empty.borderWidth = 5
        empty.shadowOpacity = 1
        let flat = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red)
        flat.transform = CATransform3DMakeScale(0, 1, 1)
        let behind = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 10
        behind.transform = CATransform3DTranslate(perspective, 0, 0, 50)
        root.addSublayer(empty)
        root.addSublayer(flat)
        root.addSublayer(behind)
        CATransaction.flush()
        XCTAssertEqual(buffer.frameCount, 1)
        XCTAssertEqual(buffer.pixel(35, 35), .clear, "a zero-width layer and one behind the eye draw nothing")
    }

    func testNonFiniteValuesAreRejectedOrIgnored() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red)
        root.addSublayer(a)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 60, y: 60, width: 30, height: 30)
        gradient.colors = [red, blue]
        gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        shape.strokeColor = blue
        shape.lineWidth = .nan
        shape.strokeEnd = .infinity
        root.addSublayer(gradient)
        root.addSublayer(shape)
        let log = LogCapture.capture {
            a.shadowRadius = .nan
            a.shadowOffset = CGSize(width: CGFloat.infinity, height: 0)
            a.shadowOpacity = .nan
            a.contentsScale = 0
            a.zPosition = .nan
            a.transform = CATransform3DMakeScale(.nan, 1, 1)
            a.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            CATransaction.flush()
        }
        XCTAssertTrue(log.contains("NaN"))
        XCTAssertEqual(buffer.pixel(30, 30), .red, "the layer keeps its valid values")
        XCTAssertEqual(a.shadowRadius, 3)
        XCTAssertEqual(a.contentsScale, 1)
    }
}
