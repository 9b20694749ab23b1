import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Records the touch phases a view receives.
@MainActor
private final class TouchLogView: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if phases.last != "moved" { phases.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

@MainActor
private final class RefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        !(view is TouchLogView)
    }
}

@MainActor
final class ScrollViewContentTouchesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeButton(in scrollView: UIScrollView) -> (UIButton, () -> [String]) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        scrollView.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        return (button, { events })
    }

    func testTouchesShouldCancelIsFalseForControlsOnly() async {
        let scrollView = UIScrollView()
        XCTAssertFalse(scrollView.touchesShouldCancel(in: UIButton()))
        XCTAssertFalse(scrollView.touchesShouldCancel(in: UISwitch()))
        XCTAssertTrue(scrollView.touchesShouldCancel(in: UIView()))
        XCTAssertTrue(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
    }

    /// A button in a scroll view highlights only after about 150 ms.
    func testAHeldButtonHighlightsAfterTheDelay() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let (button, events) = makeButton(in: scrollView)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        XCTAssertFalse(button.isHighlighted, "held back while it may still scroll")
        XCTAssertEqual(events(), [])
        input.advance(by: 0.14)
        XCTAssertFalse(button.isHighlighted)
        input.advance(by: 0.02)
        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(events(), ["touchDown"])
        input.touchUp(1, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(events(), ["touchDown", "touchUpInside"])
    }

    /// A quick tap reaches the button at once when the finger lifts (began and ended together).
    func testAQuickTapStillTapsTheButton() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let (_, events) = makeButton(in: scrollView)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        input.advance(by: 0.05)
        input.touchUp(1, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(events(), ["touchDown", "touchUpInside"])
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    /// A drag that starts on the button before the delay scrolls; the button never sees it.
    func testAQuickDragOnAButtonScrolls() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let (button, events) = makeButton(in: scrollView)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 60))
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertEqual(scrollView.contentOffset.y, 50)
        input.advance(by: 0.3)
        XCTAssertFalse(button.isHighlighted)
        input.touchUp(1, at: CGPoint(x: 150, y: 60))
        XCTAssertEqual(events(), [])
    }

    /// After the delay a control keeps its touch (`touchesShouldCancel(in:)` is false): a
    /// drag does not scroll.
    func testAButtonHeldPastTheDelayKeepsItsTouch() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let (button, events) = makeButton(in: scrollView)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        input.advance(by: 0.2)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 60))
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertTrue(button.isTracking)
        input.touchUp(1, at: CGPoint(x: 150, y: 60))
        XCTAssertEqual(events().first, "touchDown")
    }

    /// A plain view held past the delay gets its touch, then a drag cancels it and scrolls.
    func testADragCancelsTouchesInAPlainView() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(view.phases, [])
        input.advance(by: 0.2)
        XCTAssertEqual(view.phases, ["began"])
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 60))
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertEqual(scrollView.contentOffset.y, 50)
        // The 20 pt move began the pan: the view is cancelled in that same event.
        XCTAssertEqual(view.phases, ["began", "cancelled"])
        input.touchUp(1, at: CGPoint(x: 150, y: 60))
        XCTAssertEqual(view.phases, ["began", "cancelled"])
    }

    func testWithoutCanCancelContentTouchesADeliveredTouchDoesNotScroll() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        scrollView.canCancelContentTouches = false
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        input.advance(by: 0.2)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 60))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        input.touchUp(1, at: CGPoint(x: 150, y: 60))
        XCTAssertEqual(view.phases, ["began", "moved", "ended"])
    }

    func testWithoutDelaysContentTouchesTheViewGetsTheTouchAtOnce() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        scrollView.delaysContentTouches = false
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(view.phases, ["began"])
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.advance(by: 0.03)
        input.touchMove(1, to: CGPoint(x: 150, y: 60))
        XCTAssertEqual(scrollView.contentOffset.y, 50)
        XCTAssertEqual(view.phases, ["began", "cancelled"])
        input.touchUp(1, at: CGPoint(x: 150, y: 60))
    }

    func testTouchesShouldBeginFalseKeepsTheTouchFromTheView() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = RefusingScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let input = InputSimulator(window: window)
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        input.advance(by: 0.2)
        input.touchUp(1, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(view.phases, [])
    }
}
