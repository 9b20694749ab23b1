import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// `bouncesHorizontally` / `bouncesVertically` (iOS 17.4): `bounces` sets both; each axis
/// rubber-bands or stops at its edges on its own.
@MainActor
final class ScrollViewPerAxisBounceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testBouncesSetsBothAxesAndDefaults() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(scrollView.bouncesHorizontally)
        XCTAssertTrue(scrollView.bouncesVertically)
        XCTAssertTrue(scrollView.transfersHorizontalScrollingToParent)
        XCTAssertTrue(scrollView.transfersVerticalScrollingToParent)
        scrollView.bounces = false
        XCTAssertFalse(scrollView.bouncesHorizontally)
        XCTAssertFalse(scrollView.bouncesVertically)
        XCTAssertFalse(scrollView.bounces)
        scrollView.bouncesVertically = true
        XCTAssertTrue(scrollView.bounces, "one axis bouncing")
    }

    func testEachAxisBouncesOnItsOwn() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 2000, height: 2000))
        scrollView.bouncesHorizontally = false
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 110, y: 110))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 210, y: 210))
        XCTAssertEqual(scrollView.contentOffset.x, 0, "stops at the left edge")
        XCTAssertLessThan(scrollView.contentOffset.y, 0, "rubber-bands past the top")
        input.touchCancel(1)
    }
}
