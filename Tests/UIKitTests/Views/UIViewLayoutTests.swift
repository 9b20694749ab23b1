import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewLayoutTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testSetNeedsLayoutDefersUntilLayoutIfNeeded() async {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        XCTAssertEqual(view.layoutCount, 0)
        XCTAssertTrue(view.layer.needsLayout())
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutCount, 1)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutCount, 1, "no layout without a pending request")
    }

    func testLayoutIsTopDownAndOncePerPass() async {
        // UIKit lays out a superview before its subviews, each once.
        var order: [String] = []
        final class Node: UIView {
            var name = ""
            var record: ((String) -> Void)?
            override func layoutSubviews() {
                record?(name)
                // Resizing a child here marks it for layout in the same pass.
                subviews.first?.frame.size.width += 1
            }
        }
        let root = Node(), mid = Node(), leaf = Node()
        root.name = "root"; mid.name = "mid"; leaf.name = "leaf"
        for n in [root, mid, leaf] { n.record = { order.append($0) } }
        root.addSubview(mid)
        mid.addSubview(leaf)
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        mid.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(order, ["root", "mid", "leaf"])
    }

    func testFrameSizeChangeLaysOutTheViewAndItsSuperview() async {
        // UIKit: "setFrame calls layoutSubviews on the view only if the size changes";
        // "resizing a view calls layoutSubviews on its superview".
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = RecordingView(frame: window.bounds)
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        window.layoutIfNeeded()
        let (p0, c0) = (parent.layoutCount, child.layoutCount)
        child.frame.origin = CGPoint(x: 5, y: 5)
        window.layoutIfNeeded()
        XCTAssertEqual(child.layoutCount, c0, "moving without resizing does not lay out")
        child.frame.size = CGSize(width: 20, height: 20)
        window.layoutIfNeeded()
        XCTAssertEqual(child.layoutCount, c0 + 1)
        XCTAssertEqual(parent.layoutCount, p0 + 1)
    }

    func testAddSubviewLaysOutTheAddedViewAndTheTarget() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = RecordingView(frame: window.bounds)
        window.addSubview(parent)
        window.layoutIfNeeded()
        let p0 = parent.layoutCount
        let child = RecordingView()
        parent.addSubview(child)
        window.layoutIfNeeded()
        XCTAssertEqual(parent.layoutCount, p0 + 1)
        XCTAssertEqual(child.layoutCount, 1)
    }

    func testWindowLayoutHappensAtTheEndOfTheRunLoopTurn() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.setNeedsLayout()
        XCTAssertEqual(view.layoutCount, 0)
        CATransaction.flush() // what the run loop does at the end of a turn
        XCTAssertGreaterThan(view.layoutCount, 0)
    }

    func testViewControllerIsToldAroundItsViewsLayout() async {
        final class Controller: UIViewController {
            var events: [String] = []
            override func viewWillLayoutSubviews() { events.append("will") }
            override func viewDidLayoutSubviews() { events.append("did") }
        }
        let controller = Controller()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.events, ["will", "did"])
    }

    func testLayoutMarginsChangeCallsLayoutMarginsDidChange() async {
        final class Margins: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = Margins()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.changes, 1)
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.directionalLayoutMargins.leading, 4)
    }
}
