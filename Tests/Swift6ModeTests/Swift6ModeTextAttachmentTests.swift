import XCTest
import UIKit

/// The usual iOS text attachment code (an icon before a label's text, a subclass sizing its
/// image to the font, a text view delegate switching over text items) compiles in Swift 6
/// mode and lays out as on iOS.
@MainActor
final class Swift6ModeTextAttachmentTests: XCTestCase {
    final class FontSizedAttachment: NSTextAttachment {
        var font: UIFont = .systemFont(ofSize: 17)
        override func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                                       glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
            CGRect(x: 0, y: font.descender, width: font.lineHeight, height: font.lineHeight)
        }
    }

    final class Delegate: NSObject, UITextViewDelegate {
        var attachmentTaps = 0
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            switch textItem.content {
            case .link: return defaultAction
            case .textAttachment(let attachment):
                attachmentTaps += attachment.image == nil ? 0 : 1
                return nil
            case .tag: return nil
            @unknown default: return defaultAction
            }
        }
    }

    func testIconBeforeTextInALabel() async throws {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let icon = NSTextAttachment()
        icon.image = UIImage(systemName: "exclamationmark.triangle")?.withRenderingMode(.alwaysTemplate)
        let iconSize = icon.image?.size ?? .zero
        icon.bounds = CGRect(x: 0, y: (font.capHeight - iconSize.height).rounded() / 2,
                             width: iconSize.width, height: iconSize.height)
        let text = NSMutableAttributedString(attachment: icon)
        text.append(NSAttributedString(string: " Warning", attributes: [.font: font]))
        text.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 0, length: text.length))
        let label = UILabel()
        label.attributedText = text
        let plain = NSAttributedString(string: " Warning", attributes: [.font: font]).size().width
        XCTAssertEqual(label.intrinsicContentSize.width, (plain + iconSize.width).rounded(.up), accuracy: 1)
        XCTAssertEqual(label.attributedText?.string.unicodeScalars.first?.value, UInt32(NSTextAttachment.character))

        let sized = FontSizedAttachment()
        sized.font = font
        XCTAssertEqual(NSAttributedString(attachment: sized).size().width, font.lineHeight, accuracy: 0.05)

        var swiftString = AttributedString("\u{FFFC}")
        swiftString.attachment = sized
        XCTAssertTrue(NSAttributedString(swiftString).attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === sized)

        let textView = UITextView()
        let delegate = Delegate()
        textView.delegate = delegate
        textView.attributedText = text
        XCTAssertEqual(delegate.attachmentTaps, 0)
    }
}
