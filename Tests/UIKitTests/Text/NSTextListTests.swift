import XCTest
import UIKit
import UIKitTesting

/// `NSTextList`, `NSParagraphStyle.textLists`, and lists in HTML import and export.
@MainActor
final class NSTextListTests: XCTestCase {
    func testMarkerFormatsHaveUIKitsRawValues() async {
        XCTAssertEqual(NSTextList.MarkerFormat.disc.rawValue, "{disc}")
        XCTAssertEqual(NSTextList.MarkerFormat.decimal.rawValue, "{decimal}")
        XCTAssertEqual(NSTextList.MarkerFormat.lowercaseAlpha.rawValue, "{lower-alpha}")
        XCTAssertEqual(NSTextList.MarkerFormat.uppercaseRoman.rawValue, "{upper-roman}")
        XCTAssertEqual(NSTextList.MarkerFormat.lowercaseHexadecimal.rawValue, "{lower-hexadecimal}")
        XCTAssertEqual(NSTextList.Options.prependEnclosingMarker.rawValue, 1)
    }

    func testMarkersForItemNumbers() async {
        XCTAssertEqual(NSTextList(markerFormat: .disc, options: 0).marker(forItemNumber: 3), "\u{2022}")
        XCTAssertEqual(NSTextList(markerFormat: .circle, options: 0).marker(forItemNumber: 1), "\u{25E6}")
        XCTAssertEqual(NSTextList(markerFormat: .decimal, options: 0).marker(forItemNumber: 12), "12")
        XCTAssertEqual(NSTextList(markerFormat: .lowercaseAlpha, options: 0).marker(forItemNumber: 1), "a")
        XCTAssertEqual(NSTextList(markerFormat: .uppercaseLatin, options: 0).marker(forItemNumber: 28), "AB")
        XCTAssertEqual(NSTextList(markerFormat: .lowercaseRoman, options: 0).marker(forItemNumber: 1994), "mcmxciv")
        XCTAssertEqual(NSTextList(markerFormat: .uppercaseRoman, options: 0).marker(forItemNumber: 14), "XIV")
        XCTAssertEqual(NSTextList(markerFormat: .uppercaseHexadecimal, options: 0).marker(forItemNumber: 255), "FF")
        XCTAssertEqual(NSTextList(markerFormat: .octal, options: 0).marker(forItemNumber: 8), "10")
        XCTAssertEqual(NSTextList(markerFormat: NSTextList.MarkerFormat("({decimal})"), options: 0).marker(forItemNumber: 2), "(2)",
                       "text around the specifier is kept")
    }

    func testOrderingOptionsAndStartingNumber() async {
        let list = NSTextList(markerFormat: .decimal, options: [.prependEnclosingMarker], startingItemNumber: 5)
        XCTAssertTrue(list.isOrdered)
        XCTAssertEqual(list.startingItemNumber, 5)
        XCTAssertEqual(list.listOptions, [.prependEnclosingMarker])
        list.startingItemNumber = 2
        XCTAssertEqual(list.startingItemNumber, 2)
        let bullets = NSTextList(markerFormat: .square, options: 0)
        XCTAssertFalse(bullets.isOrdered)
        XCTAssertEqual(bullets.startingItemNumber, 1)
        XCTAssertEqual(bullets.listOptions, [])
        XCTAssertFalse(NSTextList.includesTextListMarkers)
        let copy = list.copy() as? NSTextList
        XCTAssertEqual(copy?.markerFormat, .decimal)
        XCTAssertEqual(copy?.startingItemNumber, 2)
    }

    func testParagraphStylesCarryTheirLists() async {
        XCTAssertEqual(NSParagraphStyle.default.textLists, [])
        let outer = NSTextList(markerFormat: .disc, options: 0)
        let inner = NSTextList(markerFormat: .decimal, options: 0)
        let style = NSMutableParagraphStyle()
        style.textLists = [outer, inner]
        XCTAssertTrue(style.textLists[0] === outer)
        XCTAssertTrue(style.textLists[1] === inner)
        let copy = style.copy() as? NSParagraphStyle
        XCTAssertEqual(copy?.textLists.count, 2)
        XCTAssertEqual(copy, style)
        let other = NSMutableParagraphStyle()
        other.textLists = [NSTextList(markerFormat: .disc, options: 0)]
        let same = NSMutableParagraphStyle()
        same.textLists = [outer]
        XCTAssertNotEqual(other, same, "paragraphs in different lists have different styles")
    }

    private func html(_ markup: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(markup.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                               documentAttributes: nil)
    }

    private func lists(_ string: NSAttributedString, at index: Int) -> [NSTextList] {
        (string.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle)?.textLists ?? []
    }

    func testHTMLImportSetsTextLists() async throws {
        let string = try html("<p>Intro</p><ul><li>One</li><li>Two<ol start=\"3\" type=\"a\"><li>Three</li></ol></li></ul><p>End</p>")
        XCTAssertEqual(string.string, "Intro\n\t•\tOne\n\t•\tTwo\n\tc.\tThree\nEnd\n")
        let text = string.string as NSString
        XCTAssertEqual(lists(string, at: 0), [])
        let one = lists(string, at: text.range(of: "One").location)
        XCTAssertEqual(one.map(\.markerFormat), [.disc])
        let three = lists(string, at: text.range(of: "Three").location)
        XCTAssertEqual(three.map(\.markerFormat), [.disc, .lowercaseAlpha])
        XCTAssertTrue(three.first === one.first, "the same list object for all its paragraphs")
        XCTAssertEqual(three.last?.startingItemNumber, 3)
        XCTAssertEqual(lists(string, at: text.range(of: "End").location), [])
    }

    func testNestedBulletsFollowWebKitsDefaults() async throws {
        let string = try html("<ul><li>A<ul><li>B<ul><li>C</li></ul></li></ul></li></ul>")
        XCTAssertEqual(string.string, "\t•\tA\n\t\u{25E6}\tB\n\t\u{25AA}\tC\n")
        XCTAssertEqual(lists(string, at: (string.string as NSString).range(of: "C").location).map(\.markerFormat),
                       [.disc, .circle, .square])
    }

    func testHTMLExportWritesListsThatReadBack() async throws {
        let original = try html("<ul><li>One</li><li>Two<ol start=\"3\"><li>Three</li></ol></li></ul><p>After</p>")
        let data = try original.data(from: NSRange(location: 0, length: original.length),
                                     documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        let markup = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(markup.contains("<ul>"), markup)
        XCTAssertTrue(markup.contains("<ol start=\"3\">"), markup)
        XCTAssertFalse(markup.contains("\t•\t"), "markers are the list's, not the items' text: \(markup)")
        let read = try html(markup)
        XCTAssertEqual(read.string, original.string)
        let text = read.string as NSString
        XCTAssertEqual(lists(read, at: text.range(of: "Three").location).map(\.markerFormat), [.disc, .decimal])
        XCTAssertEqual(lists(read, at: text.range(of: "After").location), [])
    }
}
