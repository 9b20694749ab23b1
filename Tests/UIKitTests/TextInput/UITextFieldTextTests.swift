import XCTest
import UIKit
import UIKitTesting

/// Text, attributes and traits of UITextField.
@MainActor
final class UITextFieldTextTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTextReadsEmptyNotNil() async {
        let field = UITextField()
        XCTAssertEqual(field.text, "")
        field.text = "a"
        field.text = nil
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.attributedText?.string, "")
    }

    func testDefaultsAreUIKits() async {
        let field = UITextField()
        XCTAssertEqual(field.font, UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(field.font?.pointSize, 17)
        XCTAssertEqual(field.textColor, UIColor.label)
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertEqual(field.leftViewMode, .never)
        XCTAssertEqual(field.rightViewMode, .never)
        XCTAssertFalse(field.clearsOnBeginEditing)
        XCTAssertFalse(field.clearsOnInsertion)
        XCTAssertFalse(field.adjustsFontSizeToFitWidth)
        XCTAssertEqual(field.minimumFontSize, 0)
        XCTAssertFalse(field.isEditing)
        XCTAssertNil(field.placeholder)
        XCTAssertNil(field.typingAttributes)
        XCTAssertNil(field.selectedTextRange)
        XCTAssertEqual(field.autocapitalizationType, .sentences)
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertEqual(field.returnKeyType, .default)
        XCTAssertFalse(field.isSecureTextEntry)
        XCTAssertNil(field.textContentType)
        XCTAssertTrue(field.canBecomeFirstResponder)
    }

    func testRawValuesAreUIKits() async {
        XCTAssertEqual(UITextField.BorderStyle.roundedRect.rawValue, 3)
        XCTAssertEqual(UITextField.ViewMode.always.rawValue, 3)
        XCTAssertEqual(UITextField.ViewMode.unlessEditing.rawValue, 2)
        XCTAssertEqual(UITextLayoutDirection.right.rawValue, 2)
        XCTAssertEqual(UITextLayoutDirection.down.rawValue, 5)
        XCTAssertEqual(UITextStorageDirection.backward.rawValue, 1)
        XCTAssertEqual(UITextGranularity.document.rawValue, 5)
        XCTAssertEqual(UIKeyboardAppearance.alert, .dark)
        XCTAssertEqual(UITextContentType.emailAddress.rawValue, "email")
        XCTAssertEqual(UITextContentType.oneTimeCode.rawValue, "one-time-code")
        XCTAssertEqual(UITextSpellCheckingType.yes.rawValue, 2)
    }

    func testTextTakesTheDefaultTextAttributes() async {
        let field = UITextField()
        let font = UIFont.systemFont(ofSize: 12)
        field.font = font
        field.textColor = .red
        field.text = "abc"
        let attributes = field.attributedText!.attributes(at: 1, effectiveRange: nil)
        XCTAssertEqual(attributes[.font] as? UIFont, font)
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .red)
        XCTAssertEqual(field.defaultTextAttributes[.font] as? UIFont, font)
    }

    func testFontAppliesToTheWholeTextAndThePlaceholder() async {
        let field = UITextField()
        field.placeholder = "Name"
        field.text = "abc"
        let font = UIFont.boldSystemFont(ofSize: 20)
        field.font = font
        XCTAssertEqual(field.attributedText!.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, font)
        XCTAssertEqual(field.attributedPlaceholder!.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, font)
        field.font = nil
        XCTAssertEqual(field.font, UIFont.preferredFont(forTextStyle: .body))
    }

    func testSettingDefaultTextAttributesAppliesThemAndUpdatesTheProperties() async {
        let field = UITextField()
        field.text = "abc"
        let font = UIFont.systemFont(ofSize: 30)
        field.defaultTextAttributes = [.font: font, .foregroundColor: UIColor.blue, .kern: 2]
        XCTAssertEqual(field.font, font)
        XCTAssertEqual(field.textColor, .blue)
        let attributes = field.attributedText!.attributes(at: 2, effectiveRange: nil)
        XCTAssertEqual(attributes[.kern] as? Int, 2)
        XCTAssertEqual(attributes[.font] as? UIFont, font)
    }

    func testPlaceholderIsStyledWithThePlaceholderColor() async {
        let field = UITextField()
        field.placeholder = "Email"
        XCTAssertEqual(field.attributedPlaceholder?.string, "Email")
        XCTAssertEqual(field.attributedPlaceholder!.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor,
                       .placeholderText)
        field.attributedPlaceholder = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(field.placeholder, "Red")
        XCTAssertEqual(field.attributedPlaceholder!.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, .red)
    }

    func testTypingAttributesApplyToTypedTextOnly() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        field.text = "ab"
        field.becomeFirstResponder()
        XCTAssertEqual(field.typingAttributes?[.font] as? UIFont, field.font)
        field.typingAttributes = [.font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.green]
        input.typeText("c")
        let attributes = field.attributedText!.attributes(at: 2, effectiveRange: nil)
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .green)
        XCTAssertEqual(field.attributedText!.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, .label)
    }

    func testInputViewsAreStored() async {
        let field = UITextField()
        let custom = UIView(), accessory = UIView()
        field.inputView = custom
        field.inputAccessoryView = accessory
        XCTAssertTrue(field.inputView === custom)
        XCTAssertTrue(field.inputAccessoryView === accessory)
    }
}
