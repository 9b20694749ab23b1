import XCTest
import UIKit
import UIKitTesting

/// Attachments in the editable text views: laid out in a text view's lines and tapped as text
/// items (iOS 17), drawn by a text field.
@MainActor
final class TextViewAttachmentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func redImage(width: CGFloat, height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    final class ItemDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var allows = true
        func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            log.append("shouldInteract(attachment,\(characterRange.location),\(characterRange.length),\(interaction.rawValue))")
            return allows
        }
    }

    final class ActionDelegate: NSObject, UITextViewDelegate {
        var attachments: [NSTextAttachment] = []
        var ranges: [NSRange] = []
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            if case .textAttachment(let attachment) = textItem.content {
                attachments.append(attachment)
                ranges.append(textItem.range)
            }
            return nil
        }
    }

    /// "ab" then a 30 × 30 attachment in a non-editable text view; returns the attachment's
    /// middle in window coordinates.
    private func makeView() -> (UIWindow, UITextView, InputSimulator, NSTextAttachment, CGPoint) {
        let (window, textView, input) = TextViewFixture.make()
        let attachment = NSTextAttachment(image: redImage(width: 30, height: 30))
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: TextViewFixture.font])
        text.append(NSAttributedString(attachment: attachment, attributes: [.font: TextViewFixture.font]))
        text.append(NSAttributedString(string: " cd", attributes: [.font: TextViewFixture.font]))
        textView.attributedText = text
        textView.isEditable = false
        window.layoutIfNeeded()
        let x = 5 + TextViewFixture.size("ab").width + 15
        return (window, textView, input, attachment, CGPoint(x: x, y: 8 + 15))
    }

    func testATallAttachmentGrowsTheTextViewsLine() async {
        let (window, textView, _, _, _) = makeView()
        defer { withExtendedLifetime(window) {} }
        let font = TextViewFixture.font
        XCTAssertEqual(textView.contentSize.height, (30 - font.descender + 16).rounded(.up), accuracy: 1,
                       "one line as tall as the image plus the font's descent, and the insets")
    }

    func testTappingAnAttachmentIsATextItem() async {
        let (window, textView, input, attachment, point) = makeView()
        defer { withExtendedLifetime(window) {} }
        let delegate = ActionDelegate()
        textView.delegate = delegate
        input.tap(at: point)
        XCTAssertEqual(delegate.attachments.count, 1)
        XCTAssertTrue(delegate.attachments.first === attachment)
        XCTAssertEqual(delegate.ranges.first, NSRange(location: 2, length: 1))
    }

    func testTheDefaultPrimaryActionAsksTheIOS10AttachmentQuestion() async {
        let (window, textView, input, _, point) = makeView()
        defer { withExtendedLifetime(window) {} }
        let delegate = ItemDelegate()
        textView.delegate = delegate
        input.tap(at: point)
        XCTAssertEqual(delegate.log, ["shouldInteract(attachment,2,1,0)"])
    }

    func testATextFieldDrawsItsAttachment() async {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: TextViewFixture.font])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: redImage(width: 12, height: 12)),
                                       attributes: [.font: TextViewFixture.font]))
        field.attributedText = text
        let bitmap = TextRendering.render(field)
        guard let box = bitmap.bounds(where: \.isReddish) else { return XCTFail("no image drawn in the field") }
        XCTAssertEqual(box.width, 12, accuracy: 1)
        XCTAssertEqual(box.height, 12, accuracy: 1)
        XCTAssertEqual(box.minX, TextViewFixture.size("ab").width, accuracy: 1.5)
    }
}
