import XCTest
@testable import UIKit
import UIKitTesting

/// UITextView members the API diff added (session 12): `clearsOnInsertion`,
/// `interactionState` and `updateTextAttributes(conversionHandler:)`.
@MainActor
final class APIDiffTextViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTextView(_ text: String) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = text
        window.addSubview(view)
        return (window, view)
    }

    func testClearsOnInsertionReplacesTheTextOnTheFirstInsertionOnly() async {
        let (window, view) = makeTextView("draft")
        defer { withExtendedLifetime(window) {} }
        XCTAssertFalse(view.clearsOnInsertion)
        view.clearsOnInsertion = true
        XCTAssertTrue(view.becomeFirstResponder())
        view.insertText("N")
        view.insertText("ew")
        XCTAssertEqual(view.text, "New")
        XCTAssertTrue(view.resignFirstResponder())
        XCTAssertTrue(view.becomeFirstResponder())
        view.insertText("!")
        XCTAssertEqual(view.text, "!", "each editing session clears again")
    }

    func testInsertionWithoutClearsOnInsertionKeepsTheText() async {
        let (window, view) = makeTextView("draft")
        defer { withExtendedLifetime(window) {} }
        XCTAssertTrue(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 5, length: 0)
        view.insertText("s")
        XCTAssertEqual(view.text, "drafts")
    }

    func testInteractionStateRestoresEditingAndTheSelection() async {
        let (window, view) = makeTextView("Hello world")
        defer { withExtendedLifetime(window) {} }
        XCTAssertTrue(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 6, length: 5)
        let saved = view.interactionState
        XCTAssertTrue(view.resignFirstResponder())
        view.selectedRange = NSRange(location: 0, length: 0)

        view.interactionState = saved
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertEqual(view.selectedRange, NSRange(location: 6, length: 5))

        view.interactionState = "not a state"
        XCTAssertEqual(view.selectedRange, NSRange(location: 6, length: 5), "an unknown state is ignored")
    }

    func testUpdateTextAttributesConvertsTheSelectionsRunsWhenAttributeEditingIsAllowed() async {
        let (window, view) = makeTextView("Hello world")
        defer { withExtendedLifetime(window) {} }
        XCTAssertTrue(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 0, length: 5)
        let red: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] = { attributes in
            var attributes = attributes
            attributes[.foregroundColor] = UIColor.red
            return attributes
        }
        let action = Selector("updateTextAttributesWithConversionHandler:")
        XCTAssertFalse(view.canPerformAction(action, withSender: nil), "UIKit: needs allowsEditingTextAttributes")
        view.updateTextAttributes(conversionHandler: red)
        XCTAssertNotEqual(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)

        view.allowsEditingTextAttributes = true
        XCTAssertTrue(view.canPerformAction(action, withSender: nil))
        view.updateTextAttributes(conversionHandler: red)
        XCTAssertEqual(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        XCTAssertNotEqual(view.attributedText.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, .red)
        XCTAssertEqual(view.text, "Hello world")
        XCTAssertNotNil(view.attributedText.attribute(.font, at: 0, effectiveRange: nil), "the other attributes were kept")
    }
}
