import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIAlertControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    /// The box that draws the alert or sheet (the root view's only subview).
    private func box(of alert: UIAlertController) -> UIView {
        alert.view.subviews[0]
    }

    private func buttons(in view: UIView) -> [UIControl] {
        var found: [UIControl] = []
        func walk(_ view: UIView) {
            if let control = view as? UIControl, view.isAccessibilityElement { found.append(control) }
            for subview in view.subviews { walk(subview) }
        }
        walk(view)
        return found
    }

    func testInitializerAndRawValuesMatchUIKit() async {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        XCTAssertEqual(alert.title, "Delete?")
        XCTAssertEqual(alert.message, "It cannot be undone.")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.actions.count, 0)
        XCTAssertNil(alert.textFields)
        XCTAssertNil(alert.preferredAction)
        XCTAssertEqual(alert.severity, .default)
        XCTAssertEqual(UIAlertController.Style.actionSheet.rawValue, 0)
        XCTAssertEqual(UIAlertController.Style.alert.rawValue, 1)
        XCTAssertEqual(UIAlertAction.Style.default.rawValue, 0)
        XCTAssertEqual(UIAlertAction.Style.cancel.rawValue, 1)
        XCTAssertEqual(UIAlertAction.Style.destructive.rawValue, 2)
        XCTAssertEqual(UIAlertControllerSeverity.critical.rawValue, 1)
    }

    func testActionCopyKeepsTitleStyleEnabledAndHandler() async {
        var runs = 0
        let action = UIAlertAction(title: "Delete", style: .destructive) { _ in runs += 1 }
        action.isEnabled = false
        let copy = action.copy() as! UIAlertAction
        XCTAssertFalse(copy === action)
        XCTAssertEqual(copy.title, "Delete")
        XCTAssertEqual(copy.style, .destructive)
        XCTAssertFalse(copy.isEnabled)
        copy.isEnabled = true
        XCTAssertFalse(action.isEnabled, "the copy is independent")
        let (_, root, input) = makePresenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(copy)
        root.present(alert, animated: false)
        input.tap(buttons(in: alert.view)[0])
        XCTAssertEqual(runs, 1, "the copy runs the original's handler")
    }

    /// UIKit: 270 pt wide, centred, 14 pt corners; two actions side by side with the cancel
    /// action on the left; buttons 44 pt tall.
    func testAlertIsCentredWithTwoButtonsSideBySide() async {
        let (window, root, _) = makePresenter()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertEqual(alert.view.frame, window.bounds)
        window.layoutIfNeeded()
        let card = box(of: alert)
        XCTAssertEqual(card.frame.width, 270)
        XCTAssertEqual(card.frame.midX, 195)
        XCTAssertEqual(card.frame.midY, 422, accuracy: 1)
        XCTAssertEqual(card.layer.cornerRadius, 14)
        let controls = buttons(in: card)
        XCTAssertEqual(controls.map(\.accessibilityLabel), ["Cancel", "OK"])
        XCTAssertEqual(controls[0].frame, CGRect(x: 0, y: card.bounds.height - 44, width: 135, height: 44))
        XCTAssertEqual(controls[1].frame, CGRect(x: 135, y: card.bounds.height - 44, width: 135, height: 44))
        XCTAssertTrue(alert.view.accessibilityViewIsModal, "the views behind are not read while it shows")
        XCTAssertEqual(card.accessibilityLabel, "Title")
    }

    /// UIKit: three or more actions are stacked, the cancel action at the bottom.
    func testThreeActionsAreStackedWithCancelLast() async {
        let (window, root, _) = makePresenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let card = box(of: alert)
        let controls = buttons(in: card)
        XCTAssertEqual(controls.map(\.accessibilityLabel), ["One", "Delete", "Cancel"])
        let height = card.bounds.height
        XCTAssertEqual(controls.map(\.frame), [
            CGRect(x: 0, y: height - 132, width: 270, height: 44),
            CGRect(x: 0, y: height - 88, width: 270, height: 44),
            CGRect(x: 0, y: height - 44, width: 270, height: 44),
        ])
    }

    /// UIKit: the alert is dismissed, then the handler runs (it may present again).
    func testTapDismissesThenRunsTheHandler() async {
        let (window, root, input) = makePresenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var seen: [String] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            seen.append(action.title ?? "")
            seen.append(root.presentedViewController == nil ? "dismissed" : "still presented")
        })
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        input.tap(buttons(in: alert.view)[0])
        XCTAssertEqual(seen, ["OK", "dismissed"])
        // UIKit: the alert fades out (see AlertDismissalAnimationTests), then leaves the window.
        ManualClock.advance(by: 0.3)
        XCTAssertNil(alert.view.window)
    }

    func testDisabledActionIgnoresTaps() async {
        let (window, root, input) = makePresenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var runs = 0
        let action = UIAlertAction(title: "OK", style: .default) { _ in runs += 1 }
        action.isEnabled = false
        alert.addAction(action)
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        input.tap(buttons(in: alert.view)[0])
        XCTAssertEqual(runs, 0)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertTrue(buttons(in: alert.view)[0].accessibilityTraits.contains(.notEnabled))
        action.isEnabled = true
        window.layoutIfNeeded()
        input.tap(buttons(in: alert.view)[0])
        XCTAssertEqual(runs, 1, "enabling the action while shown makes its button work")
    }

    /// Return runs the preferred action (or the only non-cancel one); Escape the cancel one.
    func testReturnAndEscapeKeys() async {
        let (window, root, input) = makePresenter()
        var seen: [String] = []
        func makeAlert() -> UIAlertController {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in seen.append("cancel") })
            alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in seen.append("save") })
            return alert
        }
        let first = makeAlert()
        root.present(first, animated: false)
        window.layoutIfNeeded()
        input.pressKey(.keyboardReturnOrEnter, characters: "\r")
        XCTAssertEqual(seen, ["save"], "the only non-cancel action")
        XCTAssertNil(root.presentedViewController)
        let second = makeAlert()
        root.present(second, animated: false)
        input.pressKey(.keyboardEscape, characters: "\u{1B}")
        XCTAssertEqual(seen, ["save", "cancel"])
        let third = makeAlert()
        third.addAction(UIAlertAction(title: "Other", style: .default) { _ in seen.append("other") })
        root.present(third, animated: false)
        input.pressKey(.keyboardReturnOrEnter, characters: "\r")
        XCTAssertEqual(seen, ["save", "cancel"], "two candidates and no preferred action: Return does nothing")
        third.preferredAction = third.actions[2]
        input.pressKey(.keyboardReturnOrEnter, characters: "\r")
        XCTAssertEqual(seen, ["save", "cancel", "other"])
    }

    /// Text fields are editable, the first one starts editing, and `textFields` returns them.
    func testTextFieldsAreEditableAndReturned() async {
        let (window, root, input) = makePresenter()
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        var typed = ""
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in typed = alert.textFields?[0].text ?? "" })
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let fields = alert.textFields ?? []
        XCTAssertEqual(fields.count, 2)
        XCTAssertEqual(fields[0].placeholder, "Name")
        XCTAssertTrue(fields[1].isSecureTextEntry)
        XCTAssertTrue(fields[0].isFirstResponder)
        XCTAssertTrue(fields[0].isDescendant(of: box(of: alert)))
        XCTAssertLessThan(fields[0].frame.maxY, fields[1].frame.minY)
        input.typeText("Ada")
        XCTAssertEqual(fields[0].text, "Ada")
        input.pressKey(.keyboardReturnOrEnter, characters: "\r")
        XCTAssertEqual(typed, "Ada", "Return in the field runs the only action")
    }

    /// UIKit: an action sheet sits at the bottom, 8 pt from the sides, with the cancel action
    /// in its own group 8 pt below the others.
    func testActionSheetLayout() async {
        let (window, root, input) = makePresenter()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var seen: [String] = []
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in seen.append("cancel") })
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in seen.append("share") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in seen.append("delete") })
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        let container = box(of: sheet)
        XCTAssertEqual(container.frame.minX, 8)
        XCTAssertEqual(container.frame.width, 374)
        XCTAssertEqual(container.frame.maxY, 844 - max(8, window.safeAreaInsets.bottom))
        let controls = buttons(in: container)
        XCTAssertEqual(controls.map(\.accessibilityLabel), ["Share", "Delete", "Cancel"])
        let frames = controls.map { $0.convert($0.bounds, to: container) }
        XCTAssertEqual(frames[0].height, 57)
        XCTAssertEqual(frames[1].minY, frames[0].maxY)
        XCTAssertEqual(frames[2].minY, frames[1].maxY + 8)
        XCTAssertEqual(frames[2].maxY, container.bounds.height)
        input.tap(controls[1])
        XCTAssertEqual(seen, ["delete"])
        XCTAssertNil(root.presentedViewController)
    }

    func testCancelActionIsBoldUnlessAnotherIsPreferred() async {
        let (window, root, _) = makePresenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        func weights() -> [String] {
            buttons(in: alert.view).map { control in
                let label = control.subviews.compactMap { $0 as? UILabel }.first
                return label?.font.fontDescriptor.symbolicTraits.contains(.traitBold) == true ? "bold" : "regular"
            }
        }
        XCTAssertEqual(weights(), ["bold", "regular"])
        alert.preferredAction = ok
        window.layoutIfNeeded()
        XCTAssertEqual(weights(), ["regular", "bold"])
    }

    func testAlertAndSheetSnapshots() async {
        let (window, root, _) = makePresenter()
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.view.backgroundColor = .white
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        assertSnapshot(window, named: "alert")
        alert.dismiss(animated: false)
        let sheet = UIAlertController(title: "Photo", message: "Choose what to do with this photo.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let disabled = UIAlertAction(title: "Print", style: .default)
        disabled.isEnabled = false
        sheet.addAction(disabled)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        assertSnapshot(window, named: "action-sheet")
    }
}
