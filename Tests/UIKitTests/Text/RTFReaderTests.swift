import XCTest
import UIKit
import UIKitTesting

/// `NSAttributedString(data:options:documentAttributes:)` with RTF: samples as TextEdit and
/// Cocoa write them (written by hand from RTF 1.9.1 and Cocoa's output), malformed input.
@MainActor
final class RTFReaderTests: XCTestCase {
    private func rtf(_ source: String, attributes: UnsafeMutablePointer<NSDictionary?>? = nil) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                               documentAttributes: attributes)
    }

    private func font(_ string: NSAttributedString, at index: Int) -> UIFont? {
        string.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    private func paragraph(_ string: NSAttributedString, at index: Int) -> NSParagraphStyle? {
        string.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle
    }

    private func traits(_ string: NSAttributedString, at index: Int) -> UIFontDescriptor.SymbolicTraits {
        font(string, at: index)?.fontDescriptor.symbolicTraits ?? []
    }

    /// A TextEdit document: Cocoa's header, font and color tables, A4 paper, styled runs.
    private let textEditSample = #"""
    {\rtf1\ansi\ansicpg1252\cocoartf2639
    \cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fswiss\fcharset0 Helvetica-Bold;\f2\fmodern\fcharset0 Courier;}
    {\colortbl;\red255\green255\blue255;\red251\green0\blue7;\red0\green0\blue255;}
    {\*\expandedcolortbl;;\cssrgb\c100000\c0\c0;\cssrgb\c0\c0\c100000;}
    \paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
    \pard\tx566\tx1133\tx1700\tx2267\tx2834\tx3401\tx3968\tx4535\tx5102\tx5669\tx6236\tx6803\pardirnatural\partightenfactor0

    \f0\fs24 \cf0 Plain 
    \f1\b bold
    \f0\b0  \i italic\i0  \ul under\ulnone  \strike gone\strike0\striked0  \cf2 red\cf0 \
    \pard\pardeftab720\qc\partightenfactor0
    \cf0 Centered \f2\fs36 \cb3 big mono\
    }
    """#

    func testTextEditDocumentText() async throws {
        let string = try rtf(textEditSample)
        XCTAssertEqual(string.string, "Plain bold italic under gone red\nCentered big mono\n")
    }

    func testCocoasDefaultsAreHelvetica12AndBlack() async throws {
        let string = try rtf(textEditSample)
        XCTAssertEqual(font(string, at: 0)?.familyName, UIFont(name: "Helvetica", size: 12)?.familyName)
        XCTAssertEqual(font(string, at: 0)?.pointSize, 12, "\\fs24 is 24 half-points")
        XCTAssertEqual(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, UIColor.black)
        XCTAssertNil(string.attribute(.backgroundColor, at: 0, effectiveRange: nil))
        let bare = try rtf(#"{\rtf1\ansi Hi}"#)
        XCTAssertEqual(bare.string, "Hi")
        XCTAssertEqual(font(bare, at: 0), UIFont(name: "Helvetica", size: 12), "no font table: Helvetica 12 pt")
    }

    func testCharacterFormatting() async throws {
        let string = try rtf(textEditSample)
        let text = string.string as NSString
        XCTAssertTrue(traits(string, at: text.range(of: "bold").location).contains(.traitBold))
        XCTAssertFalse(traits(string, at: 0).contains(.traitBold))
        XCTAssertTrue(traits(string, at: text.range(of: "italic").location).contains(.traitItalic))
        XCTAssertFalse(traits(string, at: text.range(of: "under").location).contains(.traitItalic))
        XCTAssertEqual(string.attribute(.underlineStyle, at: text.range(of: "under").location, effectiveRange: nil) as? Int,
                       NSUnderlineStyle.single.rawValue)
        XCTAssertNil(string.attribute(.underlineStyle, at: text.range(of: "gone").location, effectiveRange: nil))
        XCTAssertEqual(string.attribute(.strikethroughStyle, at: text.range(of: "gone").location, effectiveRange: nil) as? Int,
                       NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(string.attribute(.foregroundColor, at: text.range(of: "red").location, effectiveRange: nil) as? UIColor,
                       UIColor(red: 251 / 255, green: 0, blue: 7 / 255, alpha: 1), "\\cf2 is the second color after the automatic one")
        let big = text.range(of: "big").location
        XCTAssertEqual(font(string, at: big)?.pointSize, 18)
        XCTAssertEqual(font(string, at: big)?.familyName, UIFont(name: "Courier", size: 18)?.familyName)
        XCTAssertEqual(string.attribute(.backgroundColor, at: big, effectiveRange: nil) as? UIColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    func testParagraphStylesAndCocoasTabStops() async throws {
        let string = try rtf(textEditSample)
        let first = try XCTUnwrap(paragraph(string, at: 0))
        XCTAssertEqual(first.alignment, .natural, "no \\q word: natural alignment")
        XCTAssertEqual(first.tabStops.count, 12)
        XCTAssertEqual(first.tabStops.first?.location ?? 0, 28.3, accuracy: 0.001, "566 twips")
        XCTAssertEqual(paragraph(string, at: 31), first, "the paragraph's end has its style")
        let second = try XCTUnwrap(paragraph(string, at: 33))
        XCTAssertEqual(second.alignment, .center)
        XCTAssertEqual(second.tabStops, NSParagraphStyle.default.tabStops, "\\pard without \\tx: UIKit's default stops")
        XCTAssertEqual(second.defaultTabInterval, 36, "Cocoa's \\pardeftab720")
    }

    func testParagraphIndentsSpacingAndLineHeight() async throws {
        let string = try rtf(#"""
        {\rtf1\ansi
        \pard\li720\fi-360\ri1440\sb240\sa120\sl360\slmult1\tx720\tqr\tx5000\qj Justified\par
        \pard\sl-300\slmult0 exact\par
        \pard\sl280\slmult0\slleading40\ql plain}
        """#)
        XCTAssertEqual(string.string, "Justified\nexact\nplain")
        let first = try XCTUnwrap(paragraph(string, at: 0))
        XCTAssertEqual(first.alignment, .justified)
        XCTAssertEqual(first.headIndent, 36)
        XCTAssertEqual(first.firstLineHeadIndent, 18, "\\fi is relative to \\li")
        XCTAssertEqual(first.tailIndent, -72)
        XCTAssertEqual(first.paragraphSpacingBefore, 12)
        XCTAssertEqual(first.paragraphSpacing, 6)
        XCTAssertEqual(first.lineHeightMultiple, 1.5)
        XCTAssertEqual(first.tabStops.map(\.location), [36, 250])
        XCTAssertEqual(first.tabStops.map(\.alignment), [.left, .right])
        let exact = try XCTUnwrap(paragraph(string, at: 10))
        XCTAssertEqual(exact.minimumLineHeight, 15)
        XCTAssertEqual(exact.maximumLineHeight, 15, "a negative \\sl is an exact height")
        let last = try XCTUnwrap(paragraph(string, at: 16))
        XCTAssertEqual(last.minimumLineHeight, 14)
        XCTAssertEqual(last.maximumLineHeight, 0)
        XCTAssertEqual(last.lineSpacing, 2)
        XCTAssertEqual(last.alignment, .left)
    }

    func testRaisedLoweredAndExpandedText() async throws {
        let string = try rtf(#"{\rtf1\ansi\pard\plain \fs20 small \up6 up\up0  \dn4 down\dn0  \expnd8\expndtw40 wide\expnd0\expndtw0  \super sup}"#)
        XCTAssertEqual(string.string, "small up down wide sup")
        XCTAssertEqual(font(string, at: 0)?.pointSize, 10)
        XCTAssertNil(string.attribute(.baselineOffset, at: 0, effectiveRange: nil))
        XCTAssertEqual(string.attribute(.baselineOffset, at: 6, effectiveRange: nil) as? CGFloat, 3, "\\up is in half-points")
        XCTAssertEqual(string.attribute(.baselineOffset, at: 9, effectiveRange: nil) as? CGFloat, -2)
        XCTAssertEqual(string.attribute(.kern, at: 14, effectiveRange: nil) as? CGFloat, 2, "40 twips")
        XCTAssertNil(string.attribute(.kern, at: 18, effectiveRange: nil))
        let sup = (string.string as NSString).range(of: "sup").location
        XCTAssertGreaterThan(string.attribute(.baselineOffset, at: sup, effectiveRange: nil) as? CGFloat ?? 0, 0)
        XCTAssertLessThan(font(string, at: sup)?.pointSize ?? 10, 10, "\\super shrinks the text")
    }

    func testHyperlinkFieldsBecomeLinks() async throws {
        let string = try rtf(#"""
        {\rtf1\ansi\ansicpg1252\cocoartf2822
        {\fonttbl\f0\fswiss\fcharset0 Helvetica;}
        {\colortbl;\red255\green255\blue255;\red0\green0\blue233;}
        \f0\fs24 \cf0 See {\field{\*\fldinst{HYPERLINK "https://example.com/a?b=1"}}{\fldrslt \cf2 \ul \ulc2 the site}} now}
        """#)
        XCTAssertEqual(string.string, "See the site now")
        var range = NSRange()
        let link = string.attribute(.link, at: 4, effectiveRange: &range) as? URL
        XCTAssertEqual(link?.absoluteString, "https://example.com/a?b=1")
        XCTAssertEqual(range, NSRange(location: 4, length: 8))
        XCTAssertEqual(string.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor, UIColor(red: 0, green: 0, blue: 233 / 255, alpha: 1))
        XCTAssertEqual(string.attribute(.underlineColor, at: 4, effectiveRange: nil) as? UIColor, UIColor(red: 0, green: 0, blue: 233 / 255, alpha: 1))
        XCTAssertNil(string.attribute(.link, at: 13, effectiveRange: nil), "the field's formatting ends with its group")
        XCTAssertNil(string.attribute(.underlineStyle, at: 13, effectiveRange: nil))
    }

    func testCodePageBytesUnicodeAndFallbacks() async throws {
        let string = try rtf(#"{\rtf1\ansi\ansicpg1252 Caf\'e9 {\uc0\u8364 } \u1046\'3f\u1046? {\uc0\u-10179\u-8704 }\'93q\'94 \{1\}\\\tab x\~y\emdash}"#)
        XCTAssertEqual(string.string, "Café € ЖЖ 😀“q” {1}\\\tx\u{00A0}y—")
        let mac = try rtf(#"{\rtf1\mac caf\'8e}"#)
        XCTAssertEqual(mac.string, "café", "\\mac: Mac OS Roman bytes")
    }

    func testUnknownDestinationsAndTablesAreSkipped() async throws {
        let string = try rtf(#"""
        {\rtf1\ansi{\fonttbl{\f0\froman\fcharset0 Times New Roman;}{\f1\fnil\fcharset0 NoSuchFont-Regular{\*\panose 0000};}}
        {\stylesheet{\s0 Normal;}}{\info{\title Secret}{\author Me}}{\*\generator Writer;}{\*\unknownthing hidden}
        \f1 Visible{\*\bkmkstart mark}{\pict\pngblip 89504e47}\par}
        """#)
        XCTAssertEqual(string.string, "Visible\n")
        XCTAssertEqual(font(string, at: 0)?.pointSize, 12)
        XCTAssertEqual(font(string, at: 0), UIFont(name: "Helvetica", size: 12), "an unknown \\fnil font falls back to Helvetica")
    }

    func testCocoaListTableSetsTextLists() async throws {
        let string = try rtf(#"""
        {\rtf1\ansi\ansicpg1252\cocoartf2822
        {\fonttbl\f0\fswiss\fcharset0 Helvetica;}
        {\colortbl;\red255\green255\blue255;}
        {\*\listtable{\list\listtemplateid1\listhybrid{\listlevel\levelnfc23\levelnfcn23\leveljc0\leveljcn0\levelfollow0\levelstartat1\levelspace360\levelindent0{\*\levelmarker \{disc\}}{\leveltext\leveltemplateid1\'01\uc0\u8226 ;}{\levelnumbers;}\fi-360\li720\lin720 }{\listlevel\levelnfc0\levelnfcn0\leveljc0\leveljcn0\levelfollow0\levelstartat3\levelspace360\levelindent0{\*\levelmarker \{decimal\}.}{\leveltext\leveltemplateid2\'02\'01.;}{\levelnumbers\'01;}\fi-360\li1440\lin1440 }{\listname ;}\listid1}}
        {\*\listoverridetable{\listoverride\listid1\listoverridecount0\ls1}}
        \pard\tx220\tx720\li720\fi-720\pardirnatural\partightenfactor0
        \ls1\ilvl0
        \f0\fs24 \cf0 {\listtext	\uc0\u8226 	}One\
        \pard\tx940\tx1440\li1440\fi-1440\pardirnatural\partightenfactor0
        \ls1\ilvl1\cf0 {\listtext	3.	}Nested\
        \pard\pardirnatural\partightenfactor0
        \cf0 After}
        """#)
        XCTAssertEqual(string.string, "\t•\tOne\n\t3.\tNested\nAfter", "Cocoa's \\listtext markers are text")
        let one = paragraph(string, at: 0)?.textLists ?? []
        XCTAssertEqual(one.map(\.markerFormat), [.disc])
        let nested = paragraph(string, at: 8)?.textLists ?? []
        XCTAssertEqual(nested.map(\.markerFormat), [.disc, .decimal], "\\ilvl1: the list's first two levels")
        XCTAssertTrue(nested.first === one.first, "one list object per list and level")
        XCTAssertEqual(nested.last?.startingItemNumber, 3)
        XCTAssertEqual(paragraph(string, at: 19)?.textLists.count, 0)
        XCTAssertEqual(paragraph(string, at: 0)?.headIndent, 36)
    }

    func testDocumentAttributes() async throws {
        var attributes: NSDictionary?
        _ = try rtf(textEditSample, attributes: &attributes)
        let read = try XCTUnwrap(attributes)
        XCTAssertEqual(read[NSAttributedString.DocumentAttributeKey.documentType] as? NSAttributedString.DocumentType, .rtf)
        XCTAssertEqual(read[NSAttributedString.DocumentAttributeKey.characterEncoding] as? UInt,
                       String.Encoding.windowsCP1252.rawValue)
        XCTAssertEqual((read[NSAttributedString.DocumentAttributeKey.cocoaVersion] as? NSNumber)?.intValue, 2639)
        XCTAssertEqual((read[NSAttributedString.DocumentAttributeKey.paperSize] as? NSValue)?.cgSizeValue, CGSize(width: 595, height: 842))
        XCTAssertEqual((read[NSAttributedString.DocumentAttributeKey.viewSize] as? NSValue)?.cgSizeValue, CGSize(width: 576, height: 420))
        var guessed: NSDictionary?
        _ = try NSAttributedString(data: Data(#"{\rtf1 x}"#.utf8), options: [:], documentAttributes: &guessed)
        XCTAssertEqual(guessed?[NSAttributedString.DocumentAttributeKey.documentType] as? NSAttributedString.DocumentType, .rtf,
                       "the type is guessed from {\\rtf")
        XCTAssertNil(guessed?[NSAttributedString.DocumentAttributeKey.cocoaVersion], "not written by Cocoa")
    }

    func testMalformedInputReadsWhatItCan() async throws {
        XCTAssertEqual(try rtf(#"{\rtf1 Hello {\b bold"#).string, "Hello bold", "unclosed groups end with the data")
        let unclosed = try rtf(#"{\rtf1 Hello {\b bold"#)
        XCTAssertTrue(traits(unclosed, at: 7).contains(.traitBold))
        XCTAssertEqual(try rtf(#"{\rtf1 a}} b {c}"#).string, "a", "text after the document's group is not read")
        XCTAssertEqual(try rtf(#"{\rtf1 x\'zz\'4\u\uc99999999999999999 y\"#).string, "xzz4y",
                       "a bad hex escape is dropped (its characters read as text), \\u without a number ignored")
        XCTAssertEqual(try rtf("{\\rtf1 \\bin5 {}}\\ ok}").string, "ok", "\\binN skips N raw bytes")
    }

    func testDataThatIsNotRTFThrows() async {
        XCTAssertThrowsError(try rtf("plain words")) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileReadCorruptFile)
        }
        XCTAssertThrowsError(try NSAttributedString(data: Data("{\\rtf1 x}".utf8),
                                                    options: [.documentType: NSAttributedString.DocumentType.rtfd],
                                                    documentAttributes: nil)) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileReadCorruptFile, "flattened RTFD data is not read")
        }
    }

    func testRandomBytesNeverCrashOrHang() async throws {
        var generator = RTFFuzzGenerator(seed: 0x5EED)
        let alphabet = Array(#"{}\\'*abcfsuxlpr0123456789- ;"#.utf8) + [0x0A, 0xE9, 0x00]
        for _ in 0..<200 {
            let length = Int.random(in: 0..<300, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let data = Data(#"{\rtf1 "#.utf8) + Data(bytes)
            let string = try NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.rtf],
                                                documentAttributes: nil)
            XCTAssertLessThanOrEqual(string.length, data.count * 2)
        }
    }

    func testRTFDDirectoryIsReadThroughItsText() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RTFReaderTests-\(UUID().uuidString).rtfd")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{\rtf1\ansi {\b Packaged}}"#.utf8).write(to: directory.appendingPathComponent("TXT.rtf"))
        var attributes: NSDictionary?
        let string = try NSAttributedString(url: directory, options: [:], documentAttributes: &attributes)
        XCTAssertEqual(string.string, "Packaged")
        XCTAssertTrue(traits(string, at: 0).contains(.traitBold))
        XCTAssertEqual(attributes?[NSAttributedString.DocumentAttributeKey.documentType] as? NSAttributedString.DocumentType, .rtfd)
    }
}

/// A deterministic generator (SplitMix64) so the fuzzed inputs are the same on every run.
private struct RTFFuzzGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
