import XCTest
@testable @_spi(UIKit) import QuartzCore

@MainActor
final class CALayerTests: XCTestCase {
    func testDefaults() async {
        let layer = CALayer()
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.transform, CATransform3DIdentity)
        XCTAssertNil(layer.sublayers)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.contentsScale, 1)
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(layer.borderColor, CGColor.black)
    }

    func testFrameFromPositionAnchorAndBounds() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(layer.frame, CGRect(x: 50, y: 50, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 10))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 20, height: 20))
    }

    func testSublayerOrderingAndClamping() async {
        let parent = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        parent.insertSublayer(c, above: b)
        XCTAssertEqual(parent.sublayers?.map { ObjectIdentifier($0) }, [b, c, a].map { ObjectIdentifier($0) })
        parent.insertSublayer(a, at: 99)
        XCTAssertTrue(parent.sublayers?.last === a)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        XCTAssertEqual(parent.sublayers?.count, 2)
        parent.sublayers = nil
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(b.superlayer)
    }

    func testConvertThroughTransformsAndSublayerTransform() async {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(child)
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50))
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // The sublayer transform scales around the root's anchor (its center, 100,100).
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 0))
        XCTAssertEqual(root.convert(CGPoint(x: 100, y: 100), to: child), CGPoint(x: 50, y: 50), "the scale center is fixed")
    }

    func testPerspectiveProjectionRoundTrips() async {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        child.transform = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
        root.addSublayer(child)
        let p = CGPoint(x: 10, y: 20)
        let there = child.convert(p, to: root)
        let back = child.convert(there, from: root)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-6)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-6)
        XCTAssertNotEqual(there.x, 110, "perspective changes where the point lands")
    }

    func testHitTestUsesSuperlayerCoordinates() async {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15)) === root)
    }

    func testTransform3DHelpers() async {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3))))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(CATransform3DGetAffineTransform(z), CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity, "a zero axis gives the identity")
        var singular = CATransform3DIdentity
        singular.m11 = 0
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testLayoutIfNeededWalksUpToTheTopmostLayerNeedingLayout() async {
        final class Counting: CALayer {
            var count = 0
            override func layoutSublayers() { count += 1 }
        }
        let root = Counting(), child = Counting()
        root.addSublayer(child)
        root.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        XCTAssertEqual(root.count, 1)
        XCTAssertEqual(child.count, 1)
    }

    func testTransactionFlushLaysOutContextRoots() async {
        final class Counting: CALayer {
            var count = 0
            override func layoutSublayers() { count += 1 }
        }
        let root = Counting()
        root.isContextRoot = true
        let child = Counting()
        root.addSublayer(child)
        child.setNeedsLayout()
        XCTAssertEqual(child.count, 0)
        CATransaction.flush()
        XCTAssertEqual(child.count, 1)
    }

    func testSetNeedsDisplayInRectAccumulates() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.pendingDisplayRect, CGRect(x: 0, y: 0, width: 30, height: 30))
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
    }
}
