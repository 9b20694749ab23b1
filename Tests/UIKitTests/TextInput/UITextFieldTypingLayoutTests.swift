import XCTest
import UIKit
import UIKitTesting

/// Typed text is laid out without reading its attribute runs back (every key of one style):
/// the line it gives is the one the same styled text gives, and a key of another style, a
/// paste or a new placeholder or font is measured anew.
@MainActor
final class UITextFieldTypingLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A field showing `text` set as styled text (its runs read from the attributed string).
    private func styledField(_ text: NSAttributedString, in window: UIWindow) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.attributedText = text
        window.addSubview(field)
        return field
    }

    private func caretXs(_ field: UITextField) -> [CGFloat] {
        (0...field.offset(from: field.beginningOfDocument, to: field.endOfDocument)).map {
            field.caretRect(for: field.position(from: field.beginningOfDocument, offset: $0)!).minX
        }
    }

    func testTypedKeysLayOutAsTheSameStyledText() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.autocapitalizationType = .none
        XCTAssertTrue(field.becomeFirstResponder())
        for character in "Wave, hello" { input.typeText(String(character)) }
        XCTAssertEqual(field.text, "Wave, hello")
        // The same characters and attributes, in two runs of equal attributes.
        let attributes = field.defaultTextAttributes
        let styled = NSMutableAttributedString(string: "Wave, ", attributes: attributes)
        styled.append(NSAttributedString(string: "hello", attributes: field.defaultTextAttributes))
        let reference = styledField(styled, in: window)
        XCTAssertEqual(field.intrinsicContentSize, reference.intrinsicContentSize)
        XCTAssertGreaterThan(field.intrinsicContentSize.width, 14 + 40)
        let typed = caretXs(field), expected = caretXs(reference)
        XCTAssertEqual(typed.count, expected.count)
        for (x, y) in zip(typed, expected) { XCTAssertEqual(x, y, accuracy: 0.01) }
        // Deleting keeps the rest's style; the width follows.
        input.pressKey(.keyboardDeleteOrBackspace)
        reference.attributedText = NSAttributedString(string: "Wave, hell", attributes: attributes)
        XCTAssertEqual(field.intrinsicContentSize, reference.intrinsicContentSize)
    }

    func testAKeyOfAnotherStyleIsMeasuredWithItsOwnFont() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.autocapitalizationType = .none
        XCTAssertTrue(field.becomeFirstResponder())
        input.typeText("a")
        input.typeText("b")
        let before = field.intrinsicContentSize.width
        var big = field.defaultTextAttributes
        big[.font] = UIFont.systemFont(ofSize: 40)
        field.typingAttributes = big
        input.typeText("W")
        let styled = NSMutableAttributedString(string: "ab", attributes: field.defaultTextAttributes)
        styled.append(NSAttributedString(string: "W", attributes: big))
        let reference = styledField(styled, in: window)
        XCTAssertEqual(field.intrinsicContentSize.width, reference.intrinsicContentSize.width)
        XCTAssertGreaterThan(field.intrinsicContentSize.width - before, 30, "a 40-point W")
        // Typing on after it takes the W's style (the character before the caret).
        input.typeText("W")
        styled.append(NSAttributedString(string: "W", attributes: big))
        reference.attributedText = styled
        XCTAssertEqual(field.intrinsicContentSize.width, reference.intrinsicContentSize.width)
    }

    func testTextSetAgainAndRestyledIsMeasuredAgain() async {
        let field = UITextField()
        field.text = "mm"
        let two = field.intrinsicContentSize.width
        field.text = "mmmm"
        XCTAssertGreaterThan(field.intrinsicContentSize.width, two)
        let four = field.intrinsicContentSize.width
        field.font = UIFont.systemFont(ofSize: 34)
        XCTAssertGreaterThan(field.intrinsicContentSize.width, four * 1.5)
        field.isSecureTextEntry = true
        let label = UILabel()
        label.font = field.font
        label.text = String(repeating: "\u{2022}", count: 4)
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
    }

    func testThePlaceholderIsMeasuredAgainWhenItOrTheFontChanges() async {
        let field = UITextField()
        let label = UILabel()
        label.font = field.font
        field.placeholder = "Hi"
        label.text = "Hi"
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
        field.placeholder = "Hello, world"
        label.text = "Hello, world"
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
        field.font = UIFont.systemFont(ofSize: 30)
        label.font = field.font
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
        field.attributedPlaceholder = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
    }
}
