import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewModelTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultsAreUIKits() async {
        let scrollView = UIScrollView()
        XCTAssertEqual(scrollView.contentSize, .zero)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(scrollView.contentInset, .zero)
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        XCTAssertTrue(scrollView.isScrollEnabled)
        XCTAssertFalse(scrollView.isDirectionalLockEnabled)
        XCTAssertFalse(scrollView.isPagingEnabled)
        XCTAssertTrue(scrollView.scrollsToTop)
        XCTAssertTrue(scrollView.bounces)
        XCTAssertFalse(scrollView.alwaysBounceVertical)
        XCTAssertFalse(scrollView.alwaysBounceHorizontal)
        XCTAssertTrue(scrollView.delaysContentTouches)
        XCTAssertTrue(scrollView.canCancelContentTouches)
        XCTAssertTrue(scrollView.clipsToBounds)
        XCTAssertEqual(scrollView.minimumZoomScale, 1)
        XCTAssertEqual(scrollView.maximumZoomScale, 1)
        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertTrue(scrollView.bouncesZoom)
        XCTAssertNil(scrollView.pinchGestureRecognizer)
        XCTAssertTrue(scrollView.showsVerticalScrollIndicator)
        XCTAssertTrue(scrollView.showsHorizontalScrollIndicator)
        XCTAssertEqual(scrollView.indicatorStyle, .default)
        XCTAssertEqual(scrollView.keyboardDismissMode, .none)
        XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } ?? false)
        XCTAssertEqual(scrollView.panGestureRecognizer.allowedScrollTypesMask, .all)
    }

    func testAnOffsetSetInCodeIsRoundedToTheScreensPixelsButBoundsAreNot() async {
        // UIKit: contentOffset set in code lands on the pixel grid (3.8 → 4.0 at scale 1;
        // −187.5 → −187.33 at scale 3); setting bounds keeps the exact value.
        let scale = UIScreen.main.scale
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 1000, height: 1000)
        scrollView.contentOffset = CGPoint(x: 3.8, y: 10.1)
        XCTAssertEqual(scrollView.contentOffset.x, (3.8 * scale).rounded() / scale, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, (10.1 * scale).rounded() / scale, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.x * scale, (scrollView.contentOffset.x * scale).rounded())
        scrollView.setContentOffset(CGPoint(x: 0.3, y: 0), animated: false)
        XCTAssertEqual(scrollView.contentOffset.x, (0.3 * scale).rounded() / scale, accuracy: 1e-9)
        scrollView.bounds.origin = CGPoint(x: 3.8, y: 10.1)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 3.8, y: 10.1))
    }

    func testContentOffsetIsTheBoundsOriginSoSubviewsMove() async {
        let (window, scrollView, _) = ScrollTestSupport.makeScrollView()
        let child = UIView(frame: CGRect(x: 10, y: 200, width: 50, height: 50))
        scrollView.addSubview(child)
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(scrollView.bounds, CGRect(x: 0, y: 150, width: 320, height: 480))
        XCTAssertEqual(child.convert(child.bounds, to: window), CGRect(x: 10, y: 50, width: 50, height: 50))
        XCTAssertEqual(recorder.calls, ["didScroll"])
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(recorder.calls, ["didScroll"], "no change, no call")
        scrollView.bounds.origin = CGPoint(x: 0, y: 20)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 20))
        XCTAssertEqual(recorder.calls.count, 1)
        // UIKit does not clamp a programmatic offset.
        scrollView.contentOffset = CGPoint(x: -40, y: 200_000)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -40, y: 200_000))
    }

    func testBadContentSizeAndOffsetAreIgnoredWithALogLine() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 300, height: 400)
        scrollView.contentOffset = CGPoint(x: 5, y: 6)
        let log = LogCapture.capture {
            scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
            scrollView.contentSize = CGSize(width: -1, height: 10)
            scrollView.contentOffset = CGPoint(x: CGFloat.infinity, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
            scrollView.contentInset = UIEdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        }
        XCTAssertEqual(log.lines.count, 6, "\(log.lines)")
        XCTAssertTrue(log.contains("UIScrollView.contentSize"))
        XCTAssertTrue(log.contains("UIScrollView.contentOffset"))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 400))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 5, y: 6))
        XCTAssertEqual(scrollView.contentInset, .zero)
        XCTAssertEqual(scrollView.decelerationRate, .normal)
    }

    func testAnimatedSetContentOffsetRunsOnTheClockAndTellsTheDelegate() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset, .zero, "nothing moves before the first frame")
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(scrollView.contentOffset.y, 150, accuracy: 1e-9, "half way (ease in, ease out)")
        XCTAssertEqual(recorder.calls, ["didScroll"])
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"], "no animation to the current offset")
    }

    func testScrollRectToVisibleMovesTheLeastNeeded() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 620))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 620), "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
        // Never beyond the content.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 99_990, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 99_520))
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])
    }

    func testContentInsetExtendsTheRangeOfADrag() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 1000))
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        // A drag far up (2,000 pt/s) comes to rest at the bottom: 1000 + 30 − 480.
        ScrollTestSupport.flingUp(input, speed: 2000)
        ManualClock.advance(by: 5)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 550))
        // And down, at the top inset.
        ScrollTestSupport.flingUp(input, speed: -2000, from: CGPoint(x: 160, y: 10), id: 2)
        ManualClock.advance(by: 5)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -50))
    }

    func testAdjustedContentInsetFollowsTheBehaviour() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        let scrollView = UIScrollView()
        controller.view = scrollView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 320, height: 200)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 0)
        XCTAssertEqual(scrollView.safeAreaInsets, UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 0))
        // automatic (no navigation controller) and scrollableAxes: the content is neither
        // taller nor wider than the view, so nothing is adjusted…
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(recorder.calls, ["didChangeAdjustedContentInset"], "the content inset")
        // …unless it always bounces vertically…
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        scrollView.alwaysBounceVertical = false
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // …or is taller than the view (only the vertical edges).
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 49, left: 10, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(recorder.calls.filter { $0 == "didChangeAdjustedContentInset" }.count, 8,
                       "contentInset, alwaysBounceVertical, contentInset, alwaysBounceVertical, contentInset, contentSize, always, never")
    }

    func testThePanIsARealPanUsableInFailureRequirements() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        tap.require(toFail: scrollView.panGestureRecognizer)
        scrollView.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 1, "the pan failed on lift, so the tap fired")
        input.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 1, "a drag is the pan's")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
    }

    func testDisabledScrollingDoesNotMoveTheContent() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        scrollView.isScrollEnabled = false
        XCTAssertFalse(scrollView.panGestureRecognizer.isEnabled)
        input.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    func testDirectionalLockKeepsADragOnItsAxis() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 2000, height: 2000))
        scrollView.contentOffset = CGPoint(x: 500, y: 500)
        scrollView.isDirectionalLockEnabled = true
        input.touchDown(1, at: CGPoint(x: 200, y: 400))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 198, y: 370))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 180, y: 300))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 500, y: 590), "locked vertical: x does not follow")
        input.advance(by: 1)
        input.touchUp(1, at: CGPoint(x: 180, y: 300))
        ManualClock.advance(by: 5)
        XCTAssertEqual(scrollView.contentOffset.x, 500)
        scrollView.isDirectionalLockEnabled = false
        scrollView.contentOffset = CGPoint(x: 500, y: 500)
        input.touchDown(2, at: CGPoint(x: 200, y: 400))
        input.advance(by: 0.01)
        input.touchMove(2, to: CGPoint(x: 198, y: 370))
        input.advance(by: 0.01)
        input.touchMove(2, to: CGPoint(x: 180, y: 300))
        // The pan's 10 pt hysteresis comes off each axis: x moved 20 − 2.
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 518, y: 590), "free: both axes")
        input.touchCancel(2)
    }
}

