import XCTest
import UIKit
import UIKitTesting

/// Keyboard navigation as on iPadOS with a hardware keyboard: Tab and Shift-Tab between focus
/// groups in reading order, arrows inside a group, Return/Space on the focused control.
@MainActor
final class FocusNavigationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWindow() -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        return (window, InputSimulator(window: window))
    }

    private func button(_ window: UIView, _ x: CGFloat, _ y: CGFloat, _ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: x, y: y, width: 80, height: 40)
        button.setTitle(title, for: .normal)
        window.addSubview(button)
        return button
    }

    private func focused(_ window: UIWindow) -> UIFocusItem? {
        UIFocusSystem.focusSystem(for: window)?.focusedItem
    }

    func testTabVisitsUngroupedItemsInReadingOrderAndWraps() async {
        let (window, input) = makeWindow()
        // Added out of reading order on purpose: the order is the geometry's.
        let c = button(window, 10, 100, "C")
        let b = button(window, 200, 10, "B")
        let a = button(window, 10, 10, "A")
        XCTAssertNil(focused(window), "nothing is focused before the keyboard is used")
        XCTAssertFalse(a.isFocused)

        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === a)
        XCTAssertTrue(a.isFocused)
        XCTAssertTrue(a.state.contains(.focused))
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === b)
        XCTAssertFalse(a.isFocused)
        XCTAssertFalse(a.state.contains(.focused), "the state follows focus")
        XCTAssertTrue(b.state.contains(.focused))
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === c)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === a, "the tab loop wraps")
        input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertTrue(focused(window) === c, "Shift-Tab goes back, wrapping")
        input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertTrue(focused(window) === b)
    }

    func testArrowsMoveToTheNearestItemInTheHeadingWithinTheGroup() async {
        let (window, input) = makeWindow()
        let grid = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        grid.focusGroupIdentifier = "grid"
        window.addSubview(grid)
        var cells: [[UIButton]] = []
        for row in 0..<2 {
            cells.append((0..<3).map { column in
                button(grid, 10 + CGFloat(column) * 100, 10 + CGFloat(row) * 60, "\(row)\(column)")
            })
        }
        let outside = button(window, 10, 300, "outside")

        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === cells[0][0], "Tab enters the first group at its first item")
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(focused(window) === cells[0][1])
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(focused(window) === cells[1][1])
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(focused(window) === cells[1][2])
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(focused(window) === cells[1][2], "nothing further right: focus stays")
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(focused(window) === cells[1][2], "arrows never leave the group")
        input.pressKey(.keyboardUpArrow)
        XCTAssertTrue(focused(window) === cells[0][2])
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardLeftArrow)
        XCTAssertTrue(focused(window) === cells[0][0])
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(focused(window) === cells[1][0])

        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === outside, "Tab goes to the next group")
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(focused(window) === outside, "an item in no named group is a group of its own")
        input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertTrue(focused(window) === cells[1][0], "the group's last focused item is entered again")

        cells[1][2].focusGroupPriority = .prioritized
        input.pressKey(.keyboardTab)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === cells[1][2], "a prioritized item wins over the last focused one")
    }

    func testArrowPrefersTheItemInLineOverANearerDiagonal() async {
        let (window, input) = makeWindow()
        let group = UIView(frame: window.bounds)
        group.focusGroupIdentifier = "g"
        window.addSubview(group)
        let start = button(group, 10, 100, "start")
        let diagonal = button(group, 100, 150, "diagonal")   // below-right, nearer along x
        let inLine = button(group, 250, 100, "in line")
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === start)
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(focused(window) === inLine, "an item overlapping the row wins")
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(focused(window) === diagonal)
    }

    func testReturnAndSpaceSendThePrimaryActionOfTheFocusedButton() async {
        let (window, input) = makeWindow()
        let a = button(window, 10, 10, "A")
        var events: [String] = []
        a.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        a.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)

        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(events, [], "nothing is focused: Return reaches no control")
        input.pressKey(.keyboardTab)
        input.keyDown(.keyboardReturnOrEnter)
        XCTAssertTrue(a.isHighlighted, "the button highlights while the key is down")
        XCTAssertEqual(events, [])
        input.keyUp(.keyboardReturnOrEnter)
        XCTAssertFalse(a.isHighlighted)
        XCTAssertEqual(events, ["primary"], "a select press sends the primary action, not a touch event")
        input.pressKey(.keyboardSpacebar, characters: " ")
        XCTAssertEqual(events, ["primary", "primary"])
        a.isEnabled = false
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(events.count, 2, "a disabled control loses focus and sends nothing")
        XCTAssertNil(focused(window))
    }

    func testSelectShowsAButtonsMenuWhenItIsThePrimaryAction() async {
        let (window, input) = makeWindow()
        let a = button(window, 10, 10, "Menu")
        var events: [String] = []
        a.menu = UIMenu(title: "", children: [UIAction(title: "One") { _ in }])
        a.showsMenuAsPrimaryAction = true
        a.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        a.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        let before = window.subviews.count
        input.pressKey(.keyboardTab)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(events, ["menu"], "the menu replaces the primary action, as for a tap")
        XCTAssertEqual(window.subviews.count, before + 1, "the menu is shown")
    }

    func testSelectFlipsAFocusedSwitch() async {
        let (window, input) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        window.addSubview(toggle)
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(toggle.isFocused)
        input.pressKey(.keyboardSpacebar, characters: " ")
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events, ["valueChanged true"])
    }

    func testDisabledHiddenTransparentAndCoveredControlsAreSkipped() async {
        let (window, input) = makeWindow()
        let disabled = button(window, 10, 10, "disabled")
        disabled.isEnabled = false
        let hidden = button(window, 100, 10, "hidden")
        hidden.isHidden = true
        let invisible = button(window, 200, 10, "alpha 0")
        invisible.alpha = 0
        let covered = button(window, 10, 100, "covered")
        let cover = UIView(frame: CGRect(x: 0, y: 90, width: 120, height: 80))
        window.addSubview(cover)
        let inert = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        inert.isUserInteractionEnabled = false
        window.addSubview(inert)
        let insideInert = button(inert, 10, 10, "inside inert")
        let reachable = button(window, 200, 100, "reachable")

        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === reachable)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === reachable, "the only focusable item")
        XCTAssertFalse(covered.isFocused || insideInert.isFocused || disabled.isFocused)

        cover.removeFromSuperview()
        input.pressKey(.keyboardTab)
        XCTAssertTrue(focused(window) === covered, "uncovered, it comes before in reading order")
        XCTAssertTrue(UIView().canBecomeFocused == false, "UIKit: plain views are not focusable")
        XCTAssertTrue(UIButton().canBecomeFocused, "enabled controls are")
    }

    func testAFocusedTextFieldIsFirstResponderAndKeepsTheArrows() async {
        let (window, input) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.autocapitalizationType = .none
        window.addSubview(field)
        let other = button(window, 10, 100, "B")

        input.pressKey(.keyboardTab)
        XCTAssertTrue(field.isFocused)
        XCTAssertTrue(field.isFirstResponder, "a text field that becomes focused starts editing")
        input.typeText("ab")
        input.pressKey(.keyboardLeftArrow)
        XCTAssertTrue(field.isFocused, "the arrows move the caret, not focus")
        input.typeText("X")
        XCTAssertEqual(field.text, "aXb")
        input.pressKey(.keyboardTab)
        XCTAssertTrue(other.isFocused)
        XCTAssertFalse(field.isFirstResponder, "focus leaving the field ends editing")

        // Once the keyboard navigates, a tap that makes a field first responder focuses it.
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFocused)
        XCTAssertFalse(other.state.contains(.focused))
    }

    func testReadingOrderFollowsTheLayoutDirectionAndZeroSizeWrappersKeepTheirItems() async {
        let (window, input) = makeWindow()
        window.semanticContentAttribute = .forceRightToLeft
        let wrapper = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))  // no size, not clipping
        window.addSubview(wrapper)
        let left = button(wrapper, 10, 10, "left")
        let right = button(window, 300, 10, "right")
        XCTAssertEqual(window.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(right.isFocused, "right to left: the row starts at the right")
        input.pressKey(.keyboardTab)
        XCTAssertTrue(left.isFocused, "a zero-size wrapper's subviews are still focus items")
    }

    func testAnEditableTextViewIsFocusableAndEditsWhenFocused() async {
        let (window, input) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        window.addSubview(textView)
        XCTAssertTrue(textView.canBecomeFocused, "UIKit: editable text views are focusable")
        input.pressKey(.keyboardTab)
        XCTAssertTrue(textView.isFocused)
        XCTAssertTrue(textView.isFirstResponder)
        textView.isEditable = false
        XCTAssertFalse(textView.canBecomeFocused)
    }

    func testAKeyCommandTakesTabOnlyWithPriorityOverSystemBehavior() async {
        let (window, input) = makeWindow()
        let root = TabCommandController()
        window.rootViewController = root
        let a = button(root.view, 10, 10, "A")
        let b = button(root.view, 10, 100, "B")
        input.pressKey(.keyboardTab, characters: "\t")
        XCTAssertTrue(a.isFocused, "iOS 15: the focus system takes Tab before key commands")
        XCTAssertEqual(root.performed, 0)
        root.command.wantsPriorityOverSystemBehavior = true
        input.pressKey(.keyboardTab, characters: "\t")
        XCTAssertEqual(root.performed, 1)
        XCTAssertTrue(a.isFocused, "the command took the key")
        XCTAssertFalse(b.isFocused)
    }
}

final class TabCommandController: UIViewController {
    var performed = 0
    lazy var command = UIKeyCommand(input: "\t", modifierFlags: [], action: Selector("handleTab", TabCommandController.handleTab))
    override var keyCommands: [UIKeyCommand]? { [command] }
    func handleTab() { performed += 1 }
}
