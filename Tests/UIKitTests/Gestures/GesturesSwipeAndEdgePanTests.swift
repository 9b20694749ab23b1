import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesSwipeAndEdgePanTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func addSwipe(_ direction: UISwipeGestureRecognizer.Direction? = nil) -> UISwipeGestureRecognizer {
        let swipe = UISwipeGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        if let direction { swipe.direction = direction }
        window.addGestureRecognizer(swipe)
        return swipe
    }

    // MARK: Swipe

    func testSwipeDirectionDefaultsToRightWithAppleRawValues() async {
        let swipe = UISwipeGestureRecognizer()
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
        XCTAssertEqual([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue), [1, 2, 4, 8])
    }

    func testQuickRightSwipeIsRecognizedOnceWhileTheFingerMoves() async {
        let swipe = addSwipe()
        var locations: [CGPoint] = []
        recorder.onAction = { _ in locations.append(swipe.location(in: nil)) }
        input.swipe(from: CGPoint(x: 50, y: 200), direction: CGVector(dx: 1, dy: 0))
        XCTAssertEqual(recorder.states, [.recognized], "discrete: one action")
        XCTAssertEqual(locations, [CGPoint(x: 50, y: 200)], "location(in:) is where the swipe began")
    }

    func testSwipeInTheWrongDirectionFails() async {
        _ = addSwipe()
        input.swipe(from: CGPoint(x: 250, y: 200), direction: CGVector(dx: -1, dy: 0))
        input.swipe(from: CGPoint(x: 150, y: 100), direction: CGVector(dx: 0, dy: 1))
        XCTAssertEqual(recorder.states, [])
    }

    func testSwipeWithSeveralDirections() async {
        _ = addSwipe([.left, .up])
        input.swipe(from: CGPoint(x: 250, y: 200), direction: CGVector(dx: -1, dy: 0))
        input.swipe(from: CGPoint(x: 150, y: 400), direction: CGVector(dx: 0, dy: -1))
        input.swipe(from: CGPoint(x: 50, y: 200), direction: CGVector(dx: 1, dy: 0))
        XCTAssertEqual(recorder.count, 2)
    }

    func testSlowDragIsNotASwipe() async {
        // UIKit's swipe must happen within 0.5 s.
        _ = addSwipe()
        // 50 pt/s: 25 pt after 0.5 s, short of the (by then) 26.5 pt minimum; moving on
        // afterwards does not help.
        input.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), duration: 4)
        XCTAssertEqual(recorder.states, [])
    }

    func testShortFlickIsNotASwipe() async {
        _ = addSwipe()
        input.swipe(from: CGPoint(x: 50, y: 200), direction: CGVector(dx: 1, dy: 0), distance: 30, duration: 0.05)
        XCTAssertEqual(recorder.states, [])
    }

    func testSlowSwipeNeedsLessDistanceThanAFastOne() async {
        // UIKit: "A slow swipe requires ... a small distance; a fast swipe requires ... a
        // large distance" (its minimum movement shrinks from 50 pt as time passes).
        _ = addSwipe()
        input.swipe(from: CGPoint(x: 50, y: 200), direction: CGVector(dx: 1, dy: 0), distance: 40, duration: 0.05)
        XCTAssertEqual(recorder.count, 0, "40 pt in 0.05 s is too short")
        input.swipe(from: CGPoint(x: 50, y: 200), direction: CGVector(dx: 1, dy: 0), distance: 40, duration: 0.4)
        XCTAssertEqual(recorder.count, 1, "40 pt in 0.4 s is a swipe")
    }

    func testFastSwipeToleratesADiagonal() async {
        _ = addSwipe()
        input.swipe(from: CGPoint(x: 50, y: 100), direction: CGVector(dx: 1, dy: 1), distance: 150, duration: 0.05)
        XCTAssertEqual(recorder.count, 1)
        input.swipe(from: CGPoint(x: 50, y: 100), direction: CGVector(dx: 1, dy: 6), distance: 300, duration: 0.05)
        XCTAssertEqual(recorder.count, 1, "mostly downward is not a right swipe")
    }

    func testTwoFingerSwipe() async {
        let swipe = addSwipe(.up)
        swipe.numberOfTouchesRequired = 2
        input.swipe(from: CGPoint(x: 150, y: 400), direction: CGVector(dx: 0, dy: -1))
        XCTAssertEqual(recorder.count, 0, "one finger is not enough")
        input.twoFingerDrag(from: CGPoint(x: 150, y: 400), by: CGVector(dx: 0, dy: -150), duration: 0.1)
        XCTAssertEqual(recorder.count, 1)
        XCTAssertEqual(swipe.state, .possible)
    }

    // MARK: Screen edge pan

    private func addEdgePan(_ edges: UIRectEdge) -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.edges = edges
        window.addGestureRecognizer(pan)
        return pan
    }

    func testEdgePanDefaultsToNoEdgesAndUIRectEdgeRawValues() async {
        XCTAssertEqual(UIScreenEdgePanGestureRecognizer().edges, [])
        XCTAssertEqual([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue), [1, 2, 4, 8])
        XCTAssertEqual(UIRectEdge.all.rawValue, 15)
    }

    func testEdgePanBeginsForATouchStartingAtTheLeftEdge() async {
        let pan = addEdgePan(.left)
        var translations: [CGPoint] = []
        recorder.onAction = { _ in translations.append(pan.translation(in: nil)) }
        input.drag(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 150, y: 210), duration: 0.25)
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertGreaterThan(translations.last?.x ?? 0, 100)
    }

    func testEdgePanIgnoresTouchesAwayFromTheEdge() async {
        _ = addEdgePan(.left)
        input.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 200, y: 200))
        XCTAssertEqual(recorder.states, [])
    }

    func testEdgePanFromTheRightEdgeMovingInward() async {
        _ = addEdgePan([.right])
        input.drag(from: CGPoint(x: 318, y: 200), to: CGPoint(x: 150, y: 200))
        XCTAssertEqual(recorder.states.first, .began)
        recorder.reset()
        input.drag(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 150, y: 200))
        XCTAssertEqual(recorder.states, [], "the left edge is not watched")
    }

    func testEdgePanFailsWhenTheFingerRunsAlongTheEdge() async {
        _ = addEdgePan(.left)
        input.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 4, y: 300))
        XCTAssertEqual(recorder.states, [])
    }

    func testEdgePanNeedsFifteenPoints() async {
        _ = addEdgePan(.bottom)
        input.touchDown(1, at: CGPoint(x: 160, y: 475))
        input.touchMove(1, to: CGPoint(x: 160, y: 462))
        XCTAssertEqual(recorder.states, [], "13 pt is not enough")
        input.touchMove(1, to: CGPoint(x: 160, y: 458))
        XCTAssertEqual(recorder.states, [.began])
        input.touchUp(1)
    }
}
