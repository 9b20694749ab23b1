import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// A label without text is not an accessibility element, so XCUITest does not find it.
@MainActor
final class XCUIEmptyLabelTests: UITestCase {
    func testALabelIsAnElementOnlyWhileItHasText() async {
        let label = UILabel(frame: CGRect(x: 20, y: 600, width: 200, height: 20))
        label.accessibilityIdentifier = "status-line"
        XCTAssertFalse(label.isAccessibilityElement, "nil text")
        label.text = ""
        XCTAssertFalse(label.isAccessibilityElement, "empty text")
        label.text = "Saved"
        XCTAssertTrue(label.isAccessibilityElement)
        screen.view.addSubview(label)
        XCTAssertTrue(app.staticTexts["status-line"].exists)
        XCTAssertEqual(app.staticTexts["status-line"].label, "Saved")
        label.text = ""
        app.buttons["save-button"].tap()   // an action: the app settles, the tree is read again
        XCTAssertFalse(app.staticTexts["status-line"].exists)
        // An explicit setting wins, as for any view.
        label.isAccessibilityElement = true
        XCTAssertTrue(label.isAccessibilityElement)
    }
}
