import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewIndicatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The indicator subviews: bars 3 pt thick that take no touches.
    private func indicators(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { !$0.isUserInteractionEnabled && ($0.frame.width == 3 || $0.frame.height == 3) }
    }

    func testDraggingShowsTheVerticalIndicatorSizedByTheVisibleFraction() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 960))
        XCTAssertEqual(indicators(scrollView).count, 0, "made when first needed")
        input.touchDown(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 390))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 150))
        XCTAssertEqual(scrollView.contentOffset.y, 240)
        let bars = indicators(scrollView)
        XCTAssertEqual(bars.count, 1, "content as wide as the view: no horizontal indicator")
        let bar = bars[0]
        XCTAssertEqual(bar.alpha, 1)
        // Track: 480 − 2 × 3 = 474 pt; half the content is visible → 237 pt long; half way
        // down the range (240 of 480) → (474 − 237) / 2 below the top of the track.
        XCTAssertEqual(bar.frame, CGRect(x: 320 - 3 - 3, y: 240 + 3 + 118.5, width: 3, height: 237))
        XCTAssertTrue(scrollView.subviews.last === bar, "on top of the content")
        // Held still: still shown.
        input.advance(by: 2)
        XCTAssertEqual(bar.alpha, 1)
        input.touchUp(1, at: CGPoint(x: 160, y: 150))
        ManualClock.advance(by: 6)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(bar.alpha, 0, "faded after the content stopped")
    }

    func testProgrammaticOffsetDoesNotShowIndicatorsButFlashDoes() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 640, height: 960))
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(indicators(scrollView).count, 0)
        scrollView.flashScrollIndicators()
        let bars = indicators(scrollView)
        XCTAssertEqual(bars.count, 2)
        XCTAssertTrue(bars.allSatisfy { $0.alpha == 1 })
        let horizontal = bars.first { $0.frame.height == 3 }!
        // Track from 3 to 320 − 3 − (3 + 3) (the corner is the vertical bar's): 308 pt; half visible.
        XCTAssertEqual(horizontal.frame, CGRect(x: 3, y: 100 + 480 - 3 - 3, width: 154, height: 3))
        ManualClock.advance(by: 0.5 + 0.25)
        XCTAssertTrue(bars.allSatisfy { $0.alpha == 0 })
    }

    func testHiddenIndicatorsAndStyles() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 640, height: 960))
        scrollView.showsVerticalScrollIndicator = false
        scrollView.indicatorStyle = .white
        scrollView.flashScrollIndicators()
        let bars = indicators(scrollView)
        XCTAssertEqual(bars.count, 1)
        XCTAssertEqual(bars[0].frame.height, 3, "only the horizontal one")
        XCTAssertEqual(bars[0].backgroundColor, UIColor(white: 1, alpha: 0.35))
    }

    func testTheIndicatorShrinksWhileOverscrolled() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 960))
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 210))
        let overscroll = -scrollView.contentOffset.y
        XCTAssertGreaterThan(overscroll, 0)
        let bar = indicators(scrollView)[0]
        XCTAssertEqual(bar.frame.height, 237 - overscroll, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.minY, scrollView.contentOffset.y + 3, accuracy: 1e-9, "pinned to the top of the track")
        input.touchCancel(1)
    }
}
