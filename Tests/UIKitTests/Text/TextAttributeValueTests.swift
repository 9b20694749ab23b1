import XCTest
import UIKit
import UIKitTesting

/// UIKit's attribute value classes must survive Foundation's attributed string operations on
/// Linux, which compare values through CoreFoundation (see FoundationBridgingGuard).
@MainActor
final class TextAttributeValueTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func replaceAndCopy(_ key: NSAttributedString.Key, _ first: Any, _ second: Any) -> NSAttributedString {
        let string = NSMutableAttributedString(string: "ab", attributes: [key: first])
        string.addAttribute(key, value: second, range: NSRange(location: 0, length: 1))
        string.append(NSAttributedString(string: "c", attributes: [key: first]))
        return NSMutableAttributedString(attributedString: string)
    }

    func testParagraphStylesCanReplaceEachOther() async {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let result = replaceAndCopy(.paragraphStyle, NSParagraphStyle(), style)
        XCTAssertEqual((result.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .center)
        XCTAssertEqual((result.attribute(.paragraphStyle, at: 1, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .natural)
    }

    func testFontsWithLongNamesCanReplaceEachOther() async {
        // "DejaVu Sans Mono" is too long for Swift's inline strings.
        let result = replaceAndCopy(.font, UIFont.monospacedSystemFont(ofSize: 10, weight: .regular), UIFont.systemFont(ofSize: 20))
        XCTAssertEqual((result.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 20)
        XCTAssertEqual((result.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)?.familyName, "DejaVu Sans Mono")
    }

    func testShadowsAndDescriptorsCanReplaceEachOther() async {
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 3
        let result = replaceAndCopy(.shadow, NSShadow(), shadow)
        XCTAssertEqual((result.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow)?.shadowBlurRadius, 3)
        _ = replaceAndCopy(NSAttributedString.Key("descriptor"), UIFontDescriptor(), UIFontDescriptor(name: "X", size: 2))
    }
}
