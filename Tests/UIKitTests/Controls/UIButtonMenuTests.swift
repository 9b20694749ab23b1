import XCTest
import FrameworkTestSupport
@testable import UIKit
import UIKitTesting

/// A button's menu shown as its primary action, and pop-up buttons (UIKit, iOS 14–15).
@MainActor
final class UIButtonMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var picked: [String] = []

    private func menu(options: UIMenu.Options = []) -> (UIMenu, [UIAction]) {
        let actions = ["Day", "Week", "Month"].map { title in
            UIAction(title: title) { [weak self] action in self?.picked.append(action.title) }
        }
        return (UIMenu(options: options, children: actions), actions)
    }

    private func overlay(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    func testDefaults() async {
        let button = UIButton(type: .system)
        XCTAssertNil(button.menu)
        XCTAssertFalse(button.showsMenuAsPrimaryAction)
        XCTAssertFalse(button.changesSelectionAsPrimaryAction)
    }

    /// A tap shows the menu below the button (trailing edges aligned) and sends
    /// `.menuActionTriggered` instead of `.primaryActionTriggered`; a pick runs the action.
    func testATapShowsTheMenuAsThePrimaryAction() async throws {
        ManualClock.install()
        let (window, input) = makeWindow()
        let (menu, actions) = menu()
        let button = UIButton(type: .system)
        button.setTitle("Range", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 300, height: 44)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        window.addSubview(button)
        input.tap(at: input.center(of: button))
        let shown = try XCTUnwrap(overlay(in: window))
        XCTAssertEqual(events, ["menu"])
        XCTAssertEqual(shown.listView.frame, CGRect(x: 70, y: 64, width: 250, height: 132))
        input.tap(at: CGPoint(x: 100, y: 64 + 44 + 22))
        XCTAssertEqual(picked, ["Week"])
        XCTAssertNil(overlay(in: window))
        XCTAssertEqual(actions.map(\.state), [.off, .off, .off], "not a pop-up button: no selection kept")
        XCTAssertEqual(button.title(for: .normal), "Range")
    }

    /// A pop-up button shows the selected element's title (the first when none is selected)
    /// and a pick changes the selection and the title; it does not toggle `isSelected`.
    func testAPopUpButtonShowsTheSelectedElement() async throws {
        ManualClock.install()
        let (window, input) = makeWindow()
        let (menu, actions) = menu(options: .singleSelection)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 300, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = menu
        window.addSubview(button)
        XCTAssertEqual(actions.map(\.state), [.on, .off, .off])
        XCTAssertEqual(button.title(for: .normal), "Day")
        input.tap(at: input.center(of: button))
        XCTAssertNotNil(overlay(in: window))
        input.tap(at: CGPoint(x: 100, y: 64 + 88 + 22))
        XCTAssertEqual(picked, ["Month"])
        XCTAssertEqual(actions.map(\.state), [.off, .off, .on])
        XCTAssertEqual(button.title(for: .normal), "Month")
        XCTAssertFalse(button.isSelected)
    }

    /// Without a menu shown as the primary action, `changesSelectionAsPrimaryAction` toggles
    /// the selection, as before.
    func testWithoutAMenuTheSelectionToggles() async {
        ManualClock.install()
        let (window, input) = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        window.addSubview(button)
        input.tap(at: input.center(of: button))
        XCTAssertTrue(button.isSelected)
        XCTAssertNil(overlay(in: window))
    }
}
