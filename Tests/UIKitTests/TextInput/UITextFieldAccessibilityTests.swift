import XCTest
import UIKit
import UIKitTesting

/// What VoiceOver reads from a text field.
@MainActor
final class UITextFieldAccessibilityTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testLabelIsThePlaceholderAndValueTheText() async {
        let field = UITextField()
        field.placeholder = "Email"
        field.text = "ada@example.org"
        XCTAssertTrue(field.isAccessibilityElement)
        XCTAssertEqual(field.accessibilityLabel, "Email")
        XCTAssertEqual(field.accessibilityValue, "ada@example.org")
        field.accessibilityLabel = "Work email"
        XCTAssertEqual(field.accessibilityLabel, "Work email")
        field.isSecureTextEntry = true
        XCTAssertEqual(field.accessibilityValue, "\u{2022}".padding(toLength: 15, withPad: "\u{2022}", startingAt: 0))
    }
}
