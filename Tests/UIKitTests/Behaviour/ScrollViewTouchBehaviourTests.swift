import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class ScrollLogDelegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// Scroll view defaults and how a scroll view shares touches with its content.
@MainActor
final class ScrollViewTouchBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func scene() -> (UIScrollView, TouchPhaseLogView, InputSimulator) {
        let (window, input) = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let content = TouchPhaseLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        scrollView.addSubview(content)
        window.addSubview(scrollView)
        return (scrollView, content, input)
    }

    func testScrollViewDefaults() async {
        let scrollView = UIScrollView()
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(scrollView.contentSize, .zero)
        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertEqual(scrollView.minimumZoomScale, 1)
        XCTAssertEqual(scrollView.maximumZoomScale, 1)
        XCTAssertTrue(scrollView.bounces)
        XCTAssertTrue(scrollView.isScrollEnabled)
        XCTAssertFalse(scrollView.isPagingEnabled)
        XCTAssertTrue(scrollView.scrollsToTop)
        XCTAssertTrue(scrollView.delaysContentTouches)
        XCTAssertTrue(scrollView.canCancelContentTouches)
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(scrollView.decelerationRate, .normal)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998, accuracy: 0.0001)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99, accuracy: 0.0001)
        XCTAssertTrue(scrollView.panGestureRecognizer.view === scrollView)
    }

    func testSettingTheOffsetWithoutAnimationTellsTheDelegateAtOnce() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let delegate = ScrollLogDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        XCTAssertEqual(delegate.scrolls, 1)
        XCTAssertEqual(scrollView.bounds.origin.y, 120)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(delegate.scrolls, 1, "setting the same offset is not a scroll")
    }

    func testContentTouchesAreDelayed() async {
        // UIKit: with delaysContentTouches the scroll view holds touch-down from its content for a short
        // while (about 150 ms) to see whether the touch is a scroll.
        let (_, content, input) = scene()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(content.log, [], "held back at first")
        input.advance(by: 0.3)
        XCTAssertEqual(content.log, ["began"])
        input.touchUp(1)
        XCTAssertEqual(content.log, ["began", "ended"])
    }

    func testAQuickTapStillReachesTheContent() async {
        let (_, content, input) = scene()
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(content.log, ["began", "ended"])
    }

    func testWithoutDelayTheContentSeesTouchDownAtOnce() async {
        let (scrollView, content, input) = scene()
        scrollView.delaysContentTouches = false
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(content.log, ["began"])
        input.touchUp(1)
    }

    func testScrollingCancelsTheContentsTouch() async {
        // UIKit: with canCancelContentTouches, a drag that becomes a scroll cancels the touch the
        // content had already received.
        let (scrollView, content, input) = scene()
        input.touchDown(1, at: CGPoint(x: 100, y: 300))
        input.advance(by: 0.3)
        XCTAssertEqual(content.log, ["began"])
        input.touchMove(1, to: CGPoint(x: 100, y: 250))
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        XCTAssertEqual(content.log.last, "cancelled")
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        input.touchUp(1)
        XCTAssertFalse(scrollView.isDragging)
    }

    func testAScrollViewThatCannotCancelLeavesTheContentTheTouch() async {
        let (scrollView, content, input) = scene()
        scrollView.canCancelContentTouches = false
        input.touchDown(1, at: CGPoint(x: 100, y: 300))
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 100, y: 250))
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        input.touchUp(1)
        XCTAssertFalse(content.log.contains("cancelled"))
        XCTAssertEqual(scrollView.contentOffset.y, 0, "the content kept the touch, so nothing scrolled")
    }

    func testInsetsAddToTheScrollableRangeWithoutMovingTheOffset() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scrollView.contentOffset, .zero, "setting an inset does not scroll")
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0),
                       "outside any safe area the adjusted inset is the content inset")
    }

    private func buttonInScrollView() -> (UIScrollView, UIButton, ControlEventLog, InputSimulator) {
        let (window, input) = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 250, width: 200, height: 100)
        scrollView.addSubview(button)
        window.addSubview(scrollView)
        return (scrollView, button, ControlEventLog(button), input)
    }

    func testAHeldControlKeepsItsTouchInsteadOfScrolling() async {
        // UIKit: touchesShouldCancel(in:) returns false for UIControl views, so once a control has the
        // touch (after the content-touch delay) dragging does not scroll.
        let (scrollView, button, log, input) = buttonInScrollView()
        XCTAssertFalse(scrollView.touchesShouldCancel(in: button))
        XCTAssertTrue(scrollView.touchesShouldCancel(in: UIView()))
        input.touchDown(1, at: CGPoint(x: 150, y: 300))
        input.advance(by: 0.3)
        XCTAssertEqual(log.names, ["TouchDown"])
        input.touchMove(1, to: CGPoint(x: 150, y: 250))
        input.touchMove(1, to: CGPoint(x: 150, y: 200))
        input.touchUp(1)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(log.names.contains("TouchCancel"))
    }

    func testAQuickDragFromAControlScrolls() async {
        // UIKit: before the delay runs out the control has not seen the touch, so the drag scrolls.
        let (scrollView, _, log, input) = buttonInScrollView()
        input.touchDown(1, at: CGPoint(x: 150, y: 300))
        input.touchMove(1, to: CGPoint(x: 150, y: 260))
        input.touchMove(1, to: CGPoint(x: 150, y: 200))
        input.touchUp(1)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        XCTAssertFalse(log.names.contains("TouchUpInside"))
    }
}
