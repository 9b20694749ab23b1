import XCTest
import UIKit
import UIKitTesting

/// `AttributedString` with UIKit's attribute scope, and its conversion to and from
/// `NSAttributedString` (on iOS through the Objective-C runtime).
@MainActor
final class AttributedStringConversionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func greeting() -> AttributedString {
        var hello = AttributedString("Hello ")
        hello.font = .boldSystemFont(ofSize: 16)
        hello.foregroundColor = .red
        var world = AttributedString("wörld👍")
        world.kern = 2
        world.underlineStyle = .single
        world.link = URL(string: "https://example.com")
        return hello + world
    }

    func testDynamicMemberLookupReachesUIKitKeysNamedAsNSAttributedStringKeys() async {
        var container = AttributeContainer()
        container.font = .boldSystemFont(ofSize: 16)
        container.foregroundColor = .blue
        container.paragraphStyle = NSParagraphStyle.default
        container.baselineOffset = 3
        XCTAssertEqual(container.font?.pointSize, 16)
        XCTAssertEqual(container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self], .blue)
        XCTAssertEqual(container.baselineOffset, 3)
        let built = AttributeContainer().font(.systemFont(ofSize: 20)).strikethroughStyle(.double)
        XCTAssertEqual(built.font?.pointSize, 20)
        XCTAssertEqual(built.strikethroughStyle, .double)

        XCTAssertEqual(AttributeScopes.UIKitAttributes.FontAttribute.name, NSAttributedString.Key.font.rawValue)
        XCTAssertEqual(AttributeScopes.UIKitAttributes.ForegroundColorAttribute.name, "NSColor")
        XCTAssertEqual(AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.name, "NSUnderline")
        XCTAssertEqual(AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute.name, "NSStrikethrough")
        XCTAssertEqual(AttributeScopes.UIKitAttributes.KernAttribute.name, "NSKern")

        var string = AttributedString("abc")
        string.foregroundColor = .red
        XCTAssertEqual(string.foregroundColor, .red, "a value on the whole string reads back")
        string[string.characters.index(after: string.startIndex)...].foregroundColor = .green
        XCTAssertNil(string.foregroundColor, "mixed values read as nil")
        XCTAssertEqual(string.runs.count, 2)
    }

    func testConversionToNSAttributedStringKeepsRunsAndTypedValues() async {
        let ns = NSAttributedString(greeting())
        XCTAssertEqual(ns.string, "Hello wörld👍")
        XCTAssertEqual(ns.length, 13, "UTF-16: the emoji is two units")
        var range = NSRange()
        let first = ns.attributes(at: 0, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 0, length: 6))
        XCTAssertEqual((first[.font] as? UIFont)?.pointSize, 16)
        XCTAssertEqual(first[.foregroundColor] as? UIColor, .red)
        XCTAssertNil(first[.kern])
        XCTAssertNil(first[.link])
        let second = ns.attributes(at: 6, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 6, length: 7))
        XCTAssertEqual(second[.kern] as? CGFloat, 2)
        XCTAssertEqual(second[.underlineStyle] as? Int, NSUnderlineStyle.single.rawValue,
                       "line styles are stored as their raw integers, as UIKit")
        XCTAssertEqual(second[.link] as? URL, URL(string: "https://example.com"))
        XCTAssertNil(second[.font])

        let mutable = NSMutableAttributedString(greeting())
        mutable.append(NSAttributedString(string: "!"))
        XCTAssertEqual(mutable.string, "Hello wörld👍!")
        XCTAssertEqual((mutable.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)?.pointSize, 16)
    }

    func testRoundTripThroughNSAttributedStringIsTheSameString() async throws {
        let original = greeting()
        let back = try AttributedString(NSAttributedString(original), including: \.uiKit)
        XCTAssertEqual(back, original)
        XCTAssertEqual(back.runs.count, 2)
        XCTAssertEqual(AttributedString(NSAttributedString(original)), original)
        let viaMutable = try AttributedString(NSMutableAttributedString(original, including: \.uiKit), including: \.uiKit)
        XCTAssertEqual(viaMutable, original)
    }

    func testConversionFromNSAttributedStringTypesItsValues() async throws {
        let ns = NSMutableAttributedString(string: "ab", attributes: [
            .kern: 1.5 as Double,
            .underlineStyle: NSNumber(value: NSUnderlineStyle.thick.rawValue),
            .link: "https://example.org",
            .shadow: NSShadow(),
            NSAttributedString.Key("Custom"): 1,
        ])
        ns.addAttribute(.ligature, value: 0, range: NSRange(location: 1, length: 1))
        let string = try AttributedString(ns, including: \.uiKit)
        XCTAssertEqual(string.kern, 1.5)
        XCTAssertEqual(string.underlineStyle, .thick)
        XCTAssertEqual(string.link, URL(string: "https://example.org"))
        XCTAssertNotNil(string.shadow)
        XCTAssertEqual(string.runs.count, 2)
        XCTAssertEqual(string.runs.map(\.ligature), [nil, 0])
        XCTAssertEqual(NSAttributedString(string).attribute(NSAttributedString.Key("Custom"), at: 0, effectiveRange: nil) as? Int,
                       nil, "attributes outside the scopes are left out")
    }

    func testWrongValueTypesThrowInScopedConversionAndAreDroppedOtherwise() async throws {
        let ns = NSAttributedString(string: "x", attributes: [.font: "Helvetica", .foregroundColor: UIColor.red])
        XCTAssertThrowsError(try AttributedString(ns, including: \.uiKit))
        let lenient = AttributedString(ns)
        XCTAssertNil(lenient.font)
        XCTAssertEqual(lenient.foregroundColor, .red)
    }

    func testFoundationScopeLeavesUIKitAttributesOut() async throws {
        var string = AttributedString("link")
        string.link = URL(string: "https://example.com")
        string.font = .systemFont(ofSize: 9)
        let ns = try NSAttributedString(string, including: AttributeScopes.FoundationAttributes.self)
        XCTAssertEqual(ns.attribute(.link, at: 0, effectiveRange: nil) as? URL, URL(string: "https://example.com"))
        XCTAssertNil(ns.attribute(.font, at: 0, effectiveRange: nil))
        let back = try AttributedString(NSAttributedString(string), including: AttributeScopes.FoundationAttributes.self)
        XCTAssertNil(back.font)
        XCTAssertEqual(back.link, URL(string: "https://example.com"))
    }

    func testLabelDrawsAConvertedAttributedString() async {
        var string = AttributedString("Big")
        string.font = .systemFont(ofSize: 40)
        let label = UILabel()
        label.attributedText = NSAttributedString(string)
        XCTAssertEqual(label.font.pointSize, 40)
        let small = UILabel()
        small.text = "Big"
        XCTAssertGreaterThan(label.intrinsicContentSize.height, small.intrinsicContentSize.height + 15)
    }
}
