import XCTest
import UIKit
import UIKitTesting

/// `data(from:documentAttributes:)` with `.rtf`: Cocoa's header and tables, and round trips
/// through `NSAttributedString(data:options:documentAttributes:)`.
@MainActor
final class RTFWriterTests: XCTestCase {
    private func write(_ string: NSAttributedString,
                       _ attributes: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> String {
        var document = attributes
        document[.documentType] = NSAttributedString.DocumentType.rtf
        let data = try string.data(from: NSRange(location: 0, length: string.length), documentAttributes: document)
        return String(decoding: data, as: UTF8.self)
    }

    private func read(_ source: String, attributes: UnsafeMutablePointer<NSDictionary?>? = nil) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                               documentAttributes: attributes)
    }

    /// Colors by their sRGB components (black is written as an RGB entry; UIKit's `black` is gray).
    private func rgba(_ value: Any?) -> [CGFloat]? {
        guard let color = value as? UIColor else { return nil }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    func testCocoasHeaderTablesAndDefaults() async throws {
        let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 12))
        let source = try write(NSAttributedString(string: "Hello", attributes: [.font: helvetica]))
        XCTAssertTrue(source.hasPrefix("{\\rtf1\\ansi\\ansicpg1252\\cocoartf"), source)
        XCTAssertTrue(source.contains("{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}"), source)
        XCTAssertTrue(source.contains("{\\colortbl;\\red255\\green255\\blue255;}"), "the automatic color, then white: \(source)")
        XCTAssertTrue(source.contains("\\pard\\tx560\\tx1120\\tx1680\\tx2240\\tx2800\\tx3360\\tx3920\\tx4480\\tx5040\\tx5600\\tx6160\\tx6720\\pardirnatural\\partightenfactor0"),
                      "UIKit's default tab stops in twips: \(source)")
        XCTAssertTrue(source.contains("\\f0\\fs24 \\cf0 Hello}"), source)
        XCTAssertTrue(source.hasSuffix("}"))
    }

    func testEscapesAndCharacters() async throws {
        let source = try write(NSAttributedString(string: "a{b}\\c\td\ne é€ Ж 😀\u{2028}"))
        XCTAssertTrue(source.contains("a\\{b\\}\\\\c\\tab d\\\ne \\'e9\\'80 \\uc0\\u1046  \\uc0\\u-10179 \\uc0\\u-8704 \\line "), source)
        XCTAssertEqual(try read(source).string, "a{b}\\c\td\ne é€ Ж 😀\u{2028}")
    }

    func testColorsAreNumberedAfterWhite() async throws {
        let string = NSMutableAttributedString(string: "red plain", attributes: [.font: UIFont(name: "Helvetica", size: 12)!])
        string.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 3))
        let source = try write(string)
        XCTAssertTrue(source.contains("{\\colortbl;\\red255\\green255\\blue255;\\red255\\green0\\blue0;}"), source)
        XCTAssertTrue(source.contains("\\cf2 red"), source)
        XCTAssertTrue(source.contains("\\cf0  plain"), "the color ends: \(source)")
    }

    func testRoundTripKeepsCharacterAttributes() async throws {
        let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 12))
        let bold = try XCTUnwrap(UIFont(name: "Helvetica-Bold", size: 12))
        let courier = try XCTUnwrap(UIFont(name: "Courier", size: 18))
        let base: [NSAttributedString.Key: Any] = [.font: helvetica, .foregroundColor: UIColor.black,
                                                   .paragraphStyle: NSParagraphStyle.default]
        let original = NSMutableAttributedString(string: "Plain bold mono red under gone up kern link end", attributes: base)
        func set(_ key: NSAttributedString.Key, _ value: Any, _ word: String) {
            original.addAttribute(key, value: value, range: (original.string as NSString).range(of: word))
        }
        set(.font, bold, "bold")
        set(.font, courier, "mono")
        set(.foregroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1), "red")
        set(.backgroundColor, UIColor(red: 0, green: 51 / 255, blue: 1, alpha: 1), "red")
        set(.underlineStyle, NSUnderlineStyle.single.rawValue, "under")
        set(.underlineColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1), "under")
        set(.strikethroughStyle, NSUnderlineStyle.double.rawValue, "gone")
        set(.baselineOffset, CGFloat(4), "up")
        set(.kern, CGFloat(1.5), "kern")
        set(.link, URL(string: "https://example.com/x?y=1")!, "link")
        let read = try self.read(try write(original))
        XCTAssertEqual(read.string, original.string)
        for index in 0..<original.length {
            let expected = original.attributes(at: index, effectiveRange: nil)
            let actual = read.attributes(at: index, effectiveRange: nil)
            XCTAssertEqual(actual[.font] as? UIFont, expected[.font] as? UIFont, "font at \(index)")
            XCTAssertEqual(rgba(actual[.foregroundColor]), rgba(expected[.foregroundColor]), "color at \(index)")
            XCTAssertEqual(rgba(actual[.backgroundColor]), rgba(expected[.backgroundColor]), "background at \(index)")
            XCTAssertEqual(actual[.underlineStyle] as? Int, expected[.underlineStyle] as? Int, "underline at \(index)")
            XCTAssertEqual(rgba(actual[.underlineColor]), rgba(expected[.underlineColor]), "underline color at \(index)")
            XCTAssertEqual(actual[.strikethroughStyle] as? Int, expected[.strikethroughStyle] as? Int, "strikethrough at \(index)")
            XCTAssertEqual(actual[.baselineOffset] as? CGFloat, expected[.baselineOffset] as? CGFloat, "offset at \(index)")
            XCTAssertEqual(actual[.kern] as? CGFloat, expected[.kern] as? CGFloat, "kern at \(index)")
            XCTAssertEqual(actual[.link] as? URL, expected[.link] as? URL, "link at \(index)")
            XCTAssertEqual(actual[.paragraphStyle] as? NSParagraphStyle, expected[.paragraphStyle] as? NSParagraphStyle, "paragraph at \(index)")
        }
    }

    func testRoundTripKeepsParagraphStyles() async throws {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        centered.headIndent = 36
        centered.firstLineHeadIndent = 18
        centered.tailIndent = -72
        centered.paragraphSpacingBefore = 12
        centered.paragraphSpacing = 6
        centered.lineHeightMultiple = 1.5
        centered.tabStops = [NSTextTab(textAlignment: .left, location: 36), NSTextTab(textAlignment: .right, location: 250),
                             NSTextTab(textAlignment: .center, location: 300)]
        centered.defaultTabInterval = 36
        let exact = NSMutableParagraphStyle()
        exact.alignment = .justified
        exact.minimumLineHeight = 15
        exact.maximumLineHeight = 15
        exact.lineSpacing = 2
        let font = try XCTUnwrap(UIFont(name: "Helvetica", size: 12))
        let original = NSMutableAttributedString(string: "")
        for (text, style) in [("Centered\n", centered as NSParagraphStyle), ("Exact\n", exact), ("Plain", NSParagraphStyle.default)] {
            original.append(NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black,
                                                                         .paragraphStyle: style]))
        }
        let source = try write(original)
        let read = try self.read(source)
        XCTAssertEqual(read.string, original.string)
        XCTAssertEqual(read.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle, centered, source)
        XCTAssertEqual(read.attribute(.paragraphStyle, at: 9, effectiveRange: nil) as? NSParagraphStyle, exact, source)
        XCTAssertEqual(read.attribute(.paragraphStyle, at: 15, effectiveRange: nil) as? NSParagraphStyle, NSParagraphStyle.default)
    }

    func testTextListsAreWrittenAsListTablesAndReadBack() async throws {
        let original = try NSAttributedString(data: Data("<ul><li>One<ol start=\"3\"><li>Nested</li></ol></li></ul><p>After</p>".utf8),
                                              options: [.documentType: NSAttributedString.DocumentType.html],
                                              documentAttributes: nil)
        let source = try write(original)
        XCTAssertTrue(source.contains("{\\*\\levelmarker \\{disc\\}}"), source)
        XCTAssertTrue(source.contains("\\ls1\\ilvl1"), source)
        let read = try self.read(source)
        XCTAssertEqual(read.string, original.string)
        let text = read.string as NSString
        func lists(_ word: String) -> [NSTextList] {
            (read.attribute(.paragraphStyle, at: text.range(of: word).location, effectiveRange: nil) as? NSParagraphStyle)?.textLists ?? []
        }
        XCTAssertEqual(lists("One").map(\.markerFormat), [.disc])
        XCTAssertEqual(lists("Nested").map(\.markerFormat), [.disc, .decimal])
        XCTAssertEqual(lists("Nested").last?.startingItemNumber, 3)
        XCTAssertTrue(lists("Nested").first === lists("One").first)
        XCTAssertEqual(lists("After"), [])
    }

    func testDocumentAttributesAreWrittenAndReadBack() async throws {
        let source = try write(NSAttributedString(string: "x"),
                               [.paperSize: NSValue(cgSize: CGSize(width: 595, height: 842)),
                                .defaultTabInterval: NSNumber(value: 36)])
        XCTAssertTrue(source.contains("\\paperw11900\\paperh16840"), source)
        XCTAssertTrue(source.contains("\\deftab720"), source)
        var attributes: NSDictionary?
        _ = try read(source, attributes: &attributes)
        XCTAssertEqual((attributes?[NSAttributedString.DocumentAttributeKey.paperSize] as? NSValue)?.cgSizeValue,
                       CGSize(width: 595, height: 842))
        XCTAssertEqual((attributes?[NSAttributedString.DocumentAttributeKey.defaultTabInterval] as? NSNumber)?.doubleValue, 36)
        XCTAssertEqual((attributes?[NSAttributedString.DocumentAttributeKey.cocoaVersion] as? NSNumber)?.intValue, 2822)
    }

    func testEmptyStringAndRangesAndRTFDError() async throws {
        XCTAssertEqual(try read(try write(NSAttributedString(string: ""))).length, 0)
        let string = NSAttributedString(string: "abcdef")
        let data = try string.data(from: NSRange(location: 2, length: 3), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
        XCTAssertEqual(try read(String(decoding: data, as: UTF8.self)).string, "cde")
        XCTAssertThrowsError(try string.data(from: NSRange(location: 0, length: 1),
                                             documentAttributes: [.documentType: NSAttributedString.DocumentType.rtfd])) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileWriteUnknown)
        }
    }
}
