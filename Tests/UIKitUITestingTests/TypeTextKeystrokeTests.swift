import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// XCUITest's `typeText` presses one key per character, as the keyboard does: a text field's
/// delegate sees each character as its own change.
@MainActor
final class TypeTextKeystrokeTests: UITestCase {
    func testEachCharacterIsItsOwnChangeSoALengthLimitingDelegateKeepsThePrefix() async {
        let limiter = LengthLimiter(limit: 6)
        screen.nameField.delegate = limiter
        let field = app.textFields["Name"]
        field.tap()
        field.typeText("12345678")
        XCTAssertEqual(screen.nameField.text, "123456", "the keys past the limit are refused one by one")
        XCTAssertEqual(limiter.replacements, ["1", "2", "3", "4", "5", "6", "7", "8"])
    }

    func testAGraphemeClusterIsOneKeystroke() async {
        let limiter = LengthLimiter(limit: 10)
        screen.nameField.delegate = limiter
        let field = app.textFields["Name"]
        field.tap()
        field.typeText("e\u{301}👍🏽")
        XCTAssertEqual(limiter.replacements, ["e\u{301}", "👍🏽"])
    }
}

private final class LengthLimiter: NSObject, UITextFieldDelegate {
    let limit: Int
    var replacements: [String] = []
    init(limit: Int) { self.limit = limit }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        replacements.append(string)
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: swiftRange, with: string).count <= limit
    }
}
