import XCTest
import UIKit
import UIKitTesting

/// Text-view facts BonMot's own `UIKitBehaviorTests` pin on iOS (run against this package
/// outside the repository; see README's "Libraries' own XCTest suites" paragraph).
@MainActor
final class BonMotBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testATextViewReadsItsFontFromItsText() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        // UIKit: no font in a new, empty view.
        XCTAssertNil(textView.font)

        // Plain text takes the 12-point system font, which the view then reports.
        textView.text = "Hello"
        XCTAssertEqual(textView.font?.pointSize, 12)

        textView.font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(textView.font?.pointSize, 20)
        XCTAssertEqual((textView.attributedText.attribute(.font, at: 4, effectiveRange: nil) as? UIFont)?.pointSize, 20)

        // Setting nil takes the font off the text: read back as nil, unlike a text field.
        textView.font = nil
        XCTAssertNil(textView.font)
        XCTAssertEqual(textView.text, "Hello")
        XCTAssertNil(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil))
    }

    func testAnEmptyTextViewReportsTheFontLastSet() async {
        let textView = UITextView()
        textView.font = UIFont.systemFont(ofSize: 15)
        XCTAssertEqual(textView.font?.pointSize, 15)

        textView.text = "typed later"
        XCTAssertEqual(textView.font?.pointSize, 15)
    }

    func testStyledTextSetsTheFontTheViewReports() async {
        let textView = UITextView()
        textView.font = UIFont.systemFont(ofSize: 15)
        textView.attributedText = NSAttributedString(string: "Styled",
                                                     attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        XCTAssertEqual(textView.font?.pointSize, 30)
    }

    func testATextFieldKeepsItsDefaultFontWhenSetToNil() async {
        // The contrast BonMot's suite draws: a text field falls back to its 17-point default.
        let textField = UITextField()
        XCTAssertEqual(textField.font?.pointSize, 17)
        textField.text = "Testing"
        textField.font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(textField.font?.pointSize, 20)
        textField.font = nil
        XCTAssertEqual(textField.font?.pointSize, 17)
    }
}
