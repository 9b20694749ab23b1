import XCTest
import UIKit
import UIKitTesting

/// iOS 15–17 text members: the inline prediction trait, the text view's border style and the
/// field's interaction state.
@MainActor
final class TextTraitsAndStateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testInlinePredictionTypeDefaultsAndIsKeptWithIOSRawValues() async {
        let field = UITextField(frame: .zero)
        let textView = UITextView(frame: .zero)
        let bar = UISearchBar(frame: .zero)
        XCTAssertEqual(field.inlinePredictionType, .default)
        XCTAssertEqual(textView.inlinePredictionType, .default)
        XCTAssertEqual(bar.inlinePredictionType, .default)
        field.inlinePredictionType = .no
        textView.inlinePredictionType = .yes
        bar.inlinePredictionType = .no
        XCTAssertEqual(field.inlinePredictionType, .no)
        XCTAssertEqual(textView.inlinePredictionType, .yes)
        XCTAssertEqual(bar.searchTextField.inlinePredictionType, .no)
        XCTAssertEqual([UITextInlinePredictionType.default, .no, .yes].map(\.rawValue), [0, 1, 2])
        let traits: any UITextInputTraits = field
        XCTAssertEqual(traits.inlinePredictionType, .no)
    }

    func testTextViewRoundedRectBorderIsAHairlineWithRoundedCorners() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        XCTAssertEqual(textView.borderStyle, .none)
        XCTAssertEqual(textView.layer.borderWidth, 0)
        XCTAssertEqual([UITextView.BorderStyle.none, .roundedRect].map(\.rawValue), [0, 1])
        textView.backgroundColor = .white
        textView.borderStyle = .roundedRect
        XCTAssertEqual(textView.layer.borderWidth, 0.5)
        XCTAssertEqual(textView.layer.cornerRadius, 5)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: textView.bounds, format: format).image { context in
            textView.layer.render(in: context.cgContext)
        }
        XCTAssertEqual(image.pixel(200, 0), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(0, 60), Pixel(209, 209, 214, 255))
        XCTAssertEqual(image.pixel(200, 60), Pixel(255, 255, 255, 255))
        XCTAssertEqual(image.pixel(0, 0).a, 0, "the corner is rounded off")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(textView)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        XCTAssertEqual(textView.layer.borderColor, UIColor.systemGray4.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor,
                       "resolved again for the dark appearance")
        XCTAssertNotEqual(textView.layer.borderColor, UIColor.systemGray4.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
        textView.borderStyle = .none
        XCTAssertEqual(textView.layer.borderWidth, 0)
        XCTAssertEqual(textView.layer.cornerRadius, 0)
    }

    func testInteractionStateRestoresTheSelectionAndEditing() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!,
                                                  to: field.endOfDocument)
        let saved = field.interactionState
        XCTAssertNotNil(try? PropertyListSerialization.data(fromPropertyList: saved, format: .binary, options: 0),
                        "a property list, archivable")
        field.resignFirstResponder()

        let restored = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(restored)
        restored.text = "hello world"
        restored.interactionState = saved
        XCTAssertTrue(restored.isFirstResponder)
        XCTAssertEqual(restored.selectedOffsets, NSRange(location: 6, length: 5))

        // Clamped to shorter text; a foreign value is ignored.
        restored.text = "hello"
        restored.interactionState = saved
        XCTAssertEqual(restored.selectedOffsets, NSRange(location: 5, length: 0))
        restored.interactionState = "nonsense"
        XCTAssertEqual(restored.selectedOffsets, NSRange(location: 5, length: 0))
    }

    func testMarkedTextIsDrawnWithTheMarkedTextStyle() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        field.textColor = .black
        input.compose("HHHH")
        XCTAssertNotNil(field.markedTextRange)
        func redInk() -> Int {
            let image = Snapshot.image(of: field).cgImage!
            var count = 0
            for y in 0..<34 {
                for x in 0..<200 {
                    let pixel = image.pixel(x, y)
                    if pixel.r > 200, pixel.g < 80, pixel.b < 80 { count += 1 }
                }
            }
            return count
        }
        XCTAssertEqual(redInk(), 0)
        field.markedTextStyle = [.foregroundColor: UIColor.red]
        XCTAssertGreaterThan(redInk(), 20, "the marked letters take the style's color")
        input.commitComposition("HHHH")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(redInk(), 0, "committed text is drawn with its own attributes")
    }
}
