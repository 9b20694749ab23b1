import XCTest
import UIKit
import UIKitTesting

/// Reviewed renderings of text fields: each border style, placeholder, text, a selection,
/// marked text and a secure field.
@MainActor
final class UITextFieldGoldenImageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testFieldsInEveryState() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 330))
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        func field(_ y: CGFloat, _ style: UITextField.BorderStyle, configure: (UITextField) -> Void) -> UITextField {
            let field = UITextField(frame: CGRect(x: 10, y: y, width: 240, height: 34))
            field.borderStyle = style
            field.autocapitalizationType = .none
            window.addSubview(field)
            configure(field)
            return field
        }
        _ = field(10, .roundedRect) { $0.placeholder = "Placeholder" }
        _ = field(54, .roundedRect) { $0.text = "Text, ünïcödé, 한글" }
        _ = field(98, .line) { $0.text = "Line border"; $0.clearButtonMode = .always }
        _ = field(142, .bezel) { $0.text = "Bezel border" }
        _ = field(186, .roundedRect) { $0.isSecureTextEntry = true; $0.text = "secret" }
        let selecting = field(230, .roundedRect) { $0.text = "Select this word" }
        selecting.becomeFirstResponder()
        let start = selecting.position(from: selecting.beginningOfDocument, offset: 7)!
        selecting.selectedTextRange = selecting.textRange(from: start, to: selecting.position(from: start, offset: 4)!)
        window.layoutIfNeeded()
        XCTAssertNil(Snapshot.verify(window, named: "fields", scale: 2))

        // Marked text of an input method: underlined, the caret at its end.
        let composing = field(274, .roundedRect) { $0.text = "Ha" }
        composing.becomeFirstResponder()
        composing.setMarkedText("ngul 한", selectedRange: NSRange(location: 6, length: 0))
        window.layoutIfNeeded()
        XCTAssertNil(Snapshot.verify(composing, named: "marked-text", scale: 2))
    }
}
