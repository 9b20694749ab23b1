import XCTest
import UIKit
import UIKitTesting

/// `UIViewController.restoresFocusAfterTransition` across a navigation push and pop: UIKit
/// focuses again the item that was focused in the controller that reappears.
@MainActor
final class FocusRestoredAfterTransitionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class TwoButtons: UIViewController {
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        override func viewDidLoad() {
            view.backgroundColor = .white
            first.frame = CGRect(x: 10, y: 200, width: 100, height: 40)
            second.frame = CGRect(x: 10, y: 300, width: 100, height: 40)
            first.setTitle("First", for: .normal)
            second.setTitle("Second", for: .normal)
            first.focusGroupIdentifier = "buttons"
            second.focusGroupIdentifier = "buttons"
            view.addSubview(first)
            view.addSubview(second)
        }
    }

    /// A navigation controller around `root` in a visible window, with the root's second
    /// button focused from the keyboard.
    private func showFocused(_ root: TwoButtons) -> (UINavigationController, InputSimulator) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        input.pressKey(.keyboardTab)
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(root.second.isFocused, "Tab enters the group at its first button, Down moves to the second")
        return (navigation, input)
    }

    /// Focuses the root's second button, pushes a controller, focuses its first button with
    /// Tab, pops, and returns the root.
    private func pushAndPop(restores: Bool, animated: Bool = false) -> (TwoButtons, UIFocusSystem?) {
        let root = TwoButtons()
        root.restoresFocusAfterTransition = restores
        let (navigation, input) = showFocused(root)
        let pushed = TwoButtons()
        navigation.pushViewController(pushed, animated: animated)
        if animated { input.advance(by: 1) }
        input.runLoopTurn()
        XCTAssertFalse(root.second.isFocused, "the root's view left the window")
        for _ in 0..<4 where !pushed.first.isFocused { input.pressKey(.keyboardTab) }
        XCTAssertTrue(pushed.first.isFocused, "Tab reaches the pushed controller's buttons")

        navigation.popViewController(animated: animated)
        if animated { input.advance(by: 1) }
        input.runLoopTurn()
        input.runLoopTurn()
        return (root, UIFocusSystem.focusSystem(for: root.view))
    }

    func testAPopFocusesTheItemFocusedBeforeThePushAgain() async {
        let (root, system) = pushAndPop(restores: true)
        XCTAssertTrue(root.second.isFocused)
        XCTAssertTrue(system?.focusedItem === root.second)
    }

    func testAnAnimatedPopRestoresFocusWhenTheTransitionEnds() async {
        let (root, system) = pushAndPop(restores: true, animated: true)
        XCTAssertTrue(system?.focusedItem === root.second)
    }

    func testWithoutRestoresFocusAfterTransitionAPopDoesNotFocusTheItemAgain() async {
        let (root, system) = pushAndPop(restores: false)
        XCTAssertFalse(root.second.isFocused)
        XCTAssertFalse(system?.focusedItem === root.second)
    }

    func testAModalPresentationOverANavigationStackRestoresFocusOnDismissal() async {
        let root = TwoButtons()
        let (navigation, input) = showFocused(root)
        let presented = TwoButtons()
        navigation.present(presented, animated: false)
        input.runLoopTurn()
        for _ in 0..<4 where !presented.first.isFocused { input.pressKey(.keyboardTab) }
        XCTAssertTrue(presented.first.isFocused)
        navigation.dismiss(animated: false)
        input.runLoopTurn()
        XCTAssertTrue(root.second.isFocused, "the presenter's focused item, in its child, is focused again")
    }

    func testSelectingATabAgainFocusesTheItemFocusedInItBefore() async {
        let first = TwoButtons(), second = TwoButtons()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        for _ in 0..<4 where !first.first.isFocused { input.pressKey(.keyboardTab) }
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(first.second.isFocused)
        tabs.selectedIndex = 1
        input.runLoopTurn()
        for _ in 0..<4 where !second.first.isFocused { input.pressKey(.keyboardTab) }
        XCTAssertTrue(second.first.isFocused)
        tabs.selectedIndex = 0
        input.runLoopTurn()
        XCTAssertTrue(first.second.isFocused, "the first tab's focused item, remembered as its view disappeared")
    }
}
