import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// `XCUIElement.firstMatch`: an element that resolves to the first match of its query, where
/// the element itself would fail on several matches.
@MainActor
final class XCUIElementFirstMatchTests: UITestCase {
    func testFirstMatchOfAnElementTakesTheFirstOfSeveralMatches() async {
        let twin = UIButton(type: .system)
        twin.setTitle("Save", for: .normal)
        twin.frame = CGRect(x: 20, y: 500, width: 100, height: 44)
        screen.view.addSubview(twin)
        let save = app.buttons["Save"]
        let multiple = failures { _ = save.frame }
        XCTAssertEqual(multiple.map(\.message),
                       ["Failed to get matching snapshot: Multiple matching elements found for <XCUIElementQuery: Elements matching predicate '\"Save\" IN identifiers'>."])
        XCTAssertEqual(save.firstMatch.frame, CGRect(x: 20, y: 60, width: 100, height: 44), "the first in the tree's order")
        XCTAssertEqual(save.firstMatch.identifier, "save-button")
        save.firstMatch.tap()
        XCTAssertEqual(screen.saveCount, 1)
    }

    func testFirstMatchOfAnUniqueElementIsThatElementAndOfTheAppTheApp() async {
        XCTAssertEqual(app.buttons["save-button"].firstMatch.label, "Save")
        XCTAssertTrue(app.firstMatch === app)
        // An element picked by index is already a single pick: firstMatch keeps it.
        XCTAssertEqual(app.buttons.element(boundBy: 1).firstMatch.label, "Cancel")
        XCTAssertFalse(app.buttons["Nothing"].firstMatch.exists)
    }
}
