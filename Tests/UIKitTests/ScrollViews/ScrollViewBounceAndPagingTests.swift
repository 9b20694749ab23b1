import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewBounceAndPagingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func f(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

    func testDraggingPastTheTopRubberBandsAndSpringsBack() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset.y, -f(100, 480), accuracy: 1e-9)
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 410))
        XCTAssertEqual(scrollView.contentOffset.y, -f(300, 480), accuracy: 1e-9)
        // Dragging back under the edge follows the finger again.
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 60))
        XCTAssertEqual(scrollView.contentOffset.y, 50, accuracy: 1e-9)
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 310))
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 160, y: 310.5))
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 160, y: 310))
        input.touchUp(1, at: CGPoint(x: 160, y: 310))
        XCTAssertTrue(scrollView.isDecelerating, "released beyond the edge: it springs back")
        XCTAssertEqual(recorder.calls.suffix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        XCTAssertEqual(recorder.proposedTargets.last, .zero)
        ManualClock.advance(by: 0.1)
        XCTAssertLessThan(scrollView.contentOffset.y, 0)
        XCTAssertGreaterThan(scrollView.contentOffset.y, -f(200, 480))
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testContentThatFitsDoesNotMoveUnlessItAlwaysBounces() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 300))
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        input.touchCancel(1)
        scrollView.alwaysBounceVertical = true
        input.touchDown(2, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(2, to: CGPoint(x: 160, y: 110))
        input.advance(by: 0.01)
        input.touchMove(2, to: CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset.y, -f(100, 480), accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.x, 0, "not horizontally")
        input.touchUp(2, at: CGPoint(x: 160, y: 210))
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    func testWithoutBouncesADragStopsAtTheEdge() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.bounces = false
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        input.touchCancel(1)
    }

    func testCatchingABounceAndDraggingDoesNotJump() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 1e-6)
        input.touchCancel(1)
    }

    /// Paging: a quick flick goes to the next page in its direction, a slow drag to the
    /// nearest page.
    func testPagingSnapsToThePageTheVelocityPointsAt() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 960, height: 480))
        scrollView.isPagingEnabled = true
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        // A 60 pt flick to the left at 1,200 pt/s.
        var x: CGFloat = 200
        input.touchDown(1, at: CGPoint(x: x, y: 200))
        for _ in 0..<12 {
            input.advance(by: 0.005)
            x -= 6
            input.touchMove(1, to: CGPoint(x: x, y: 200))
        }
        input.touchUp(1, at: CGPoint(x: x, y: 200))
        XCTAssertEqual(recorder.proposedTargets.last, CGPoint(x: 320, y: 0))
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 320, y: 0))
        // A slow 100 pt drag back, held still before lifting: back to the nearest page (320).
        input.touchDown(2, at: CGPoint(x: 100, y: 200))
        input.advance(by: 0.1)
        input.touchMove(2, to: CGPoint(x: 150, y: 200))
        input.advance(by: 0.1)
        input.touchMove(2, to: CGPoint(x: 210, y: 200))
        input.advance(by: 0.5)
        input.touchMove(2, to: CGPoint(x: 210.5, y: 200))
        input.advance(by: 0.5)
        input.touchMove(2, to: CGPoint(x: 210, y: 200))
        input.touchUp(2, at: CGPoint(x: 210, y: 200))
        XCTAssertEqual(recorder.proposedTargets.last, CGPoint(x: 320, y: 0))
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 320, y: 0))
        // A flick to the right from page 1: page 0.
        x = 100
        input.touchDown(3, at: CGPoint(x: x, y: 200))
        for _ in 0..<12 {
            input.advance(by: 0.005)
            x += 6
            input.touchMove(3, to: CGPoint(x: x, y: 200))
        }
        input.touchUp(3, at: CGPoint(x: x, y: 200))
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    /// UIKit: the delegate cannot move a paging scroll view's stop offset (it logs so).
    func testPagingIgnoresATargetSetByTheDelegate() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 960, height: 480))
        scrollView.isPagingEnabled = true
        let recorder = ScrollDelegateRecorder()
        recorder.newTarget = CGPoint(x: 100, y: 0)
        scrollView.delegate = recorder
        var x: CGFloat = 200
        let log = LogCapture.capture {
            input.touchDown(1, at: CGPoint(x: x, y: 200))
            for _ in 0..<12 {
                input.advance(by: 0.005)
                x -= 6
                input.touchMove(1, to: CGPoint(x: x, y: 200))
            }
            input.touchUp(1, at: CGPoint(x: x, y: 200))
        }
        XCTAssertTrue(log.contains("Stop offset can not be modified for paging scroll views"), "\(log.lines)")
        ManualClock.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 320, y: 0))
    }

    /// A vertical list inside a horizontal pager: each takes the drags along its own axis.
    func testNestedScrollViewsTakeTheDragsAlongTheirAxes() async {
        let (_, pager, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 960, height: 480))
        pager.isPagingEnabled = true
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 3000)
        pager.addSubview(list)
        input.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        ManualClock.advance(by: 5)
        XCTAssertGreaterThan(list.contentOffset.y, 0, "the list scrolled")
        XCTAssertEqual(pager.contentOffset, .zero, "the pager did not")
        let listOffset = list.contentOffset
        input.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.2)
        ManualClock.advance(by: 5)
        XCTAssertEqual(pager.contentOffset, CGPoint(x: 320, y: 0), "the pager paged")
        XCTAssertEqual(list.contentOffset, listOffset, "the list did not move")
    }
}
