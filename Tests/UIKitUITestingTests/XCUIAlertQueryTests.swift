import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// `app.alerts` and `app.sheets`: presented alert controllers, named by their titles.
@MainActor
final class XCUIAlertQueryTests: UITestCase {
    func testAlertIsFoundByTitleAndItsButtonTaps() async {
        let alert = UIAlertController(title: "Delete Draft?", message: "It cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        XCTAssertEqual(app.alerts.count, 0)
        screen.present(alert, animated: false)
        XCTAssertEqual(app.alerts.count, 1)
        XCTAssertEqual(app.sheets.count, 0)
        let element = app.alerts["Delete Draft?"]
        XCTAssertTrue(element.exists)
        XCTAssertEqual(element.elementType, .alert)
        XCTAssertEqual(element.label, "Delete Draft?")
        XCTAssertEqual(element.identifier, "Delete Draft?")
        XCTAssertEqual(element.frame.width, 270)
        XCTAssertTrue(app.alerts.firstMatch.staticTexts["It cannot be undone."].exists)
        XCTAssertEqual(element.buttons.count, 2)
        XCTAssertEqual(element.buttons.element(boundBy: 0).label, "Cancel", "cancel on the leading side")
        element.buttons["Delete"].tap()
        XCTAssertEqual(chosen, ["delete"])
        XCTAssertFalse(app.alerts["Delete Draft?"].exists)
    }

    func testAlertTextFieldTakesTypedText() async {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        var name = ""
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in name = alert.textFields?.first?.text ?? "" })
        screen.present(alert, animated: false)
        let field = app.alerts["Rename"].textFields.firstMatch
        XCTAssertTrue(field.exists)
        XCTAssertEqual(field.placeholderValue, "Name")
        field.typeText("Notes")
        app.alerts["Rename"].buttons["OK"].tap()
        XCTAssertEqual(name, "Notes")
    }

    /// Return typed in the alert's field runs the only action, as the hardware keyboard's
    /// Return does on iOS.
    func testReturnInTheFieldRunsTheAction() async {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        var name = ""
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in name = alert.textFields?.first?.text ?? "" })
        screen.present(alert, animated: false)
        app.alerts["Rename"].textFields.firstMatch.typeText("Inbox\n")
        XCTAssertEqual(name, "Inbox")
        XCTAssertFalse(app.alerts["Rename"].exists)
    }

    func testActionSheetIsASheet() async {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        var chosen = ""
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in chosen = "share" })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen = "cancel" })
        screen.present(sheet, animated: false)
        XCTAssertEqual(app.alerts.count, 0)
        XCTAssertEqual(app.sheets.count, 1)
        XCTAssertEqual(app.sheets.element.label, "Photo")
        XCTAssertEqual(app.sheets.buttons.count, 2, "the cancel group is part of the sheet")
        XCTAssertEqual(app.sheets.element.frame.maxY, 844 - max(8, window.safeAreaInsets.bottom))
        app.sheets.buttons["Cancel"].tap()
        XCTAssertEqual(chosen, "cancel")
        XCTAssertEqual(app.sheets.count, 0)
    }
}