@MainActor
final class ScrollViewWheelTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The scroll view's pan follows the mouse wheel: the content moves by the deltas
    /// (negative y scrolls the content up, as a finger moving up), without a fling after.
    func testTheWheelScrollsTheContent() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        input.scroll(at: CGPoint(x: 160, y: 240), by: CGVector(dx: 0, dy: -40), steps: 3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120))
        // Past the top the wheel rubber-bands, then the content springs back.
        input.scroll(at: CGPoint(x: 160, y: 240), by: CGVector(dx: 0, dy: 200), steps: 1)
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }
}

@MainActor
final class ScrollViewKeyboardTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A first responder inside the scroll view: the keys it does not handle scroll.
    @MainActor
    private final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    func testKeysScrollTheContentAnimated() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scrollView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        input.pressKey(.keyboardDownArrow)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 40))
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])
        input.pressKey(.keyboardPageDown)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 40 + 440))
        input.pressKey(.keyboardSpacebar, characters: " ", modifierFlags: .shift)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 40))
        input.pressKey(.keyboardEnd)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 1520))
        input.pressKey(.keyboardDownArrow)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 1520), "never past the end")
        input.pressKey(.keyboardUpArrow, modifierFlags: .command)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        scrollView.allowsKeyboardScrolling = false
        input.pressKey(.keyboardPageDown)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }
}
