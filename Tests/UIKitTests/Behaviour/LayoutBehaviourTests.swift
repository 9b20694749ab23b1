import XCTest
import UIKit
import UIKitTesting

/// Counts layoutSubviews calls.
@MainActor
private final class LayoutCountingView: UIView {
    var layouts = 0
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?()
    }
}

@MainActor
private final class LayoutCountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// When UIKit lays views out (the triggers iOS code relies on).
@MainActor
final class LayoutBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func settled(_ view: LayoutCountingView) -> LayoutCountingView {
        view.layoutIfNeeded()
        view.layouts = 0
        return view
    }

    func testABoundsSizeChangeNeedsLayoutButAnOriginChangeDoesNot() async {
        // UIKit: changing a view's size marks it as needing layout; moving it does not.
        let view = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.frame.origin = CGPoint(x: 30, y: 40)
        view.center = CGPoint(x: 200, y: 200)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 0)
        view.frame.size = CGSize(width: 120, height: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
    }

    func testSettingTheSameSizeDoesNotNeedLayout() async {
        let view = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 0)
    }

    func testSetNeedsLayoutCoalesces() async {
        // UIKit: any number of setNeedsLayout calls before the next layout pass give one layoutSubviews.
        let view = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
    }

    func testSetNeedsLayoutDoesNotLayOutSynchronously() async {
        let view = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.setNeedsLayout()
        XCTAssertEqual(view.layouts, 0, "layout waits for the next pass")
    }

    func testLayoutIfNeededOnAChildLaysOutTheAncestorThatNeedsIt() async {
        // UIKit (CALayer.layoutIfNeeded): the superlayer chain is walked up to the topmost layer that
        // needs layout, and layout runs from there down.
        let parent = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1)
    }

    func testAddSubviewMarksTheSuperviewForLayout() async {
        // UIKit: addSubview(_:) asks the receiver for layout.
        let parent = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        parent.addSubview(UIView())
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1)
    }

    func testTheSuperviewLaysOutBeforeItsSubviews() async {
        // UIKit: a layout pass runs top-down, so a superview's layoutSubviews can size its
        // subviews before they lay themselves out.
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        var order: [String] = []
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        parent.setNeedsLayout()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["parent", "child"])
    }

    func testATransformChangeDoesNotLayOutTheView() async {
        // UIKit: a transform leaves bounds alone, so the view does not lay out again.
        let view = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 0)
    }

    func testScrollingLaysOutTheScrollView() async {
        // UIKit: scrolling (a contentOffset change) calls layoutSubviews on the scroll view.
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.layoutIfNeeded()
        scrollView.layouts = 0
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.layouts, 1)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 50), "contentOffset is the bounds origin")
    }

    func testAWindowLaysOutPendingViewsOnTheNextRunLoopTurn() async {
        // UIKit: views in a window that need layout are laid out before the next frame is drawn.
        let (window, input) = makeWindow()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        input.runLoopTurn()
        view.layouts = 0
        view.setNeedsLayout()
        input.runLoopTurn()
        XCTAssertEqual(view.layouts, 1)
    }

    func testSizeThatFitsOfAPlainViewIsItsCurrentSize() async {
        // UIKit: UIView.sizeThatFits(_:) returns the view's existing size, and sizeToFit keeps it.
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 40, height: 30))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 5, width: 40, height: 30))
    }

    func testSizeToFitKeepsTheOriginOfALabel() async {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        XCTAssertGreaterThan(label.frame.width, 0)
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
    }

    func testAnEmptyLabelFitsToZero() async {
        // UIKit: a label with no text has a zero intrinsic size and sizes to zero.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, .zero)
    }

    func testLayoutIfNeededDescendsToSubviewsThatNeedLayout() async {
        // UIKit (CALayer.layoutIfNeeded): layout runs over the whole tree beneath, so a subview that
        // needs layout is laid out even when the receiver itself does not.
        let parent = settled(LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(child.layouts, 1)
        XCTAssertEqual(parent.layouts, 0)
    }
}
