import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// iOS 17.4's scroll view members: `isScrollAnimating`, `isZoomAnimating`,
/// `stopScrollingAndZooming()`, `contentAlignmentPoint`, `withScrollIndicatorsShown`.
@MainActor
final class ScrollViewAnimationStateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func indicators(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { !$0.isUserInteractionEnabled && ($0.frame.width == 3 || $0.frame.height == 3) }
    }

    func testAnimatedScrollIsReportedAndStopsWhereItIs() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        XCTAssertFalse(scrollView.isScrollAnimating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        XCTAssertTrue(scrollView.isScrollAnimating)
        XCTAssertFalse(scrollView.isZoomAnimating)
        // Half way through the 0.3 s ease-in-out: half the distance.
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 0.001)
        recorder.calls = []
        scrollView.stopScrollingAndZooming()
        XCTAssertFalse(scrollView.isScrollAnimating)
        let stopped = scrollView.contentOffset
        XCTAssertEqual(stopped.y, 200, accuracy: 0.001)
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset, stopped, "nothing moves after the stop")
        XCTAssertFalse(recorder.calls.contains("didEndScrollingAnimation"))
        // Ran to its end, the animation is no longer reported.
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        ManualClock.advance(by: 0.31)
        XCTAssertFalse(scrollView.isScrollAnimating)
        XCTAssertEqual(scrollView.contentOffset.y, 600)
    }

    func testStoppingABounceReturnsToTheEdgeAndPagingToAPage() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        // An animation to beyond the bottom edge (offsets are not clamped in code).
        scrollView.setContentOffset(CGPoint(x: 0, y: 1700), animated: true)
        ManualClock.advance(by: 0.28)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 2000 - 480)
        scrollView.stopScrollingAndZooming()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 2000 - 480), "back at the edge")

        scrollView.contentOffset = .zero
        scrollView.isPagingEnabled = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 960), animated: true)
        ManualClock.advance(by: 0.1)
        let y = scrollView.contentOffset.y
        XCTAssertTrue(y > 0 && y < 480, "\(y)")
        scrollView.stopScrollingAndZooming()
        XCTAssertEqual(scrollView.contentOffset.y, (y / 480).rounded() * 480, "the nearest page")
    }

    func testStopEndsADeceleration() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        input.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
        XCTAssertTrue(scrollView.isDecelerating)
        ManualClock.advance(by: 0.05)
        let offset = scrollView.contentOffset
        scrollView.stopScrollingAndZooming()
        XCTAssertFalse(scrollView.isDecelerating)
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, offset)
    }

    func testAnimatedZoomIsReported() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 480))
        let recorder = ScrollDelegateRecorder()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(content)
        recorder.zoomView = content
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(3, animated: true)
        XCTAssertTrue(scrollView.isZoomAnimating)
        XCTAssertFalse(scrollView.isScrollAnimating)
        ManualClock.advance(by: 0.15)
        scrollView.stopScrollingAndZooming()
        XCTAssertFalse(scrollView.isZoomAnimating)
        // Half way through the eased animation: scale 2, and it stays.
        XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 0.001)
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 0.001)
        XCTAssertEqual(scrollView.contentSize.width, 640, accuracy: 0.01)
    }

    func testContentAlignmentPointAnchorsSmallContent() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(scrollView.contentAlignmentPoint, .zero, "UIKit's default")
        XCTAssertEqual(scrollView.contentOffset, .zero)
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        // Content 200 × 100 centred in 320 × 480: 60 pt and 190 pt of room before it.
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -60, y: -190))
        scrollView.contentAlignmentPoint = CGPoint(x: 1, y: 1)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -120, y: -380))
        // With an inset the room shrinks: the content sits at the bottom right inside it.
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 20)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -100, y: -350))
        // A drag rubber-bands and springs back to the aligned place.
        scrollView.alwaysBounceVertical = true
        input.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 300), duration: 0.2)
        ManualClock.advance(by: 3)
        XCTAssertEqual(scrollView.contentOffset.y, -350, accuracy: 0.01)
        // Content larger than the view is not moved.
        scrollView.contentSize = CGSize(width: 640, height: 960)
        scrollView.contentOffset = CGPoint(x: 40, y: 50)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 40, y: 50))
    }

    func testIndicatorsShownForCodeChangesAlongTheAxisThatMoved() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 640, height: 960))
        scrollView.withScrollIndicatorsShown(forContentOffsetChanges: {
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
        })
        var bars = indicators(scrollView)
        let vertical = bars.first { $0.frame.width == 3 && $0.frame.height > 3 }
        XCTAssertEqual(vertical?.alpha, 1, "moved vertically")
        let horizontal = bars.first { $0.frame.height == 3 && $0.frame.width > 3 }
        XCTAssertNotEqual(horizontal?.alpha ?? 0, 1, "did not move horizontally")
        ManualClock.advance(by: 0.5 + 0.25)
        XCTAssertEqual(vertical?.alpha, 0, "fades as after scrolling")
        scrollView.withScrollIndicatorsShown {
            scrollView.contentOffset = CGPoint(x: 50, y: 100)
        }
        bars = indicators(scrollView)
        XCTAssertEqual(bars.first { $0.frame.height == 3 && $0.frame.width > 3 }?.alpha, 1)
        XCTAssertEqual(bars.first { $0.frame.width == 3 && $0.frame.height > 3 }?.alpha, 0)
    }
}
