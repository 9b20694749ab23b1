import XCTest
import UIKit
import UIKitTesting

@MainActor
final class TextDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    let font = UIFont.systemFont(ofSize: 20)

    func testDrawAtPointPutsTheFirstLinesTopLeftThere() async {
        let bitmap = TextRendering.render(size: CGSize(width: 120, height: 50), scale: 2) { _ in
            "HHH".draw(at: CGPoint(x: 10, y: 8), withAttributes: [.font: self.font])
        }
        let ink = bitmap.bounds()
        XCTAssertNotNil(ink)
        guard let ink else { return }
        XCTAssertEqual(ink.minX, 10, accuracy: 3, "H starts at the point (plus its side bearing)")
        // The cap height of "H" sits below the ascender line: ink starts ascender - capHeight down.
        XCTAssertEqual(ink.minY, 8 + font.ascender - font.capHeight, accuracy: 1)
        XCTAssertEqual(ink.maxY, 8 + font.ascender, accuracy: 1, "no descenders: the ink ends at the baseline")
        XCTAssertEqual(ink.width, "HHH".size(withAttributes: [.font: font]).width, accuracy: 4)
    }

    func testNothingIsDrawnWithoutACurrentContext() async {
        "Hello".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Hello").draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testForegroundAndBackgroundColors() async {
        let bitmap = TextRendering.render(size: CGSize(width: 120, height: 40)) { _ in
            "Color".draw(at: CGPoint(x: 4, y: 4),
                         withAttributes: [.font: self.font, .foregroundColor: UIColor.red, .backgroundColor: UIColor.blue])
        }
        XCTAssertGreaterThan(bitmap.count(where: \.isReddish), 30)
        let background = bitmap.bounds(where: \.isBluish)
        XCTAssertNotNil(background)
        XCTAssertEqual(background?.height ?? 0, font.lineHeight, accuracy: 1.5, "the background covers the line box")
        XCTAssertEqual(bitmap.count(where: { $0.isInk && !$0.isReddish && !$0.isBluish && $0.red < 60 && $0.blue < 60 }),
                       0, "no black: every glyph is red")
    }

    func testDrawInRectAlignsLines() async {
        func inkBounds(_ alignment: NSTextAlignment) -> CGRect? {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            return TextRendering.render(size: CGSize(width: 200, height: 40)) { _ in
                "Align".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40),
                             withAttributes: [.font: self.font, .paragraphStyle: style])
            }.bounds()
        }
        let width = "Align".size(withAttributes: [.font: font]).width
        XCTAssertEqual(inkBounds(.left)?.minX ?? -1, 0, accuracy: 3)
        XCTAssertEqual(inkBounds(.right)?.maxX ?? -1, 200, accuracy: 3)
        XCTAssertEqual(inkBounds(.center)?.midX ?? -1, 100, accuracy: 3)
        XCTAssertEqual(inkBounds(.center)?.minX ?? -1, (200 - width) / 2, accuracy: 3)
    }

    func testJustifiedLinesFillTheWidthExceptTheLast() async {
        let text = "aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll"
        func render(_ alignment: NSTextAlignment) -> TextBitmap {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            return TextRendering.render(size: CGSize(width: 150, height: 200)) { _ in
                text.draw(in: CGRect(x: 0, y: 0, width: 150, height: 200),
                          withAttributes: [.font: self.font, .paragraphStyle: style])
            }
        }
        let justified = render(.justified), left = render(.left)
        let firstLine = CGRect(x: 0, y: 0, width: 150, height: font.lineHeight)
        XCTAssertEqual(justified.bounds(in: firstLine)?.minX ?? -1, 0, accuracy: 2)
        XCTAssertEqual(justified.bounds(in: firstLine)?.maxX ?? -1, 150, accuracy: 2, "a justified line reaches the right edge")
        XCTAssertLessThan(left.bounds(in: firstLine)?.maxX ?? 999, 145)
        let lines = (left.bounds()!.maxY / font.lineHeight).rounded(.up)
        let lastLine = CGRect(x: 0, y: (lines - 1) * font.lineHeight, width: 150, height: font.lineHeight)
        XCTAssertEqual(justified.bounds(in: lastLine), left.bounds(in: lastLine), "the last line is not stretched")
    }

    func testLinesBelowTheRectangleAreNotDrawn() async {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 200)) { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 100, height: self.font.lineHeight * 2 + 5),
                      withAttributes: [.font: self.font])
        }
        let ink = bitmap.bounds()
        XCTAssertLessThanOrEqual(ink?.maxY ?? 999, font.lineHeight * 2 + 1)
        XCTAssertGreaterThan(ink?.maxY ?? 0, font.lineHeight * 1.5, "two lines are drawn")
    }

    func testTruncatesLastVisibleLineDrawsAnEllipsisWithinTheWidth() async {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let rect = CGRect(x: 0, y: 0, width: 100, height: font.lineHeight * 2)
        let bitmap = TextRendering.render(size: CGSize(width: 140, height: 100), scale: 2) { _ in
            text.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                      attributes: [.font: self.font], context: nil)
        }
        let secondLine = CGRect(x: 0, y: font.lineHeight, width: 140, height: font.lineHeight)
        let ink = bitmap.bounds(in: secondLine)
        XCTAssertLessThanOrEqual(ink?.maxX ?? 999, 100)
        XCTAssertTrue(TextAssertions.endsWithEllipsis(bitmap, line: secondLine, baseline: font.lineHeight + font.ascender,
                                                      font: font), "the last visible line ends with …")
    }

    func testShadowDrawsAnOffsetCopyUnderTheText() async {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        shadow.shadowColor = UIColor.red
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 50)) { _ in
            "IIII".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: self.font, .shadow: shadow])
        }
        let text = bitmap.bounds(where: { $0.red < 90 && $0.green < 90 && $0.blue < 90 })
        let shade = bitmap.bounds(where: \.isReddish)
        XCTAssertNotNil(text)
        XCTAssertNotNil(shade)
        XCTAssertEqual((shade?.maxY ?? 0) - (text?.maxY ?? 0), 4, accuracy: 1, "a positive height moves the shadow down")
        XCTAssertEqual((shade?.maxX ?? 0) - (text?.maxX ?? 0), 4, accuracy: 1)
    }

    func testTheContextsShadowFallsOnText() async {
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 50)) { context in
            context.setShadow(offset: CGSize(width: 3, height: 3), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            "IIII".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: self.font])
        }
        XCTAssertGreaterThan(bitmap.count(where: \.isReddish), 20, "CoreGraphics' shadow applies to string drawing")
    }

    func testUnderlineAndStrikethroughAddLines() async {
        func render(_ attributes: [NSAttributedString.Key: Any]) -> TextBitmap {
            TextRendering.render(size: CGSize(width: 120, height: 40), scale: 2) { _ in
                "Lines".draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes.merging([.font: self.font]) { $1 })
            }
        }
        let plain = render([:])
        let width = "Lines".size(withAttributes: [.font: font]).width
        let underlined = render([.underlineStyle: NSUnderlineStyle.single.rawValue])
        XCTAssertGreaterThan(underlined.count(), plain.count() + Int(width * 2))
        XCTAssertGreaterThan(underlined.bounds()?.maxY ?? 0, 4 + font.ascender + 0.5, "the underline is below the baseline")
        let struck = render([.strikethroughStyle: NSUnderlineStyle.single])
        XCTAssertGreaterThan(struck.count(), plain.count() + Int(width))
        XCTAssertEqual(struck.bounds()?.maxY ?? 0, plain.bounds()?.maxY ?? -1, accuracy: 0.5, "strikethrough stays in the glyphs")
    }

    func testBaselineOffsetRaisesGlyphsWithinTheLine() async {
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font])
        text.append(NSAttributedString(string: "H", attributes: [.font: font, .baselineOffset: 6]))
        let bitmap = TextRendering.render(size: CGSize(width: 80, height: 60)) { _ in
            text.draw(at: CGPoint(x: 4, y: 4))
        }
        let split = 4 + "H".size(withAttributes: [.font: font]).width
        let plain = bitmap.bounds(in: CGRect(x: 0, y: 0, width: split, height: 60))
        let raised = bitmap.bounds(in: CGRect(x: split, y: 0, width: 80 - split, height: 60))
        XCTAssertEqual((plain?.minY ?? 0) - (raised?.minY ?? 0), 6, accuracy: 1)
        XCTAssertEqual(text.size().height, font.lineHeight + 6, accuracy: 0.5, "the line grows to hold the raised glyph")
    }

    func testContextAlphaDimsText() async {
        let opaque = TextRendering.render(size: CGSize(width: 80, height: 40)) { _ in
            "IIII".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: self.font])
        }
        let half = TextRendering.render(size: CGSize(width: 80, height: 40)) { context in
            context.setAlpha(0.5)
            "IIII".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: self.font])
        }
        XCTAssertLessThan(opaque.darkestLevel, 10)
        XCTAssertEqual(half.darkestLevel, 128, accuracy: 6, "black at half alpha over white")
    }

    func testTextScalesWithTheContext() async {
        let one = TextRendering.render(size: CGSize(width: 100, height: 40), scale: 1) { _ in
            "Scale".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: self.font])
        }.bounds()
        let three = TextRendering.render(size: CGSize(width: 100, height: 40), scale: 3) { _ in
            "Scale".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: self.font])
        }.bounds()
        XCTAssertEqual(one?.width ?? 0, three?.width ?? -1, accuracy: 1.5, "the same size in points at any scale")
        XCTAssertEqual(one?.minY ?? 0, three?.minY ?? -1, accuracy: 1.5)
    }

    func testDrawWithoutLineFragmentOriginUsesTheBaseline() async {
        let bitmap = TextRendering.render(size: CGSize(width: 100, height: 60)) { _ in
            "HHH".draw(with: CGRect(x: 5, y: 40, width: 100, height: 20), options: [],
                       attributes: [.font: self.font], context: nil)
        }
        XCTAssertEqual(bitmap.bounds()?.maxY ?? 0, 40, accuracy: 1, "the glyphs stand on y = 40")
    }
}

/// Pixel checks shared by the text tests.
enum TextAssertions {
    /// Whether the ink of a line ends with an ellipsis: in the last ellipsis-wide stretch of
    /// ink, nothing rises more than a dot's height above the baseline.
    static func endsWithEllipsis(_ bitmap: TextBitmap, line: CGRect, baseline: CGFloat, font: UIFont) -> Bool {
        guard let ink = bitmap.bounds(in: line) else { return false }
        let ellipsisWidth = "\u{2026}".size(withAttributes: [.font: font]).width
        let tail = CGRect(x: ink.maxX - ellipsisWidth * 0.8, y: line.minY, width: ellipsisWidth * 0.8, height: line.height)
        guard let tailInk = bitmap.bounds(in: tail) else { return false }
        return tailInk.minY > baseline - font.xHeight * 0.5 && tailInk.maxY <= baseline + 1.5
    }
}
