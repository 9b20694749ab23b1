import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class CountingLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
private final class EventCountingWindow: UIWindow {
    var touchEvents = 0
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { touchEvents += 1 }
        super.sendEvent(event)
    }
}

/// View properties that mirror the layer, margins, and a few more layout and event facts.
@MainActor
final class ViewPropertyBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testViewPropertiesAreTheLayersProperties() async {
        // UIKit: a view is its layer's delegate; alpha, isHidden, clipsToBounds and backgroundColor are
        // stored on the layer.
        let view = UIView()
        XCTAssertTrue(view.layer.delegate === view)
        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        XCTAssertFalse(view.clipsToBounds)
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5, "alpha reads the layer's opacity")
        view.layer.isHidden = false
        XCTAssertFalse(view.isHidden)
        view.layer.position = CGPoint(x: 40, y: 30)
        XCTAssertEqual(view.center, CGPoint(x: 40, y: 30))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(view.frame, CGRect(x: 30, y: 25, width: 20, height: 10))
    }

    func testALayerOpacityBelowTheThresholdHidesTheViewFromHitTesting() async {
        // UIKit: hit testing skips views whose alpha (the layer's opacity) is below 0.01.
        let (window, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.layer.opacity = 0
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    func testHidingASuperviewDoesNotHideTheSubviewProperty() async {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.isHidden = true
        XCTAssertFalse(child.isHidden, "isHidden is not inherited")
    }

    func testDirectionalMarginsMirrorLayoutMarginsLeftToRight() async {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        XCTAssertFalse(view.preservesSuperviewLayoutMargins)
        XCTAssertTrue(view.insetsLayoutMarginsFromSafeArea)
    }

    func testASubviewResizeLaysOutItAndItsSuperview() async {
        // UIKit: resizing a view lays out the view and its superview; moving it lays out neither.
        let parent = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        child.frame.origin = CGPoint(x: 5, y: 5)
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 0)
        XCTAssertEqual(child.layouts, 0)
        child.frame.size = CGSize(width: 20, height: 20)
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1)
        XCTAssertEqual(child.layouts, 1)
    }

    func testRemovingASubviewLaysOutTheSuperview() async {
        let parent = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1)
    }

    func testWindowSendEventSeesEveryTouchEvent() async {
        // UIKit: touch events reach views through UIWindow.sendEvent(_:), once per phase change.
        let window = EventCountingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.touchMove(1, to: CGPoint(x: 60, y: 50))
        input.touchUp(1)
        XCTAssertEqual(window.touchEvents, 3)
    }

    func testATouchKnowsItsViewTypeAndTime() async {
        let (window, input) = makeWindow()
        let view = TouchPhaseLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        let touch = view.lastTouches.first
        XCTAssertNotNil(touch)
        XCTAssertTrue(touch?.view === view)
        XCTAssertEqual(touch?.type, .direct)
        let firstStamp = touch?.timestamp ?? 0
        input.advance(by: 0.1)
        input.touchMove(1, to: CGPoint(x: 55, y: 50))
        XCTAssertGreaterThan(touch?.timestamp ?? 0, firstStamp, "timestamps advance")
        input.touchUp(1)
    }

    func testScrollViewOffsetIsNotClampedWhenSetInCode() async {
        // UIKit: contentOffset can be set anywhere in code; only user scrolling is limited.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 200)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 500))
        scrollView.contentOffset = CGPoint(x: -20, y: -30)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -20, y: -30))
    }

    func testScrollRectToVisibleScrollsTheLeastNeeded() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 450, width: 100, height: 50), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 400), "the rect ends at the bottom edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 420, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 400), "already visible: no scroll")
    }

    func testLabelDefaults() async {
        // UIKit: a label shows one line, truncates the tail, aligns naturally, 17 pt system font.
        let label = UILabel()
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertTrue(label.isEnabled)
        XCTAssertNil(label.text)
    }

    func testALabelsTextAndAttributedTextStayInStep() async {
        let label = UILabel()
        label.text = "Hi"
        XCTAssertEqual(label.attributedText?.string, "Hi")
        label.attributedText = NSAttributedString(string: "There")
        XCTAssertEqual(label.text, "There")
        label.text = nil
        XCTAssertNil(label.attributedText)
    }
}
