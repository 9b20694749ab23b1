import XCTest
import UIKit
import UIKitTesting

/// `NSTextAttachment`: inline images in attributed strings, measured, laid out on the baseline
/// and drawn by string drawing, labels and the text engine's other clients.
@MainActor
final class TextAttachmentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    let font = UIFont.systemFont(ofSize: 20)

    private func image(_ color: UIColor, width: CGFloat, height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// `text` in `font`, then the attachment with the same font.
    private func string(_ text: String, _ attachment: NSTextAttachment) -> NSAttributedString {
        let result = NSMutableAttributedString(string: text, attributes: [.font: font])
        result.append(NSAttributedString(attachment: attachment, attributes: [.font: font]))
        return result
    }

    private func textWidth(_ text: String) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font]).size().width
    }

    func testTheAttachmentCharacterIsTheObjectReplacementCharacter() async {
        XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
        XCTAssertEqual(NSAttachmentCharacter, 0xFFFC)
        XCTAssertEqual(NSAttributedString.Key.attachment.rawValue, "NSAttachment")
        let attachment = NSTextAttachment()
        let string = NSAttributedString(attachment: attachment)
        XCTAssertEqual(string.string, "\u{FFFC}")
        XCTAssertEqual(string.length, 1)
        XCTAssertTrue(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let styled = NSAttributedString(attachment: attachment, attributes: [.font: font])
        XCTAssertEqual((styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 20)
        XCTAssertTrue(styled.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let mutable = NSMutableAttributedString(attachment: attachment)
        mutable.append(NSAttributedString(string: "x"))
        XCTAssertEqual(mutable.string, "\u{FFFC}x")
    }

    func testDefaultsAndBoundsFromTheImage() async {
        let attachment = NSTextAttachment()
        XCTAssertEqual(attachment.bounds, .zero, "UIKit: bounds default to zero")
        XCTAssertNil(attachment.image)
        XCTAssertNil(attachment.contents)
        XCTAssertNil(attachment.fileType)
        XCTAssertEqual(attachment.lineLayoutPadding, 0)
        XCTAssertTrue(attachment.allowsTextAttachmentView)
        XCTAssertFalse(attachment.usesTextAttachmentView)
        let proposed = CGRect(x: 0, y: 0, width: 300, height: 24)
        XCTAssertEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: proposed, glyphPosition: .zero,
                                                   characterIndex: 0), .zero, "no image, no bounds: no room")

        let withImage = NSTextAttachment(image: image(.red, width: 20, height: 30))
        XCTAssertEqual(withImage.attachmentBounds(for: nil, proposedLineFragment: proposed, glyphPosition: .zero,
                                                  characterIndex: 0), CGRect(x: 0, y: 0, width: 20, height: 30),
                       "zero bounds: the image's size on the baseline")
        withImage.bounds = CGRect(x: 0, y: -4, width: 12, height: 12)
        XCTAssertEqual(withImage.attachmentBounds(for: nil, proposedLineFragment: proposed, glyphPosition: .zero,
                                                  characterIndex: 0), CGRect(x: 0, y: -4, width: 12, height: 12))

        let png = image(.blue, width: 8, height: 6).pngData()
        let fromData = NSTextAttachment(data: png, ofType: "public.png")
        XCTAssertEqual(fromData.fileType, "public.png")
        XCTAssertEqual(fromData.contents, png)
        XCTAssertNil(fromData.image)
        XCTAssertEqual(fromData.image(forBounds: .zero, textContainer: nil, characterIndex: 0)?.size,
                       CGSize(width: 8, height: 6), "the contents decode as the image")
    }

    func testSizeIncludesTheAttachmentAndATallAttachmentGrowsTheLine() async {
        let text = NSAttributedString(string: "AB", attributes: [.font: font]).size()
        let tall = string("AB", NSTextAttachment(image: image(.red, width: 20, height: 40))).size()
        XCTAssertEqual(tall.width, text.width + 20, accuracy: 0.05)
        XCTAssertGreaterThan(40, font.ascender, "the image is taller than the font's ascent")
        XCTAssertEqual(tall.height, 40 - font.descender, accuracy: 0.5,
                       "the line rises to the image's top and keeps the font's descent")

        let small = string("AB", NSTextAttachment(image: image(.red, width: 10, height: 10))).size()
        XCTAssertEqual(small.width, text.width + 10, accuracy: 0.05)
        XCTAssertEqual(small.height, text.height, accuracy: 0.05, "a small image leaves the line height alone")
        let alone = NSAttributedString(attachment: NSTextAttachment(image: image(.red, width: 10, height: 10)),
                                       attributes: [.font: font]).size()
        XCTAssertEqual(alone.width, 10, accuracy: 0.05)
        XCTAssertEqual(alone.height, text.height, accuracy: 0.05, "a line of an attachment keeps its font's ascent and descent")

        let sized = NSTextAttachment(image: image(.red, width: 20, height: 40))
        sized.bounds = CGRect(x: 0, y: 0, width: 30, height: 8)
        XCTAssertEqual(string("AB", sized).size().width, text.width + 30, accuracy: 0.05, "bounds win over the image size")
        sized.lineLayoutPadding = 3
        XCTAssertEqual(string("AB", sized).size().width, text.width + 36, accuracy: 0.05, "padding on both sides")

        let rect = string("AB", NSTextAttachment(image: image(.red, width: 20, height: 40)))
            .boundingRect(with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(rect.width, text.width + 20, accuracy: 0.05)
        XCTAssertEqual(rect.height, 40 - font.descender, accuracy: 0.5)
    }

    func testTheImageIsDrawnOnTheBaselineAndANegativeYLowersIt() async {
        let red = image(.red, width: 20, height: 20)
        let onBaseline = TextRendering.render(size: CGSize(width: 200, height: 60)) { _ in
            self.string("Hi", NSTextAttachment(image: red)).draw(at: CGPoint(x: 10, y: 10))
        }
        let baseline = 10 + font.ascender
        guard let box = onBaseline.bounds(where: \.isReddish) else { return XCTFail("no image drawn") }
        XCTAssertEqual(box.minX, 10 + textWidth("Hi"), accuracy: 1)
        XCTAssertEqual(box.width, 20, accuracy: 1)
        XCTAssertEqual(box.maxY, baseline, accuracy: 1, "the image stands on the baseline")

        // The usual idiom to center an icon on the text: y = the font's descender (negative).
        let lowered = NSTextAttachment(image: red)
        lowered.bounds = CGRect(x: 0, y: font.descender, width: 20, height: 20)
        let bitmap = TextRendering.render(size: CGSize(width: 200, height: 60)) { _ in
            self.string("Hi", lowered).draw(at: CGPoint(x: 10, y: 10))
        }
        guard let moved = bitmap.bounds(where: \.isReddish) else { return XCTFail("no image drawn") }
        XCTAssertEqual(moved.maxY, baseline - font.descender, accuracy: 1, "lowered by the descender")
        XCTAssertEqual(moved.height, 20, accuracy: 1)
        XCTAssertEqual(moved.minX, box.minX, accuracy: 0.5)
    }

    func testLabelSizesToAndDrawsTheAttachment() async {
        let label = UILabel()
        label.attributedText = string("Hi", NSTextAttachment(image: image(.red, width: 16, height: 16)))
        let size = label.intrinsicContentSize
        XCTAssertEqual(size.width, (textWidth("Hi") + 16).rounded(.up), accuracy: 1)
        XCTAssertEqual(size.height, font.lineHeight.rounded(.up), accuracy: 1)
        label.frame = CGRect(origin: .zero, size: size)
        let bitmap = TextRendering.render(label, scale: 2)
        guard let box = bitmap.bounds(where: \.isReddish) else { return XCTFail("no image drawn in the label") }
        XCTAssertEqual(box.width, 16, accuracy: 1)
        XCTAssertEqual(box.height, 16, accuracy: 1)
        XCTAssertEqual(box.minX, textWidth("Hi"), accuracy: 1)
        XCTAssertEqual(box.maxY, font.ascender, accuracy: 1, "on the label's baseline")
    }

    func testTemplateImagesTakeTheForegroundColor() async {
        let template = image(.black, width: 16, height: 16).withRenderingMode(.alwaysTemplate)
        let string = NSMutableAttributedString(string: "Hi", attributes: [.font: font])
        string.append(NSAttributedString(attachment: NSTextAttachment(image: template),
                                         attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let bitmap = TextRendering.render(size: CGSize(width: 120, height: 40)) { _ in string.draw(at: .zero) }
        XCTAssertEqual(bitmap.bounds(where: \.isBluish)?.width ?? 0, 16, accuracy: 1, "tinted with the text's color")

        let original = NSMutableAttributedString(string: "Hi", attributes: [.font: font])
        original.append(NSAttributedString(attachment: NSTextAttachment(image: image(.red, width: 16, height: 16)),
                                           attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let plain = TextRendering.render(size: CGSize(width: 120, height: 40)) { _ in original.draw(at: .zero) }
        XCTAssertEqual(plain.count(where: \.isBluish), 0, "an image that is not a template keeps its colors")
        XCTAssertGreaterThan(plain.count(where: \.isReddish), 200)
    }

    func testSubclassOverridesAreAskedByTheEngine() async {
        final class WideAttachment: NSTextAttachment {
            var askedIndexes: [Int] = []
            var proposedHeights: [CGFloat] = []
            override func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                                           glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
                askedIndexes.append(charIndex)
                proposedHeights.append(lineFrag.height)
                return CGRect(x: 0, y: 0, width: 50, height: 10)
            }

            override func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?,
                                characterIndex charIndex: Int) -> UIImage? {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return UIGraphicsImageRenderer(size: imageBounds.size, format: format).image { context in
                    UIColor.blue.setFill()
                    context.fill(CGRect(origin: .zero, size: imageBounds.size))
                }
            }
        }
        let attachment = WideAttachment()
        let string = self.string("AB", attachment)
        XCTAssertEqual(string.size().width, textWidth("AB") + 50, accuracy: 0.05, "the override's width")
        XCTAssertEqual(attachment.askedIndexes.last, 2, "asked with the attachment's character index")
        XCTAssertEqual(attachment.proposedHeights.last ?? 0, font.lineHeight, accuracy: 0.01)
        let bitmap = TextRendering.render(size: CGSize(width: 150, height: 40)) { _ in string.draw(at: .zero) }
        guard let box = bitmap.bounds(where: \.isBluish) else { return XCTFail("the override's image was not drawn") }
        XCTAssertEqual(box.width, 50, accuracy: 1)
        XCTAssertEqual(box.height, 10, accuracy: 1)
    }

    func testAnAttachmentWrapsWithTheTextAndIsDrawnOnItsLine() async {
        let red = image(.red, width: 20, height: 20)
        let string = NSMutableAttributedString(string: "Hello world ", attributes: [.font: font])
        string.append(NSAttributedString(attachment: NSTextAttachment(image: red), attributes: [.font: font]))
        let width = textWidth("Hello world") + 5
        let rect = string.boundingRect(with: CGSize(width: width, height: 500), options: .usesLineFragmentOrigin,
                                       context: nil)
        XCTAssertGreaterThan(rect.height, 1.8 * font.lineHeight, "the attachment goes to a second line")
        let bitmap = TextRendering.render(size: CGSize(width: width, height: 100)) { _ in
            string.draw(in: CGRect(x: 0, y: 0, width: width, height: 100))
        }
        guard let box = bitmap.bounds(where: \.isReddish) else { return XCTFail("no image drawn") }
        XCTAssertEqual(box.minX, 0, accuracy: 1, "at the start of the second line")
        XCTAssertGreaterThan(box.minY, font.lineHeight - 1)
    }

    func testAttributedStringAttributeConvertsBothWays() async {
        let attachment = NSTextAttachment(image: image(.red, width: 4, height: 4))
        XCTAssertEqual(AttributeScopes.UIKitAttributes.AttachmentAttribute.name, "NSAttachment")
        var string = AttributedString("\u{FFFC}")
        string.attachment = attachment
        let converted = NSAttributedString(string)
        XCTAssertTrue(converted.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let back = AttributedString(converted)
        XCTAssertTrue(back.attachment === attachment)
        XCTAssertTrue(back.runs.first?.attachment === attachment)
    }

    func testTheLayoutManagerPlacesAndSizesTheAttachmentGlyph() async {
        let storage = NSTextStorage(attributedString: string("AB", NSTextAttachment(image: image(.red, width: 20, height: 40))))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 300, height: 300))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        XCTAssertEqual(manager.attachmentSize(forGlyphAt: 2), CGSize(width: 20, height: 40))
        XCTAssertEqual(manager.attachmentSize(forGlyphAt: 0), CGSize(width: -1, height: -1), "not an attachment")
        XCTAssertEqual(manager.location(forGlyphAt: 2).x, textWidth("AB"), accuracy: 0.05)
        XCTAssertEqual(manager.usedRect(for: container).width, textWidth("AB") + 20, accuracy: 0.05)
        XCTAssertEqual(manager.usedRect(for: container).height, 40 - font.descender, accuracy: 0.5)
    }

    func testArchiving() async throws {
        let attachment = NSTextAttachment(data: Data([1, 2, 3]), ofType: "public.data")
        attachment.bounds = CGRect(x: 0, y: -3, width: 12, height: 14)
        attachment.lineLayoutPadding = 2
        XCTAssertTrue(NSTextAttachment.supportsSecureCoding)
        let data = try NSKeyedArchiver.archivedData(withRootObject: attachment, requiringSecureCoding: true)
        let decoded = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSTextAttachment.self, from: data)
        XCTAssertEqual(decoded?.bounds, attachment.bounds)
        XCTAssertEqual(decoded?.contents, Data([1, 2, 3]))
        XCTAssertEqual(decoded?.fileType, "public.data")
        XCTAssertEqual(decoded?.lineLayoutPadding, 2)
    }
}
