import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class ScrollCallbackLog: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { entries.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { entries.append("didChangeAdjustedContentInset") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { entries.append("didZoom") }
}

/// Scroll view content geometry: offsets, insets and programmatic scrolling (the touch side is in
/// ScrollViewTouchBehaviourTests).
@MainActor
final class ScrollViewContentBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func scrollView(log: ScrollCallbackLog? = nil) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.delegate = log
        return scrollView
    }

    func testShrinkingTheContentSizeDoesNotMoveTheOffset() async {
        // UIKit: setting contentSize never clamps contentOffset; only scrolling by the user does.
        let scrollView = scrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        scrollView.contentSize = CGSize(width: 100, height: 300)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 700))
    }

    func testAProgrammaticOffsetIsNotClampedToTheContent() async {
        // UIKit: contentOffset may be set beyond the content; nothing clamps it.
        let scrollView = scrollView()
        scrollView.contentOffset = CGPoint(x: -30, y: 5000)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -30, y: 5000))
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: -30, y: 5000))
    }

    func testContentOffsetIsTheBoundsOrigin() async {
        // UIKit: the content offset is the scroll view's bounds origin; setting the bounds scrolls.
        let log = ScrollCallbackLog()
        let scrollView = scrollView(log: log)
        scrollView.bounds.origin = CGPoint(x: 0, y: 40)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 40))
        XCTAssertEqual(log.entries, ["didScroll 40.0"])
    }

    func testSetContentOffsetWithoutAnimationEndsNoAnimation() async {
        // UIKit: scrollViewDidEndScrollingAnimation is sent only for an animated scroll.
        let log = ScrollCallbackLog()
        let scrollView = scrollView(log: log)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        XCTAssertEqual(log.entries, ["didScroll 50.0"])
    }

    func testScrollRectToVisibleScrollsTheLeastDistance() async {
        // UIKit: scrollRectToVisible moves only far enough to bring the rect into view, and not
        // at all when it is visible already.
        let scrollView = scrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 40), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 340), "the rect's bottom meets the bottom edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 40), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100), "the rect's top meets the top edge")
    }

    func testScrollRectToVisibleStaysInsideTheContent() async {
        // UIKit: scrollRectToVisible does not scroll past the end of the content.
        let scrollView = scrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 800))
    }

    func testAdjustedInsetEqualsTheContentInsetWhenNeverAdjusted() async {
        // UIKit: with .never the adjusted inset is the content inset; changing it tells the delegate.
        let log = ScrollCallbackLog()
        let scrollView = scrollView(log: log)
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        scrollView.contentInsetAdjustmentBehavior = .never
        log.entries.removeAll()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        XCTAssertTrue(log.entries.contains("didChangeAdjustedContentInset"))
    }

    func testAdjustedInsetAddsTheSafeAreaWithAlwaysBehavior() async {
        // UIKit (.always): the safe area insets are added to the content inset on every edge.
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        controller.view.addSubview(scrollView)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.safeAreaInsets.top, 44)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 54)
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, 34)
        XCTAssertEqual(scrollView.contentInset.top, 10, "contentInset itself is left alone")
    }

    func testZoomScaleStaysAtOneWithoutAViewForZooming() async {
        // UIKit: without viewForZooming(in:) zooming does nothing.
        let scrollView = scrollView()
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        XCTAssertEqual(scrollView.zoomScale, 1)
    }
}
