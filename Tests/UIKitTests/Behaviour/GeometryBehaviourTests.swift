import XCTest
import UIKit
import UIKitTesting

/// Frame, bounds, center, transform and coordinate conversion as iOS computes them.
@MainActor
final class GeometryBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testATransformChangesTheFrameButNotBoundsOrCenter() async {
        // UIKit: frame is derived from center, bounds and transform; the transform leaves bounds and center.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
    }

    func testARotatedFrameIsTheBoundingBox() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.frame.width, 50, accuracy: 0.001)
        XCTAssertEqual(view.frame.height, 100, accuracy: 0.001)
        XCTAssertEqual(view.frame.midX, 50, accuracy: 0.001)
        XCTAssertEqual(view.frame.midY, 25, accuracy: 0.001)
    }

    func testSettingTheFrameUnderAScaleSetsTheUntransformedBounds() async {
        // UIKit: with a scale transform, setting frame keeps the transform and sets bounds so the
        // transformed box matches the new frame.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.bounds.size, CGSize(width: 50, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
    }

    func testTheBoundsOriginShiftsTheSubviews() async {
        // UIKit: a superview's bounds origin is the point of its coordinate space at its top-left corner.
        let (window, _) = makeWindow()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 30, y: 40)
        XCTAssertEqual(child.frame.origin, CGPoint(x: 50, y: 50), "the child's frame does not change")
        XCTAssertEqual(child.convert(CGPoint.zero, to: window), CGPoint(x: 30, y: 20))
        XCTAssertEqual(parent.convert(CGPoint(x: 30, y: 40), to: nil), CGPoint(x: 10, y: 10))
    }

    func testConvertThroughAScaledSuperview() async {
        let (window, _) = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2) // frame is now (-50, -50, 200, 200)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint.zero, to: window), CGPoint(x: -30, y: -30))
        XCTAssertEqual(window.convert(CGPoint(x: -30, y: -30), to: child), .zero)
        let rect = child.convert(child.bounds, to: window)
        XCTAssertEqual(rect, CGRect(x: -30, y: -30, width: 20, height: 20))
    }

    func testConvertBetweenSiblingsAndToNil() async {
        let (window, _) = makeWindow()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: b), CGPoint(x: -85, y: -175))
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 15, y: 25), "nil means the window")
        XCTAssertEqual(b.convert(CGPoint(x: 15, y: 25), from: nil), CGPoint(x: -85, y: -175))
        XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: b), CGRect(x: 90, y: 180, width: 10, height: 10))
    }

    func testConvertAcrossWindowsGoesThroughTheScreen() async {
        // UIKit: converting between views in different windows goes through the windows' frames.
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        first.isHidden = false
        second.isHidden = false
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        first.addSubview(a)
        second.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint.zero, to: b), CGPoint(x: -110, y: -60))
        XCTAssertEqual(first.convert(CGPoint(x: 150, y: 100), to: second), CGPoint(x: 50, y: 50))
    }

    func testTheAnchorPointPositionsTheLayerAndMovesTheFrame() async {
        // UIKit: center is the layer's position, which sits at the anchor point; moving the anchor
        // point moves the frame but not the center.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.frame.origin, CGPoint(x: 50, y: 50))
    }

    func testFramesAreNotRounded() async {
        let view = UIView(frame: CGRect(x: 0.25, y: 0.5, width: 10.5, height: 20.75))
        XCTAssertEqual(view.frame, CGRect(x: 0.25, y: 0.5, width: 10.5, height: 20.75))
    }
}

/// Hit testing rules iOS documents for hitTest(_:with:) and point(inside:with:).
@MainActor
final class HitTestingBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func scene() -> (UIWindow, UIView, UIView) {
        let (window, _) = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        return (window, parent, child)
    }

    func testHiddenViewsAreSkipped() async {
        let (window, parent, child) = scene()
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        child.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
    }

    func testViewsBelowOneHundredthAlphaAreSkipped() async {
        // UIKit: hitTest ignores views whose alpha is less than 0.01.
        let (window, parent, child) = scene()
        child.alpha = 0.009
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
        child.alpha = 0.02
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        parent.alpha = 0
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window, "the whole subtree is skipped")
    }

    func testNonInteractiveViewsAreSkippedWithTheirSubviews() async {
        let (window, parent, child) = scene()
        child.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
        child.isUserInteractionEnabled = true
        parent.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
    }

    func testSubviewsOutsideTheirSuperviewAreNotHitEvenWithoutClipping() async {
        // UIKit: hitTest only descends into views whose point(inside:) is true, so a subview sticking
        // out of its superview cannot be touched outside it, whether clipsToBounds is on or not.
        let (window, parent, _) = scene()
        let outside = UIView(frame: CGRect(x: 180, y: 180, width: 50, height: 50))
        parent.addSubview(outside)
        XCTAssertFalse(parent.clipsToBounds)
        XCTAssertTrue(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === outside)
        XCTAssertTrue(window.hitTest(CGPoint(x: 210, y: 210), with: nil) === window)
    }

    func testTheFrontmostSubviewWins() async {
        let (window, parent, child) = scene()
        let cover = UIView(frame: child.frame)
        parent.addSubview(cover)
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === cover)
        parent.bringSubviewToFront(child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
    }

    func testPointInsideUsesBoundsAndTheEdgesAreHalfOpen() async {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertTrue(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        XCTAssertTrue(view.point(inside: CGPoint(x: 49.9, y: 49.9), with: nil))
        XCTAssertFalse(view.point(inside: CGPoint(x: 50, y: 25), with: nil))
        XCTAssertFalse(view.point(inside: CGPoint(x: -0.1, y: 25), with: nil))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        XCTAssertTrue(view.point(inside: CGPoint(x: 120, y: 120), with: nil))
        XCTAssertFalse(view.point(inside: CGPoint(x: 20, y: 20), with: nil))
    }

    func testHitTestOfAPointOutsideTheReceiverIsNil() async {
        let (window, _, child) = scene()
        XCTAssertNil(child.hitTest(CGPoint(x: -5, y: 5), with: nil))
        XCTAssertNil(window.hitTest(CGPoint(x: 500, y: 5), with: nil))
    }

    func testHitTestAccountsForATransformedSubview() async {
        let (window, parent, child) = scene()
        child.transform = CGAffineTransform(scaleX: 2, y: 2) // frame (25, 25, 100, 100)
        XCTAssertTrue(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
    }

    func testAHiddenOrTransparentReceiverReturnsNilForItself() async {
        // UIKit: the rules apply to the receiver too, not only to its subviews.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertTrue(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        view.isHidden = true
        XCTAssertNil(view.hitTest(CGPoint(x: 5, y: 5), with: nil))
        view.isHidden = false
        view.alpha = 0
        XCTAssertNil(view.hitTest(CGPoint(x: 5, y: 5), with: nil))
    }
}
