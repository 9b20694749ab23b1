import XCTest
import UIKit
import UIKitTesting

/// Paste consults `pasteDelegate` (UIKit, iOS 11): each pasteboard item is transformed, the
/// results combined, the animation asked about and the paste performed, in that order, in
/// text views and text fields; images paste as attachments into a text view that takes
/// styled text.
@MainActor
final class TextPasteDelegateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Recorder: NSObject, UITextPasteDelegate {
        var calls: [String] = []
        var transform: (any UITextPasteItem) -> Void = { $0.setDefaultResult() }
        var combined: [String] = []

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                              transform item: any UITextPasteItem) {
            calls.append("transform")
            transform(item)
        }

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                              combineItemAttributedStrings itemStrings: [NSAttributedString],
                                              for textRange: UITextRange) -> NSAttributedString {
            calls.append("combine")
            combined = itemStrings.map(\.string)
            let joined = NSMutableAttributedString(string: "")
            for (index, string) in itemStrings.enumerated() {
                if index > 0 { joined.append(NSAttributedString(string: "+")) }
                joined.append(string)
            }
            return joined
        }

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                              shouldAnimatePasteOf attributedString: NSAttributedString,
                                              to textRange: UITextRange) -> Bool {
            calls.append("animate")
            return false
        }
    }

    private func makeTextView(_ text: String) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        textView.text = text
        window.addSubview(textView)
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: (text as NSString).length, length: 0)
        return (window, textView)
    }

    func testPasteTransformsEachItemThenCombinesAndPerforms() async throws {
        let (window, textView) = makeTextView("say ")
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        recorder.transform = { item in
            let text = (item.itemProvider.registeredTypeIdentifiers.isEmpty ? "" : "x")
            XCTAssertEqual(text, "x", "the item's provider holds the pasteboard item")
            item.setDefaultResult()
        }
        textView.pasteDelegate = recorder
        UIPasteboard.general.strings = ["ab", "cd"]
        textView.paste(nil)
        XCTAssertEqual(recorder.calls, ["transform", "transform", "combine", "animate"])
        XCTAssertEqual(recorder.combined, ["ab", "cd"])
        XCTAssertEqual(textView.text, "say ab+cd", "the default perform puts the combined text in place")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 9, length: 0))
    }

    func testItemResultsReplaceOrDropItems() async throws {
        let (window, textView) = makeTextView("")
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        var index = 0
        recorder.transform = { item in
            defer { index += 1 }
            if index == 0 { item.setResult(string: "ONE") } else { item.setNoResult() }
        }
        textView.pasteDelegate = recorder
        UIPasteboard.general.strings = ["one", "two"]
        textView.paste(nil)
        XCTAssertEqual(recorder.combined, ["ONE"], "an item without a result is left out")
        XCTAssertEqual(textView.text, "ONE")
        // No item with a result: nothing is combined or pasted.
        recorder.calls = []
        recorder.transform = { $0.setNoResult() }
        textView.paste(nil)
        XCTAssertEqual(recorder.calls, ["transform", "transform"])
        XCTAssertEqual(textView.text, "ONE")
    }

    func testAResultSetLaterFinishesThePasteThen() async throws {
        let (window, textView) = makeTextView("")
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        var pending: (any UITextPasteItem)?
        recorder.transform = { pending = $0 }
        textView.pasteDelegate = recorder
        UIPasteboard.general.string = "later"
        textView.paste(nil)
        XCTAssertEqual(recorder.calls, ["transform"])
        XCTAssertEqual(textView.text, "")
        pending?.setResult(attributedString: NSAttributedString(string: "now"))
        XCTAssertEqual(recorder.calls, ["transform", "combine", "animate"])
        XCTAssertEqual(textView.text, "now")
    }

    final class Performer: NSObject, UITextPasteDelegate {
        var performed: (String, Int)?
        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                              performPasteOf attributedString: NSAttributedString,
                                              to textRange: UITextRange) -> UITextRange {
            let input = textPasteConfigurationSupporting as! UITextInput
            performed = (attributedString.string, input.offset(from: input.beginningOfDocument, to: textRange.start))
            input.replace(textRange, withText: "[" + attributedString.string + "]")
            let end = input.position(from: textRange.start, offset: attributedString.string.utf16.count + 2)!
            return input.textRange(from: textRange.start, to: end)!
        }
    }

    func testATextFieldPastesThroughItsDelegate() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "ab"
        window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 1)!)
        let performer = Performer()
        field.pasteDelegate = performer
        UIPasteboard.general.string = "line\nbreak"
        field.paste(nil)
        XCTAssertEqual(performer.performed?.0, "line break", "a field's default result has its line breaks as spaces")
        XCTAssertEqual(performer.performed?.1, 1)
        XCTAssertEqual(field.text, "a[line break]b")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 13, "caret after the returned range")
    }

    func testStyledTextKeepsItsAttributesOnlyWhereAttributesAreEditable() async throws {
        let (window, textView) = makeTextView("")
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        recorder.transform = { $0.setResult(attributedString: NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red])) }
        textView.pasteDelegate = recorder
        UIPasteboard.general.string = "ignored"
        textView.allowsEditingTextAttributes = true
        textView.paste(nil)
        XCTAssertEqual(textView.text, "red")
        XCTAssertEqual(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        // Without editable attributes the text takes the typing attributes.
        textView.allowsEditingTextAttributes = false
        textView.text = ""
        textView.textColor = .blue
        textView.paste(nil)
        XCTAssertEqual(textView.text, "red")
        XCTAssertEqual(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .blue)
    }

    func testAnImagePastesAsAnAttachmentInAStyledTextView() async throws {
        let (window, textView) = makeTextView("x")
        defer { withExtendedLifetime(window) {} }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        UIPasteboard.general.image = image
        XCTAssertFalse(textView.canPerformAction(Selector("paste:"), withSender: nil),
                       "a plain text view offers no Paste for an image")
        textView.allowsEditingTextAttributes = true
        XCTAssertTrue(textView.canPerformAction(Selector("paste:"), withSender: nil))
        textView.paste(nil)
        XCTAssertEqual(textView.attributedText.length, 2)
        let attachment = textView.attributedText.attribute(.attachment, at: 1, effectiveRange: nil) as? NSTextAttachment
        XCTAssertNotNil(attachment?.image)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
    }
}
