import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewHierarchyTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testAddSubviewAppendsAndSetsSuperviewAndLayerTree() async {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertEqual(parent.subviews, [a, b])
        XCTAssertTrue(a.superview === parent)
        XCTAssertEqual(parent.layer.sublayers?.count, 2)
        XCTAssertTrue(parent.layer.sublayers?[1] === b.layer)
    }

    func testAddSubviewMovesViewFromItsOldSuperview() async {
        // UIKit: a view has one superview; adding it elsewhere removes it from the old one.
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertNil(first.layer.sublayers)
        XCTAssertEqual(second.subviews, [child])
    }

    func testReAddingASubviewBringsItToFront() async {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        XCTAssertEqual(parent.subviews, [b, a])
        XCTAssertTrue(parent.layer.sublayers?.last === a.layer)
    }

    func testInsertSubviewAtIndexClamps() async {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 100)
        parent.insertSubview(c, at: -5)
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(parent.layer.sublayers?.map { ObjectIdentifier($0) }, [c, a, b].map { ObjectIdentifier($0.layer) })
    }

    func testInsertAboveAndBelowSibling() async {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        parent.insertSubview(d, belowSubview: a)
        XCTAssertEqual(parent.subviews, [d, a, c, b])
        // Moving an existing subview above a later sibling.
        parent.insertSubview(d, aboveSubview: b)
        XCTAssertEqual(parent.subviews, [a, c, b, d])
    }

    func testInsertRelativeToNonSiblingAddsOnTopOrAtBackAndLogs() async {
        let parent = UIView(), stranger = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        let log = LogCapture.capture {
            parent.insertSubview(b, aboveSubview: stranger)
            parent.insertSubview(c, belowSubview: stranger)
        }
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(log.lines.count, 2)
    }

    func testBringToFrontSendToBackAndExchange() async {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        XCTAssertEqual(parent.subviews, [b, c, a])
        parent.sendSubviewToBack(c)
        XCTAssertEqual(parent.subviews, [c, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(parent.subviews, [a, b, c])
        XCTAssertEqual(parent.layer.sublayers?.map { ObjectIdentifier($0) }, [a, b, c].map { ObjectIdentifier($0.layer) })
        // Not a subview: nothing happens.
        parent.bringSubviewToFront(UIView())
        XCTAssertEqual(parent.subviews, [a, b, c])
        let log = LogCapture.capture { parent.exchangeSubview(at: 0, withSubviewAt: 9) }
        XCTAssertEqual(parent.subviews, [a, b, c])
        XCTAssertTrue(log.contains("beyond bounds"))
    }

    func testRemoveFromSuperview() async {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(parent.subviews.isEmpty)
        XCTAssertNil(child.layer.superlayer)
        child.removeFromSuperview() // no-op
    }

    func testIsDescendantAndViewWithTag() async {
        let root = UIView(), mid = UIView(), leaf = UIView(), other = UIView()
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.addSubview(other)
        leaf.tag = 7
        other.tag = 7
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertTrue(root.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: leaf))
        // Depth first, in subview order: the leaf under `mid` comes before `other`.
        XCTAssertTrue(root.viewWithTag(7) === leaf)
        root.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === root)
        XCTAssertNil(root.viewWithTag(99))
    }

    func testWindowPropertyFollowsTheHierarchy() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        XCTAssertNil(child.window)
        window.addSubview(parent)
        XCTAssertTrue(child.window === window)
        XCTAssertTrue(window.window === window)
    }

    func testHookOrderWhenAddingToAViewInAWindow() async {
        // UIKit: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow,
        // didMoveToSuperview, then the superview's didAddSubview.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView()
        window.addSubview(parent)
        parent.log.removeAll()
        let child = RecordingView()
        parent.addSubview(child)
        XCTAssertEqual(child.log, ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow", "didMoveToSuperview"])
        XCTAssertEqual(parent.log, ["didAddSubview"])
    }

    func testHookOrderWhenRemoving() async {
        // UIKit: the superview's willRemoveSubview first, then the view's will/did hooks.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView()
        let child = RecordingView()
        window.addSubview(parent)
        parent.addSubview(child)
        parent.log.removeAll()
        child.log.removeAll()
        var order: [String] = []
        child.removeFromSuperview()
        order = parent.log + child.log
        XCTAssertEqual(order, ["willRemoveSubview", "willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
    }

    func testWindowHooksReachTheWholeSubtreeOnlyWhenTheWindowChanges() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingView(), b = RecordingView()
        let grandchild = RecordingView()
        b.addSubview(grandchild)
        window.addSubview(a)
        grandchild.log.removeAll()
        window.addSubview(b)
        XCTAssertEqual(grandchild.log, ["willMoveToWindow(window)", "didMoveToWindow"])
        grandchild.log.removeAll()
        // Moving within the same window: no window hooks.
        a.addSubview(b)
        XCTAssertEqual(grandchild.log, [])
        XCTAssertTrue(b.log.contains("willMoveToSuperview(view)"))
    }

    func testMovingBetweenSuperviewsCallsWillRemoveOnTheOldOne() async {
        let first = RecordingView(), second = RecordingView(), child = RecordingView()
        first.addSubview(child)
        first.log.removeAll()
        child.log.removeAll()
        second.addSubview(child)
        XCTAssertEqual(first.log, ["willRemoveSubview"])
        XCTAssertEqual(child.log, ["willMoveToSuperview(view)", "didMoveToSuperview"])
        XCTAssertEqual(second.log, ["didAddSubview"])
    }
}
