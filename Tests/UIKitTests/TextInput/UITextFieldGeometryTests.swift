import XCTest
import UIKit
import UIKitTesting

/// The rect overrides, intrinsic size, and what the field draws.
@MainActor
final class UITextFieldGeometryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)

    func testTextRectsOfEachBorderStyle() async {
        let field = UITextField(frame: bounds)
        XCTAssertEqual(field.textRect(forBounds: bounds), bounds)
        XCTAssertEqual(field.borderRect(forBounds: bounds), bounds)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.editingRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.placeholderRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        field.borderStyle = .line
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 4, y: 2, width: 192, height: 30))
    }

    func testOverlayViewsTakeTheirRectsAndNarrowTheText() async {
        let field = UITextField(frame: bounds)
        field.borderStyle = .roundedRect
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        field.leftView = left
        field.rightView = right
        // Mode .never: not shown, the text keeps its rect.
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        field.leftViewMode = .always
        field.rightViewMode = .unlessEditing
        XCTAssertEqual(field.leftViewRect(forBounds: bounds), CGRect(x: 0, y: 7, width: 20, height: 20))
        XCTAssertEqual(field.rightViewRect(forBounds: bounds), CGRect(x: 170, y: 12, width: 30, height: 10))
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 20, y: 0, width: 150, height: 34))
        field.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 20, height: 20))
        XCTAssertEqual(right.frame, CGRect(x: 170, y: 12, width: 30, height: 10))
        XCTAssertTrue(left.superview === field)
    }

    func testClearButtonShowsWithTextAsItsModeSays() async {
        let field = UITextField(frame: bounds)
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        XCTAssertEqual(field.clearButtonRect(forBounds: bounds), CGRect(x: 174, y: 8, width: 19, height: 19))
        // Empty: no clear button, the text keeps its width.
        XCTAssertEqual(field.textRect(forBounds: bounds).width, 186)
        field.text = "abc"
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 167, height: 34))
        field.clearButtonMode = .whileEditing
        XCTAssertEqual(field.textRect(forBounds: bounds).width, 186)
    }

    func testIntrinsicContentSize() async {
        let field = UITextField()
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 14, height: 34))
        let label = UILabel()
        label.font = field.font
        label.text = "Hello"
        field.text = "Hello"
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width + 14)
        field.borderStyle = .none
        XCTAssertEqual(field.intrinsicContentSize.height, (field.font!.lineHeight - 1e-6).rounded(.up))
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
        // A wider placeholder sets the width.
        field.text = ""
        field.placeholder = "Hello, world"
        label.text = "Hello, world"
        XCTAssertEqual(field.intrinsicContentSize.width, label.intrinsicContentSize.width)
    }

    func testAutoLayoutUsesTheIntrinsicHeight() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(field.frame, CGRect(x: 16, y: 50, width: 288, height: 34))
    }

    func testSubclassRectOverridesMoveTheCaretAndTheText() async {
        final class PaddedField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        XCTAssertEqual(field.caretRect(for: field.beginningOfDocument).minX, 30)
        XCTAssertEqual(field.placeholderRect(forBounds: field.bounds).minX, 30)
        field.text = "m"
        let plain = UITextField(frame: field.frame)
        plain.text = "m"
        window.addSubview(plain)
        plain.becomeFirstResponder()
        XCTAssertEqual(field.caretRect(for: field.endOfDocument).minX - 30, plain.caretRect(for: plain.endOfDocument).minX,
                       accuracy: 0.01)
    }

    func testLongTextScrollsToKeepTheCaretVisible() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        input.typeText(String(repeating: "m", count: 60))
        let editing = field.editingRect(forBounds: field.bounds)
        let caret = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(caret.maxX, editing.maxX, accuracy: 0.5)
        input.pressKey(.keyboardHome)
        XCTAssertEqual(field.caretRect(for: field.beginningOfDocument).minX, editing.minX)
    }

    // MARK: Pixels

    func testRoundedRectDrawsAHairlineBorderAroundAWhiteFill() async {
        let field = UITextField(frame: bounds)
        field.borderStyle = .roundedRect
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in field.draw(bounds) }
        // At 2x the 0.5-point border is exactly the outer pixel row.
        XCTAssertEqual(image.pixel(200, 0), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(0, 34), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(399, 34), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(200, 67), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(200, 1), Pixel(255, 255, 255, 255))
        XCTAssertEqual(image.pixel(200, 34), Pixel(255, 255, 255, 255))
        // The corners are rounded (radius 5): the very corner is outside the shape.
        XCTAssertEqual(image.pixel(0, 0).a, 0)
        XCTAssertEqual(image.pixel(1, 1).a, 0)
    }

    func testANoneBorderFieldDrawsNoBackground() async {
        let field = UITextField(frame: bounds)
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: 100, y: 17)).a, 0)
    }

    func testTheCaretIsDrawnInTheTintColorAndBlinks() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.tintColor = .red
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        let caret = field.caretRect(for: field.beginningOfDocument)
        let center = CGPoint(x: caret.midX, y: caret.midY)
        XCTAssertEqual(Snapshot.pixel(of: field, at: center, scale: 2), Pixel(255, 0, 0, 255))
        input.advance(by: 0.5)
        XCTAssertEqual(Snapshot.pixel(of: field, at: center, scale: 2), Pixel(255, 255, 255, 255))
        input.advance(by: 0.5)
        XCTAssertEqual(Snapshot.pixel(of: field, at: center, scale: 2), Pixel(255, 0, 0, 255))
        input.advance(by: 0.5)
        // Typing shows the caret solid again, at its new place.
        input.typeText("x")
        let moved = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: moved.midX, y: moved.midY), scale: 2), Pixel(255, 0, 0, 255))
        // Ending editing hides it.
        field.resignFirstResponder()
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: moved.midX, y: moved.midY), scale: 2), Pixel(255, 255, 255, 255))
    }

    func testTheSelectionIsATintedHighlight() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        field.text = "...."
        field.becomeFirstResponder()
        input.pressKey(.keyboardA, modifierFlags: .control)
        let rect = field.selectionRects(for: field.selectedTextRange!)[0].rect
        // Above the dots (they sit on the baseline): the highlight over white.
        let pixel = Snapshot.pixel(of: field, at: CGPoint(x: rect.midX, y: rect.minY + 2), scale: 1)
        XCTAssertTrue(pixel.isClose(to: Pixel(204, 204, 255, 255), tolerance: 2), "\(pixel)")
        let outside = Snapshot.pixel(of: field, at: CGPoint(x: rect.maxX + 20, y: rect.minY + 2), scale: 1)
        XCTAssertEqual(outside, Pixel(255, 255, 255, 255))
    }

    func testSecureTextIsDrawnAsBullets() async {
        let secure = UITextField(frame: bounds)
        secure.isSecureTextEntry = true
        secure.text = "ab\u{1F600}"
        let bullets = UITextField(frame: bounds)
        bullets.text = "\u{2022}\u{2022}\u{2022}"
        let a = Snapshot.image(of: secure).cgImage!, b = Snapshot.image(of: bullets).cgImage!
        var inked = 0
        for y in 0..<34 {
            for x in 0..<200 {
                XCTAssertEqual(a.pixel(x, y), b.pixel(x, y), "at \(x), \(y)")
                if a.pixel(x, y).a > 0 { inked += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 20)
    }

    func testThePlaceholderShowsOnlyWhileEmpty() async {
        let field = UITextField(frame: bounds)
        field.placeholder = "Name"
        let withPlaceholder = Snapshot.image(of: field).cgImage!
        let reference = UITextField(frame: bounds)
        reference.attributedText = NSAttributedString(string: "Name", attributes: [.font: field.font!, .foregroundColor: UIColor.placeholderText])
        let asText = Snapshot.image(of: reference).cgImage!
        var differences = 0, inked = 0
        for y in 0..<34 {
            for x in 0..<200 {
                if withPlaceholder.pixel(x, y) != asText.pixel(x, y) { differences += 1 }
                if withPlaceholder.pixel(x, y).a > 0 { inked += 1 }
            }
        }
        XCTAssertEqual(differences, 0)
        XCTAssertGreaterThan(inked, 20)
        field.text = "x"
        let replaced = Snapshot.image(of: field).cgImage!
        XCTAssertNotEqual(replaced.pixel(30, 17), withPlaceholder.pixel(30, 17))
    }

    func testBackgroundImagesFillTheBorderRectUnlessRoundedRect() async {
        func image(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        let field = UITextField(frame: bounds)
        field.background = image(.red)
        field.disabledBackground = image(.green)
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: 100, y: 17)), Pixel(255, 0, 0, 255))
        field.isEnabled = false
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: 100, y: 17)), Pixel(0, 255, 0, 255))
        field.isEnabled = true
        // UIKit ignores the background image of a rounded-rect field.
        field.borderStyle = .roundedRect
        XCTAssertEqual(Snapshot.pixel(of: field, at: CGPoint(x: 100, y: 17)), Pixel(255, 255, 255, 255))
    }
}
