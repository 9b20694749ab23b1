import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewHitTestingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makeTree() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    func testSubviewsAreTestedFrontToBack() async {
        let (root, back, front) = makeTree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 10), with: nil))
    }

    func testHiddenTransparentAndNonInteractiveViewsAreNotHit() async {
        // UIKit: hidden, alpha < 0.01 or isUserInteractionEnabled == false: not hit, and
        // neither are the view's subviews.
        let (root, back, front) = makeTree()
        let point = CGPoint(x: 75, y: 75)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        XCTAssertTrue(root.hitTest(point, with: nil) === front)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        root.isUserInteractionEnabled = false
        XCTAssertNil(root.hitTest(point, with: nil))
    }

    func testPointOutsideBoundsDoesNotReachSubviewsEvenWithoutClipping() async {
        // UIKit: hitTest checks point(inside:) before the subviews.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overflowing = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        root.addSubview(overflowing)
        XCTAssertFalse(root.clipsToBounds)
        XCTAssertNil(root.hitTest(CGPoint(x: 80, y: 80), with: nil))
        XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overflowing)
    }

    func testOverriddenPointInsideExtendsTheHitArea() async {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Generous(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(button)
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === button)
    }

    func testHitTestingGoesThroughTransformsAndBoundsOrigins() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        let item = UIView(frame: CGRect(x: 0, y: 150, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(item)
        // item appears at y 50...100 on screen.
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === item)
        item.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled around its center (25, 175): now covers x 0...75 of the content.
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 75), with: nil) === item)
    }

    func testZeroScaledViewIsNotHit() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: root.bounds)
        child.transform = CGAffineTransform(scaleX: 0, y: 0)
        root.addSubview(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }
}
