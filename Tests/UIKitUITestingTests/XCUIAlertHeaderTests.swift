import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// An alert's or a sheet's title and message sit in a scroll view, as on iOS 16 and later,
/// where UI tests find them with `app.scrollViews.staticTexts["Title"]`.
@MainActor
final class XCUIAlertHeaderTests: UITestCase {
    func testAnAlertsTitleAndMessageAreInAScrollView() async {
        let alert = UIAlertController(title: "Delete Draft?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        screen.present(alert, animated: false)
        let header = app.alerts["Delete Draft?"].scrollViews.firstMatch
        XCTAssertTrue(header.exists)
        XCTAssertEqual(header.staticTexts.count, 2)
        XCTAssertEqual(app.scrollViews.staticTexts["Delete Draft?"].label, "Delete Draft?")
        XCTAssertTrue(app.scrollViews.staticTexts["It cannot be undone."].exists)
        // The header spans the box's width from its top; the buttons are not in it.
        XCTAssertEqual(header.frame.minY, app.alerts["Delete Draft?"].frame.minY)
        XCTAssertEqual(header.frame.width, 270)
        XCTAssertEqual(header.buttons.count, 0)
    }

    func testASheetsTitleIsInAScrollViewAndASheetWithoutOneHasNone() async {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: false)
        XCTAssertEqual(app.sheets["Share"].scrollViews.staticTexts["Share"].label, "Share")
        app.sheets["Share"].buttons["Cancel"].tap()
        XCTAssertFalse(app.sheets["Share"].exists)

        let untitled = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        untitled.addAction(UIAlertAction(title: "Copy", style: .default))
        screen.present(untitled, animated: false)
        XCTAssertEqual(app.sheets.count, 1)
        XCTAssertEqual(app.sheets.firstMatch.scrollViews.count, 0)
    }
}
