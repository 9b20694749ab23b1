import XCTest
import UIKit
import UIKitTesting

/// Records the hierarchy callbacks a view and its superview receive, in order.
@MainActor
private final class HierarchyLogView: UIView {
    var log: [String] = []
    var name = ""
    weak var sink: HierarchyLogView?

    private func record(_ entry: String) { (sink ?? self).log.append("\(name).\(entry)") }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        record(newSuperview == nil ? "willMoveToSuperview(nil)" : "willMoveToSuperview")
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        record("didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        record(newWindow == nil ? "willMoveToWindow(nil)" : "willMoveToWindow")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        record("didMoveToWindow")
    }
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        record("didAddSubview")
    }
    var onWillRemove: ((UIView) -> Void)?
    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        onWillRemove?(subview)
        record("willRemoveSubview")
    }
}

/// View hierarchy behaviour iOS code relies on: callback order, moving views, tags.
@MainActor
final class ViewHierarchyBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func assertOrder(_ log: [String], _ earlier: String, _ later: String, line: UInt = #line) {
        guard let first = log.firstIndex(of: earlier), let second = log.firstIndex(of: later) else {
            return XCTFail("missing \(earlier) or \(later) in \(log)", line: line)
        }
        XCTAssertLessThan(first, second, "\(earlier) comes before \(later) in \(log)", line: line)
    }

    func testAddingToAViewInAWindowCallsEveryCallbackOnce() async {
        // UIKit: addSubview on a view in a window tells the subview it will move and did move (to the
        // superview and to the window), then tells the superview didAddSubview(_:).
        let (window, _) = makeWindow()
        let parent = HierarchyLogView(frame: window.bounds)
        parent.name = "parent"
        window.addSubview(parent)
        parent.log.removeAll()
        let child = HierarchyLogView()
        child.name = "child"
        child.sink = parent
        parent.addSubview(child)
        XCTAssertEqual(Set(parent.log), ["child.willMoveToSuperview", "child.willMoveToWindow", "child.didMoveToWindow",
                                         "child.didMoveToSuperview", "parent.didAddSubview"])
        XCTAssertEqual(parent.log.count, 5)
        XCTAssertEqual(parent.log.first, "child.willMoveToSuperview")
        assertOrder(parent.log, "child.willMoveToWindow", "child.didMoveToWindow")
        assertOrder(parent.log, "child.didMoveToSuperview", "parent.didAddSubview")
        XCTAssertTrue(child.window === window)
    }

    func testRemovingCallsWillRemoveSubviewBeforeTheMove() async {
        // UIKit: removeFromSuperview calls the superview's willRemoveSubview(_:) while the subview is
        // still attached, and the subview hears the nil superview and nil window.
        let (window, _) = makeWindow()
        let parent = HierarchyLogView(frame: window.bounds)
        parent.name = "parent"
        window.addSubview(parent)
        let child = HierarchyLogView()
        child.name = "child"
        child.sink = parent
        parent.addSubview(child)
        parent.log.removeAll()
        var superviewDuringWillRemove: UIView?
        parent.onWillRemove = { superviewDuringWillRemove = $0.superview }
        child.removeFromSuperview()
        XCTAssertEqual(Set(parent.log), ["parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                                         "child.didMoveToWindow", "child.didMoveToSuperview"])
        assertOrder(parent.log, "parent.willRemoveSubview", "child.didMoveToSuperview")
        assertOrder(parent.log, "child.willMoveToSuperview(nil)", "child.didMoveToSuperview")
        assertOrder(parent.log, "child.willMoveToWindow(nil)", "child.didMoveToWindow")
        XCTAssertTrue(superviewDuringWillRemove === parent)
        XCTAssertNil(child.window)
        XCTAssertNil(child.superview)
    }

    func testAddingAViewOutsideAnyWindowDoesNotCallWindowCallbacks() async {
        // UIKit: the window callbacks only run when the window actually changes.
        let parent = HierarchyLogView()
        parent.name = "parent"
        let child = HierarchyLogView()
        child.name = "child"
        child.sink = parent
        parent.addSubview(child)
        XCTAssertEqual(parent.log, ["child.willMoveToSuperview", "child.didMoveToSuperview", "parent.didAddSubview"])
    }

    func testAddSubviewMovesAViewFromItsOldSuperview() async {
        // UIKit: a view has at most one superview; addSubview removes it from the old one first.
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertTrue(child.superview === second)
    }

    func testAddingAnExistingSubviewAgainBringsItToTheFront() async {
        // UIKit: addSubview of a view that is already a subview moves it to the top (end of subviews).
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        XCTAssertEqual(parent.subviews, [b, a])
    }

    func testInsertAboveAndBelowSiblings() async {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        parent.insertSubview(d, belowSubview: a)
        XCTAssertEqual(parent.subviews, [d, a, c, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(parent.subviews, [b, a, c, d])
        parent.sendSubviewToBack(d)
        parent.bringSubviewToFront(b)
        XCTAssertEqual(parent.subviews, [d, a, c, b])
    }

    func testViewWithTagChecksTheReceiverFirst() async {
        // UIKit: viewWithTag(_:) returns the receiver itself when its tag matches.
        let parent = UIView(), child = UIView()
        parent.tag = 7
        child.tag = 7
        parent.addSubview(child)
        XCTAssertTrue(parent.viewWithTag(7) === parent)
        XCTAssertTrue(child.viewWithTag(7) === child)
    }

    func testViewWithTagSearchesDescendantsDepthFirstInSubviewOrder() async {
        let root = UIView(), a = UIView(), aChild = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(aChild)
        root.addSubview(b)
        aChild.tag = 3
        b.tag = 3
        XCTAssertTrue(root.viewWithTag(3) === aChild)
        XCTAssertNil(root.viewWithTag(99))
    }

    func testIsDescendantIncludesTheViewItself() async {
        // UIKit: isDescendant(of:) returns true when the view is the argument.
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        XCTAssertTrue(child.isDescendant(of: child))
        XCTAssertTrue(child.isDescendant(of: parent))
        XCTAssertFalse(parent.isDescendant(of: child))
    }

    func testRemoveFromSuperviewWithoutASuperviewIsHarmless() async {
        let lonely = HierarchyLogView()
        lonely.removeFromSuperview()
        XCTAssertTrue(lonely.log.isEmpty, "no callbacks when there is no superview")
    }

    func testViewDefaults() async {
        // UIKit: a plain view is opaque, alpha 1, not clipped, interactive, single-touch, scale to fill,
        // with 8 pt layout margins and no background colour.
        let view = UIView()
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(view.isOpaque)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertFalse(view.isMultipleTouchEnabled)
        XCTAssertFalse(view.isExclusiveTouch)
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(view.tag, 0)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
    }

    func testLabelsAndImageViewsIgnoreTouchesByDefault() async {
        // UIKit: UILabel and UIImageView default isUserInteractionEnabled to false.
        XCTAssertFalse(UILabel().isUserInteractionEnabled)
        XCTAssertFalse(UIImageView().isUserInteractionEnabled)
        XCTAssertTrue(UIButton().isUserInteractionEnabled)
    }

    func testANewWindowIsHiddenUntilShown() async {
        // UIKit: windows start hidden at the normal level; makeKeyAndVisible shows and keys them.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(window.isHidden)
        XCTAssertEqual(window.windowLevel, .normal)
        XCTAssertEqual(UIWindow.Level.normal.rawValue, 0)
        window.makeKeyAndVisible()
        XCTAssertFalse(window.isHidden)
        XCTAssertTrue(window.isKeyWindow)
    }
}
