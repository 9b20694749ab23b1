import XCTest
import UIKit
import UIKitTesting

/// Tapping, styling and typing attributes.
@MainActor
final class TextViewTapAndStyleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testATapBeginsEditingAndPlacesTheCaret() async {
        let (window, textView, input) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        let line = TextViewFixture.lineHeight
        // Just right of "tw" on the second line.
        input.tap(at: CGPoint(x: 5 + TextViewFixture.size("tw").width + 1, y: 8 + line * 1.5))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "didBeginNotification", "didChangeSelection"])
    }

    func testFontColorAndAlignmentStyleTheWholeText() async {
        let (window, textView, _) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        textView.textColor = .red
        textView.textAlignment = .center
        let attributes = textView.attributedText.attributes(at: 1, effectiveRange: nil)
        XCTAssertEqual(attributes[.font] as? UIFont, TextViewFixture.font)
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .red)
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment, .center)
        // Centered in the 190-point container: the caret at the end is right of the middle.
        let end = textView.caretRect(for: textView.endOfDocument)
        XCTAssertEqual(end.minX, 5 + (190 + TextViewFixture.size("ab").width) / 2 - 1, accuracy: 0.01)
    }

    func testTypedTextTakesTheTypingAttributes() async {
        let (window, textView, input) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        textView.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        textView.becomeFirstResponder()
        // The caret is after "x": typing continues its style.
        XCTAssertEqual(textView.typingAttributes[.font] as? UIFont, UIFont.systemFont(ofSize: 30))
        input.typeText("y")
        XCTAssertEqual(textView.attributedText.attributes(at: 1, effectiveRange: nil)[.font] as? UIFont, UIFont.systemFont(ofSize: 30))
        textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 10)]
        input.typeText("z")
        XCTAssertEqual(textView.attributedText.attributes(at: 2, effectiveRange: nil)[.font] as? UIFont, UIFont.systemFont(ofSize: 10))
        XCTAssertEqual(textView.text, "xyz")
    }

    func testMaximumNumberOfLinesLimitsTheContentHeight() async {
        let (window, textView, _) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        textView.textContainer.maximumNumberOfLines = 2
        textView.setNeedsLayout()
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.height, (2 * TextViewFixture.lineHeight + 16).rounded(.up))
    }

    func testTheCaretBlinksWhileEditingAndIsSolidAfterTyping() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        let end = textView.caretRect(for: textView.endOfDocument)
        guard let caret = textView.subviews.flatMap(\.subviews).first(where: { $0.frame == end }) else {
            return XCTFail("no caret view at the caret rect")
        }
        XCTAssertFalse(caret.isHidden)
        input.advance(by: 0.5)
        XCTAssertTrue(caret.isHidden)
        input.advance(by: 0.5)
        XCTAssertFalse(caret.isHidden)
        input.advance(by: 0.5)
        XCTAssertTrue(caret.isHidden)
        input.typeText("c")
        XCTAssertFalse(caret.isHidden)
        XCTAssertEqual(caret.frame, textView.caretRect(for: textView.endOfDocument))
        textView.resignFirstResponder()
        XCTAssertTrue(caret.isHidden)
    }
}
