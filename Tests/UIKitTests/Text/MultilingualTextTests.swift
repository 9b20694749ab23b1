import XCTest
@_spi(Diagnostics) import UIKit
import UIKitTesting

@MainActor
final class MultilingualTextTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    let font = UIFont.systemFont(ofSize: 20)

    func testHangulHanAndKanaRenderWithCJKFontsWithoutTofu() async {
        for text in ["한국어 텍스트", "漢字と中文", "ひらがな カタカナ"] {
            let attributed = NSAttributedString(string: text, attributes: [.font: font])
            XCTAssertEqual(TextDiagnostics.unknownGlyphCount(in: attributed), 0, text)
            let families = TextDiagnostics.fontFamilies(in: attributed)
            XCTAssertFalse(families.isEmpty)
            XCTAssertTrue(families.allSatisfy { $0.hasPrefix("Noto Sans CJK") }, "\(text): \(families)")
            let size = attributed.size()
            let bitmap = TextRendering.render(size: CGSize(width: size.width + 8, height: size.height + 8)) { _ in
                attributed.draw(at: CGPoint(x: 4, y: 4))
            }
            // CJK glyphs are dense: a good share of the text box is ink.
            let box = CGRect(x: 4, y: 4, width: size.width, height: size.height)
            XCTAssertGreaterThan(Double(bitmap.count(in: box)) / Double(box.width * box.height), 0.08, text)
            XCTAssertEqual(bitmap.bounds()?.minX ?? 0, 4, accuracy: 4, text)
        }
    }

    func testLatinStaysInTheSystemFontNextToCJK() async {
        let families = TextDiagnostics.fontFamilies(in: NSAttributedString(string: "Seoul 서울", attributes: [.font: font]))
        XCTAssertEqual(families.first, "Noto Sans")
        XCTAssertTrue(families.contains { $0.hasPrefix("Noto Sans CJK") })
    }

    func testArabicUsesNotoSansArabicAndIsShaped() async {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let word = NSAttributedString(string: "بببب", attributes: attributes)
        XCTAssertEqual(TextDiagnostics.fontFamilies(in: word), ["Noto Sans Arabic"])
        XCTAssertEqual(TextDiagnostics.unknownGlyphCount(in: word), 0)
        // Joined (initial, medial, final) forms of beh are far narrower than four isolated ones.
        let isolated = "ب".size(withAttributes: attributes).width
        XCTAssertLessThan(word.size().width, 0.8 * 4 * isolated)
    }

    func testArabicParagraphRunsRightToLeft() async {
        // The first strong character (Arabic) makes the paragraph right-to-left (Unicode bidi
        // P2/P3): the Arabic word comes first from the right, the Latin word after it, on its left.
        let text = NSMutableAttributedString(string: "مرحبا", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " hello", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let bitmap = TextRendering.render(size: CGSize(width: 220, height: 50)) { _ in
            text.draw(with: CGRect(x: 0, y: 0, width: 220, height: 50),
                      options: [.usesLineFragmentOrigin, .optionsResolvesNaturalAlignmentWithBaseWritingDirection],
                      context: nil)
        }
        let arabic = bitmap.bounds(where: \.isReddish), latin = bitmap.bounds(where: \.isBluish)
        XCTAssertNotNil(arabic)
        XCTAssertNotNil(latin)
        XCTAssertGreaterThan(arabic?.minX ?? 0, latin?.maxX ?? 999)
        XCTAssertEqual(arabic?.maxX ?? 0, 220, accuracy: 3, "natural alignment resolved by the text's direction: right")
    }

    func testNaturalAlignmentFollowsTheUsersLanguageNotTheText() async {
        // UIKit resolves .natural with the user's language unless asked to use the text's
        // direction (NSStringDrawingOptions.optionsResolvesNaturalAlignmentWithBaseWritingDirection).
        let userRightToLeft = ProcessInfo.processInfo.environment["OPENUIKIT_LAYOUT_DIRECTION"].map { $0.lowercased() == "rtl" }
            ?? (Locale.current.language.characterDirection == .rightToLeft)
        let arabic = NSAttributedString(string: "مرحبا بالعالم", attributes: [.font: font])
        func inkBounds(_ options: NSStringDrawingOptions) -> CGRect? {
            TextRendering.render(size: CGSize(width: 300, height: 50)) { _ in
                arabic.draw(with: CGRect(x: 0, y: 0, width: 300, height: 50), options: options, context: nil)
            }.bounds()
        }
        let byLanguage = inkBounds(.usesLineFragmentOrigin)
        if userRightToLeft {
            XCTAssertEqual(byLanguage?.maxX ?? 0, 300, accuracy: 3)
        } else {
            XCTAssertEqual(byLanguage?.minX ?? -1, 0, accuracy: 3)
        }
        let byText = inkBounds([.usesLineFragmentOrigin, .optionsResolvesNaturalAlignmentWithBaseWritingDirection])
        XCTAssertEqual(byText?.maxX ?? 0, 300, accuracy: 3)
    }

    func testExplicitRightToLeftWritingDirection() async {
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let text = NSAttributedString(string: "Latin in RTL", attributes: [.font: font, .paragraphStyle: style])
        let bitmap = TextRendering.render(size: CGSize(width: 300, height: 50)) { _ in
            text.draw(with: CGRect(x: 0, y: 0, width: 300, height: 50),
                      options: [.usesLineFragmentOrigin, .optionsResolvesNaturalAlignmentWithBaseWritingDirection],
                      context: nil)
        }
        XCTAssertEqual(bitmap.bounds()?.maxX ?? 0, 300, accuracy: 3)
    }

    func testWritingDirectionOverrideReversesLatin() async {
        // RLO (right-to-left override): "AB" draws as "BA".
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .writingDirection: [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue]]
        let a = NSMutableAttributedString(string: "A", attributes: attributes.merging([.foregroundColor: UIColor.red]) { $1 })
        a.append(NSAttributedString(string: "B", attributes: attributes.merging([.foregroundColor: UIColor.blue]) { $1 }))
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 40)) { _ in a.draw(at: CGPoint(x: 4, y: 4)) }
        XCTAssertLessThan(bitmap.bounds(where: \.isBluish)?.minX ?? 999, bitmap.bounds(where: \.isReddish)?.minX ?? 0)
    }

    func testCJKTextWrapsBetweenCharacters() async {
        let text = "가나다라마바사아자차카타파하가나다라마바사"
        let rect = text.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil)
        XCTAssertLessThanOrEqual(rect.width, 100)
        XCTAssertGreaterThan(rect.height, 3 * font.lineHeight)
    }

    func testACharacterNoFontHasIsLoggedAndDrawnAsABox() async {
        let privateUse = NSAttributedString(string: "A\u{E000}B", attributes: [.font: font])
        var count = 0
        let log = LogCapture.capture { count = TextDiagnostics.unknownGlyphCount(in: privateUse) }
        XCTAssertEqual(count, 1)
        XCTAssertTrue(log.contains("no installed font has a glyph for U+E000"), "\(log.lines)")
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 40)) { _ in privateUse.draw(at: CGPoint(x: 4, y: 4)) }
        XCTAssertGreaterThan(bitmap.count(), 0, "the text still draws")
    }
}
