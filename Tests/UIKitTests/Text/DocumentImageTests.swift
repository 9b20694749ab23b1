import XCTest
import UIKit
import UIKitTesting

/// Images inline in documents: HTML `img` with `data:` URIs and RTF `\pict` groups read as
/// `NSTextAttachment`s, and attachments written back the same way.
@MainActor
final class DocumentImageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func image(_ size: CGSize = CGSize(width: 4, height: 2)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func read(_ source: String, _ type: NSAttributedString.DocumentType) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: type,
                                                                  .characterEncoding: String.Encoding.utf8.rawValue],
                               documentAttributes: nil)
    }

    private func write(_ string: NSAttributedString, _ type: NSAttributedString.DocumentType) throws -> String {
        let data = try string.data(from: NSRange(location: 0, length: string.length), documentAttributes: [.documentType: type])
        return String(decoding: data, as: UTF8.self)
    }

    private func attachment(in string: NSAttributedString) -> NSTextAttachment? {
        guard let index = Array(string.string.utf16).firstIndex(of: 0xFFFC) else { return nil }
        return string.attribute(.attachment, at: index, effectiveRange: nil) as? NSTextAttachment
    }

    func testHTMLDataURIImageBecomesAnAttachment() async throws {
        let png = try XCTUnwrap(image().pngData())
        let string = try read("<p>A<img src=\"data:image/png;base64,\(png.base64EncodedString())\" width=\"20\" height=\"10\">B</p>", .html)
        XCTAssertEqual(string.string.trimmingCharacters(in: .newlines), "A\u{FFFC}B")
        let attachment = try XCTUnwrap(attachment(in: string))
        XCTAssertEqual(attachment.contents, png)
        XCTAssertEqual(attachment.fileType, "public.png")
        XCTAssertEqual(attachment.bounds.size, CGSize(width: 15, height: 7.5), "CSS pixels are 0.75 pt")
        XCTAssertNil(attachment.image, "UIKit: an attachment made from data has no image of its own")
        XCTAssertEqual(attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0)?.size,
                       CGSize(width: 4, height: 2))
    }

    func testHTMLImagesThatAreNotDataURIsAreLeftOut() async throws {
        let string = try read("<p>A<img src=\"https://example.com/a.png\">B<img src=\"data:text/plain;base64,QQ==\"></p>", .html)
        XCTAssertEqual(string.string.trimmingCharacters(in: .newlines), "AB")
    }

    func testHTMLRoundTripKeepsTheImageAndItsSize() async throws {
        let original = NSMutableAttributedString(string: "Before ")
        let image = NSTextAttachment(image: image(CGSize(width: 6, height: 3)))
        image.bounds = CGRect(x: 0, y: 0, width: 18, height: 9)
        original.append(NSAttributedString(attachment: image))
        original.append(NSAttributedString(string: " after"))
        let html = try write(original, .html)
        XCTAssertTrue(html.contains("<img src=\"data:image/png;base64,"), html)
        let back = try read(html, .html)
        XCTAssertEqual(back.string.trimmingCharacters(in: .newlines), "Before \u{FFFC} after")
        let attachment = try XCTUnwrap(self.attachment(in: back))
        XCTAssertEqual(attachment.bounds.size, CGSize(width: 18, height: 9))
        XCTAssertEqual(attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0)?.size,
                       CGSize(width: 6, height: 3))
    }

    func testRTFPictGroupsBecomeAttachments() async throws {
        let png = try XCTUnwrap(image().pngData())
        let hex = png.map { String(format: "%02x", $0) }.joined()
        // Word's and Cocoa's form: the picture in `\*\shppict`, a metafile twin in `\nonshppict`.
        let rtf = "{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\f0\\fs24 A{\\*\\shppict{\\pict{\\*\\blipuid 0123}\\pngblip"
            + "\\picw4\\pich2\\picwgoal400\\pichgoal200\n\(hex)}}{\\nonshppict{\\pict\\wmetafile8\\picw4\\pich2 0102}}B}"
        let string = try read(rtf, .rtf)
        XCTAssertEqual(string.string, "A\u{FFFC}B")
        let attachment = try XCTUnwrap(attachment(in: string))
        XCTAssertEqual(attachment.contents, png)
        XCTAssertEqual(attachment.fileType, "public.png")
        XCTAssertEqual(attachment.bounds.size, CGSize(width: 20, height: 10), "goal sizes are in twips")
    }

    func testRTFRoundTripWritesPictGroups() async throws {
        let jpeg = try XCTUnwrap(image(CGSize(width: 8, height: 8)).jpegData(compressionQuality: 0.9))
        let original = NSMutableAttributedString(string: "x")
        let attachment = NSTextAttachment(data: jpeg, ofType: "public.jpeg")
        attachment.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        original.append(NSAttributedString(attachment: attachment))
        let rtf = try write(original, .rtf)
        XCTAssertTrue(rtf.contains("{\\pict\\jpegblip\\picwgoal240\\pichgoal240"), rtf)
        let back = try read(rtf, .rtf)
        XCTAssertEqual(back.string, "x\u{FFFC}")
        let read = try XCTUnwrap(self.attachment(in: back))
        XCTAssertEqual(read.contents, jpeg)
        XCTAssertEqual(read.fileType, "public.jpeg")
        XCTAssertEqual(read.bounds.size, CGSize(width: 12, height: 12))
    }
}
