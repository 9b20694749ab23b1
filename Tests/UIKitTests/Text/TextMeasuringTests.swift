import XCTest
import UIKit
import UIKitTesting

@MainActor
final class TextMeasuringTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    let font = UIFont.systemFont(ofSize: 17)
    var attributes: [NSAttributedString.Key: Any] { [.font: font] }

    func testSizeGrowsWithTheText() async {
        let short = "Hello".size(withAttributes: attributes)
        let long = "Hello, world".size(withAttributes: attributes)
        XCTAssertGreaterThan(short.width, 0)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(short.height, font.lineHeight, accuracy: 0.01, "one line is the font's line height")
        XCTAssertEqual(long.height, short.height, accuracy: 0.01)
        XCTAssertNotEqual(short.width, short.width.rounded(), "sizes are fractional, as in UIKit")
    }

    func testEmptyStringMeasuresZero() async {
        XCTAssertEqual("".size(withAttributes: attributes), .zero)
        XCTAssertEqual(NSAttributedString(string: "").size(), .zero)
    }

    func testWithoutAFontAttributeTheDefaultIsTwelvePoints() async {
        // UIKit draws attribute-less text in a 12-point font (Helvetica; OpenUIKit: the system font).
        XCTAssertEqual("Text".size(withAttributes: nil),
                       "Text".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    func testLineSeparatorsStartNewLines() async {
        let one = "Line".size(withAttributes: attributes)
        for separator in ["\n", "\r", "\r\n", "\u{2029}"] {
            let two = "Line\(separator)Line".size(withAttributes: attributes)
            XCTAssertEqual(two.height, 2 * one.height, accuracy: 0.01, "separator \(separator.unicodeScalars.map(\.value))")
            XCTAssertEqual(two.width, one.width, accuracy: 0.01)
        }
    }

    func testBoundingRectWrapsToTheWidth() async {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = text.size(withAttributes: attributes)
        let rect = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(rect.origin, CGPoint.zero)
        XCTAssertLessThanOrEqual(rect.width, 120)
        XCTAssertGreaterThan(rect.height, 2 * single.height, "wraps to at least three lines")
        XCTAssertEqual((rect.height / font.lineHeight).rounded(), rect.height / font.lineHeight, accuracy: 0.01)
    }

    func testBoundingRectWithoutLineFragmentOriginIsOneLineAtTheBaseline() async {
        let text = "The quick brown fox jumps over the lazy dog"
        let rect = text.boundingRect(with: CGSize(width: 120, height: 1000), options: [], attributes: attributes, context: nil)
        XCTAssertEqual(rect.height, font.lineHeight, accuracy: 0.01, "a single line")
        XCTAssertEqual(rect.width, text.size(withAttributes: attributes).width, accuracy: 0.01)
        XCTAssertEqual(rect.minY, -font.ascender, accuracy: 0.01, "the origin is the baseline")
    }

    func testBoundingRectKeepsOnlyTheLinesThatFitTheHeight() async {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let rect = text.boundingRect(with: CGSize(width: 80, height: font.lineHeight * 2.5),
                                     options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(rect.height, 2 * font.lineHeight, accuracy: 0.01)
        let tiny = text.boundingRect(with: CGSize(width: 80, height: 3), options: .usesLineFragmentOrigin,
                                     attributes: attributes, context: nil)
        XCTAssertEqual(tiny.height, font.lineHeight, accuracy: 0.01, "the first line is always laid out")
    }

    func testCharWrappingBreaksInsideWords() async {
        let word = "Supercalifragilisticexpialidocious"
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        let rect = word.boundingRect(with: CGSize(width: 60, height: 0), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil)
        XCTAssertLessThanOrEqual(rect.width, 60)
        XCTAssertGreaterThan(rect.height, 3 * font.lineHeight)
        // Word wrapping also breaks a word that does not fit on a line by itself.
        let words = word.boundingRect(with: CGSize(width: 60, height: 0), options: .usesLineFragmentOrigin,
                                      attributes: attributes, context: nil)
        XCTAssertLessThanOrEqual(words.width, 60)
    }

    func testTruncatingParagraphsStayOnOneLine() async {
        // TextKit sets a paragraph whose line break mode truncates on a single line.
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let text = "The quick brown fox jumps over the lazy dog"
        let rect = text.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil)
        XCTAssertEqual(rect.height, font.lineHeight, accuracy: 0.01)
        XCTAssertLessThanOrEqual(rect.width, 100)
    }

    func testParagraphStyleSpacingAndLineHeights() async {
        let text = "one two three four five six seven eight nine"
        func height(_ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            return text.boundingRect(with: CGSize(width: 90, height: 0), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil).height
        }
        let plain = height { _ in }
        let lines = (plain / font.lineHeight).rounded()
        XCTAssertGreaterThanOrEqual(lines, 3)
        XCTAssertEqual(height { $0.lineSpacing = 10 }, plain + 10 * (lines - 1), accuracy: 0.01, "between lines")
        XCTAssertEqual(height { $0.minimumLineHeight = 40 }, 40 * lines, accuracy: 0.01)
        XCTAssertEqual(height { $0.maximumLineHeight = 15 }, 15 * lines, accuracy: 0.01)
        XCTAssertEqual(height { $0.lineHeightMultiple = 2 }, plain * 2, accuracy: 0.01)

        let paragraphs = "First\nSecond"
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 7
        style.paragraphSpacingBefore = 5
        let spaced = NSAttributedString(string: paragraphs, attributes: [.font: font, .paragraphStyle: style]).size()
        XCTAssertEqual(spaced.height, 2 * font.lineHeight + 7 + 5, accuracy: 0.01,
                       "spacing after the first paragraph and before the second, not at the ends")
    }

    func testIndentsNarrowTheLines() async {
        let text = "one two three four five six seven eight nine ten"
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        style.headIndent = 10
        style.tailIndent = -10
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
        let rect = attributed.boundingRect(with: CGSize(width: 150, height: 0), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertLessThanOrEqual(rect.width, 140, "no line reaches into the tail indent")
        let single = NSAttributedString(string: "Hi", attributes: [.font: font, .paragraphStyle: style]).size()
        XCTAssertEqual(single.width, 30 + "Hi".size(withAttributes: attributes).width, accuracy: 0.01,
                       "the first line starts after its head indent")
    }

    func testKernAndTrackingWidenText() async {
        let plain = "Kerning".size(withAttributes: attributes).width
        let kerned = "Kerning".size(withAttributes: [.font: font, .kern: 3]).width
        // Differs from UIKit: the space goes between characters (6 gaps), not after the last one.
        XCTAssertEqual(kerned, plain + 6 * 3, accuracy: 0.5)
        let tracked = "Kerning".size(withAttributes: [.font: font, .tracking: 2.0]).width
        XCTAssertGreaterThan(tracked, plain + 10)
    }

    func testBoldIsWiderAndBiggerFontsAreBigger() async {
        let regular = "Weight".size(withAttributes: attributes)
        XCTAssertGreaterThan("Weight".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width, regular.width)
        let big = "Weight".size(withAttributes: [.font: font.withSize(34)])
        XCTAssertEqual(big.width, 2 * regular.width, accuracy: 0.05, "unhinted metrics scale linearly")
        XCTAssertEqual(big.height, 2 * regular.height, accuracy: 0.05)
    }

    func testAttributedRunsMixFonts() async {
        let mixed = NSMutableAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        mixed.append(NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        XCTAssertEqual(mixed.size().height, UIFont.systemFont(ofSize: 30).lineHeight, accuracy: 0.05,
                       "the line is as tall as its tallest run")
        let expected = "small ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width
            + "BIG".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width
        XCTAssertEqual(mixed.size().width, expected, accuracy: 0.5)
    }

    func testDrawingContextShrinksTextToFit() async {
        let text = "A rather long line of text"
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.4
        let rect = text.boundingRect(with: CGSize(width: 100, height: font.lineHeight), options: .usesLineFragmentOrigin,
                                     attributes: attributes, context: context)
        XCTAssertLessThan(context.actualScaleFactor, 1)
        XCTAssertGreaterThanOrEqual(context.actualScaleFactor, 0.4)
        XCTAssertLessThanOrEqual(rect.width, 100.01)
        XCTAssertEqual(context.totalBounds, rect)
        let unshrunk = NSStringDrawingContext()
        _ = "Fits".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                attributes: attributes, context: unshrunk)
        XCTAssertEqual(unshrunk.actualScaleFactor, 1)
    }

    func testNSStringAndSubstringMeasureLikeString() async {
        let string = "Hello world"
        XCTAssertEqual((string as NSString).size(withAttributes: attributes), string.size(withAttributes: attributes))
        XCTAssertEqual(string.prefix(5).size(withAttributes: attributes), "Hello".size(withAttributes: attributes))
    }

    func testRawValuesAreUIKits() async {
        XCTAssertEqual(NSTextAlignment.left.rawValue, 0)
        XCTAssertEqual(NSTextAlignment.center.rawValue, 1)
        XCTAssertEqual(NSTextAlignment.right.rawValue, 2)
        XCTAssertEqual(NSTextAlignment.justified.rawValue, 3)
        XCTAssertEqual(NSTextAlignment.natural.rawValue, 4)
        XCTAssertEqual(NSLineBreakMode.byTruncatingTail.rawValue, 4)
        XCTAssertEqual(NSWritingDirection.natural.rawValue, -1)
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
        XCTAssertEqual(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue, 32)
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
    }

    func testParagraphStylesCopyAndCompare() async {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = -3
        XCTAssertEqual(style.lineSpacing, 0, "negative spacing is ignored")
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual(copy, style)
        style.alignment = .right
        XCTAssertEqual(copy.alignment, .center, "a copy does not follow later changes")
        XCTAssertNotEqual(copy, style)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "ko-KR"), .leftToRight)
    }
}
