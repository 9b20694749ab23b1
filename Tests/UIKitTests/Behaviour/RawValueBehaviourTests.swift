import XCTest
import UIKit

/// Raw values of the core option sets and enumerations, which ported code stores, compares and
/// masks (the values are those of Apple's UIKit headers).
@MainActor
final class RawValueBehaviourTests: XCTestCase {
    // UIControl.Event and UIControl.State raw values: UIControlStateTests.

    func testAutoresizingMaskBits() async {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }

    func testGestureStatesAndTouchPhases() async {
        XCTAssertEqual(UIGestureRecognizer.State.possible.rawValue, 0)
        XCTAssertEqual(UIGestureRecognizer.State.began.rawValue, 1)
        XCTAssertEqual(UIGestureRecognizer.State.changed.rawValue, 2)
        XCTAssertEqual(UIGestureRecognizer.State.ended.rawValue, 3)
        XCTAssertEqual(UIGestureRecognizer.State.cancelled.rawValue, 4)
        XCTAssertEqual(UIGestureRecognizer.State.failed.rawValue, 5)
        XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended, "recognized is another name for ended")
        XCTAssertEqual(UITouch.Phase.began.rawValue, 0)
        XCTAssertEqual(UITouch.Phase.moved.rawValue, 1)
        XCTAssertEqual(UITouch.Phase.stationary.rawValue, 2)
        XCTAssertEqual(UITouch.Phase.ended.rawValue, 3)
        XCTAssertEqual(UITouch.Phase.cancelled.rawValue, 4)
    }

    func testDirectionsEdgesAndContentModes() async {
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.left.rawValue, 2)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.up.rawValue, 4)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
        XCTAssertEqual(UIRectEdge.top.rawValue, 1)
        XCTAssertEqual(UIRectEdge.left.rawValue, 2)
        XCTAssertEqual(UIRectEdge.bottom.rawValue, 4)
        XCTAssertEqual(UIRectEdge.right.rawValue, 8)
        XCTAssertEqual(UIRectEdge.all.rawValue, 15)
        XCTAssertEqual(UIView.ContentMode.scaleToFill.rawValue, 0)
        XCTAssertEqual(UIView.ContentMode.scaleAspectFit.rawValue, 1)
        XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rawValue, 2)
        XCTAssertEqual(UIView.ContentMode.redraw.rawValue, 3)
        XCTAssertEqual(UIView.ContentMode.center.rawValue, 4)
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
    }
}
