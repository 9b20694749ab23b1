import XCTest
import UIKit
import UIKitTesting

/// `UIFocusDebugger`: reports describing this framework's focus state.
@MainActor
final class UIFocusDebuggerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Item: UIView {
        var focusable = true
        override var canBecomeFocused: Bool { focusable }
    }

    private final class Preferring: UIView {
        var preferred: [any UIFocusEnvironment] = []
        override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred }
    }

    private func makeWindow() -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        return (window, InputSimulator(window: window))
    }

    func testHelpAndStatusDescribeTheFocusedItem() async {
        XCTAssertTrue(UIFocusDebugger.help().description.contains("checkFocusability(for:"))
        XCTAssertTrue(UIFocusDebugger.status().description.contains("No key window"))
        let (window, input) = makeWindow()
        XCTAssertTrue(UIFocusDebugger.status().description.contains("No item is focused."))
        let item = Item(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        item.focusGroupIdentifier = "toolbar"
        window.addSubview(item)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(item.isFocused)
        let status = UIFocusDebugger.status().description
        XCTAssertTrue(status.contains("Focused item: <Item"), status)
        XCTAssertTrue(status.contains("Focus group: toolbar"), status)
    }

    func testCheckFocusabilityNamesEachReason() async {
        let (window, _) = makeWindow()
        let ok = Item(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(ok)
        XCTAssertTrue(UIFocusDebugger.checkFocusability(for: ok).description.hasSuffix("can become focused."))

        let hiddenParent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        hiddenParent.isHidden = true
        window.addSubview(hiddenParent)
        let refusing = Item(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        refusing.focusable = false
        refusing.isUserInteractionEnabled = false
        hiddenParent.addSubview(refusing)
        let report = UIFocusDebugger.checkFocusability(for: refusing).description
        XCTAssertTrue(report.contains("cannot become focused"), report)
        XCTAssertTrue(report.contains("canBecomeFocused is false."), report)
        XCTAssertTrue(report.contains("The item's view has user interaction disabled."), report)
        XCTAssertTrue(report.contains("is hidden."), report)

        XCTAssertTrue(UIFocusDebugger.checkFocusability(for: Item()).description.contains("not in a window"))

        let covered = Item(frame: CGRect(x: 300, y: 300, width: 40, height: 40))
        window.addSubview(covered)
        let cover = UIView(frame: CGRect(x: 290, y: 290, width: 80, height: 80))
        cover.backgroundColor = .red
        window.addSubview(cover)
        XCTAssertTrue(UIFocusDebugger.checkFocusability(for: covered).description.contains("covered"))
    }

    func testSimulatedUpdatesFollowThePreferredEnvironmentsWithoutMovingFocus() async {
        let (window, _) = makeWindow()
        let container = Preferring(frame: window.bounds)
        window.addSubview(container)
        let first = Item(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let second = Item(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        container.addSubview(first)
        container.addSubview(second)
        container.preferred = [second]
        let report = UIFocusDebugger.simulateFocusUpdateRequest(from: container).description
        XCTAssertTrue(report.contains("Preferred focus environments: <Item"), report)
        XCTAssertTrue(report.contains("Focus would move to <Item"), report)
        XCTAssertTrue(report.contains("frame = \(second.frame)"), "the preferred item, not the first in reading order")
        XCTAssertFalse(second.isFocused, "a simulation moves nothing")

        let tree = UIFocusDebugger.preferredFocusEnvironments(for: container).description.split(separator: "\n")
        XCTAssertEqual(tree.count, 2)
        XCTAssertTrue(tree[1].hasPrefix("  <Item"), "nested one level")

        XCTAssertTrue(UIFocusDebugger.simulateFocusUpdateRequest(from: Item()).description.contains("not in a window"))
    }

    func testFocusGroupsListTheItemsByGroupInReadingOrder() async {
        let (window, _) = makeWindow()
        let a = Item(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let b = Item(frame: CGRect(x: 10, y: 200, width: 40, height: 40))
        let c = Item(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
        for view in [a, b, c] {
            view.focusGroupIdentifier = "main"
            window.addSubview(view)
        }
        b.focusGroupIdentifier = "bottom"
        let lines = UIFocusDebugger.focusGroups(for: window).description.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { !$0.hasPrefix("    ") }.dropFirst(), ["  main", "  bottom"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("    ") }.count, 3)
        XCTAssertTrue(UIFocusDebugger.focusGroups(for: UIView()).description.contains("not in a window"))
    }
}
