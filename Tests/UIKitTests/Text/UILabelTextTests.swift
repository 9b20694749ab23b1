import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UILabelTextTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    let longText = "The quick brown fox jumps over the lazy dog again and again"

    func testDefaultsAreUIKits() async {
        let label = UILabel()
        XCTAssertNil(label.text)
        XCTAssertNil(label.attributedText)
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, UIColor.label)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertTrue(label.isEnabled)
        XCTAssertFalse(label.isHighlighted)
        XCTAssertNil(label.highlightedTextColor)
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertEqual(label.baselineAdjustment, .alignBaselines)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
        XCTAssertFalse(label.isUserInteractionEnabled, "UIKit: labels ignore touches")
        XCTAssertEqual(label.contentMode, .redraw)
        XCTAssertFalse(label.isOpaque)
    }

    func testResettableStyleProperties() async {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        XCTAssertEqual(label.textColor, UIColor.label)
    }

    func testAccessibilityIsStaticTextLabelledByTheText() async {
        let label = UILabel()
        label.text = "Total: 3"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        XCTAssertEqual(label.accessibilityLabel, "Total: 3")
        label.accessibilityLabel = "Three items"
        XCTAssertEqual(label.accessibilityLabel, "Three items")
        label.isEnabled = false
        XCTAssertEqual(label.accessibilityTraits, [.staticText, .notEnabled])
    }

    func testSettingTextStylesItWithTheLabelsProperties() async {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .blue
        label.textAlignment = .center
        label.text = "Hello"
        let attributed = label.attributedText
        XCTAssertEqual(attributed?.string, "Hello")
        let attributes = attributed?.attributes(at: 0, effectiveRange: nil) ?? [:]
        XCTAssertEqual(attributes[.font] as? UIFont, UIFont.boldSystemFont(ofSize: 20))
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, UIColor.blue)
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment, .center)
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineBreakMode, .byTruncatingTail)
        label.text = nil
        XCTAssertNil(label.attributedText)
    }

    func testPlainTextsAttributedStringFollowsChangesMadeAfterItWasRead() async {
        let label = UILabel()
        label.text = "Hello"
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor.label)
        label.textColor = .green
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor.green)
        XCTAssertEqual(label.text, "Hello")
        label.text = ""
        XCTAssertFalse(label.isAccessibilityElement, "UIKit: a label without text is not an accessibility element")
        label.text = "Again"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.attributedText?.string, "Again")
        let short = label.intrinsicContentSize
        label.text = "Again and again"
        XCTAssertGreaterThan(label.intrinsicContentSize.width, short.width, "measured anew for the new text")
    }

    func testSettingAttributedTextUpdatesTextAndStyleFromLocationZero() async {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let string = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30),
                                                                           .foregroundColor: UIColor.red,
                                                                           .paragraphStyle: style])
        string.append(NSAttributedString(string: " plain"))
        label.attributedText = string
        XCTAssertEqual(label.text, "Big plain")
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 30))
        XCTAssertEqual(label.textColor, UIColor.red)
        XCTAssertEqual(label.textAlignment, .right)
        // Attributes the string lacks take the label's.
        let tail = label.attributedText?.attributes(at: 5, effectiveRange: nil) ?? [:]
        XCTAssertEqual(tail[.font] as? UIFont, UIFont.systemFont(ofSize: 30))
        XCTAssertNotNil(tail[.paragraphStyle])
        // A style property applies to the whole string.
        label.font = .systemFont(ofSize: 12)
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, UIFont.systemFont(ofSize: 12))
        XCTAssertEqual(label.attributedText?.attributes(at: 6, effectiveRange: nil)[.font] as? UIFont, UIFont.systemFont(ofSize: 12))
        label.textAlignment = .center
        XCTAssertEqual((label.attributedText?.attributes(at: 6, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle)?.alignment, .center)
        // Setting text keeps the style properties but drops the string's own attributes.
        label.text = "New"
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 12))
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor.red)
    }

    func testIntrinsicContentSizeIsTheTextsSizeRoundedUp() async {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero, "no text, no size")
        label.text = "Hi"
        let short = label.intrinsicContentSize
        label.text = "Hello there"
        let long = label.intrinsicContentSize
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(long.height, UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        XCTAssertEqual(long.width, "Hello there".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up))
    }

    func testSizeThatFitsWrapsOnlyMultilineLabels() async {
        let label = UILabel()
        label.text = longText
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let single = label.sizeThatFits(CGSize(width: 100, height: 0))
        XCTAssertGreaterThan(single.width, 100, "one line: the natural width, whatever is proposed")
        XCTAssertEqual(single.height, lineHeight.rounded(.up))

        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertGreaterThan(wrapped.height, 3 * lineHeight)

        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 0)).height, (2 * lineHeight).rounded(.up))
        XCTAssertEqual(label.sizeThatFits(.zero).height, lineHeight.rounded(.up), "width 0: unbounded, one line")
    }

    func testSizeToFitUsesTheCurrentWidthForMultilineLabels() async {
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 120, height: 10))
        label.numberOfLines = 0
        label.text = longText
        label.sizeToFit()
        XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 5))
        XCTAssertLessThanOrEqual(label.frame.width, 120)
        XCTAssertGreaterThan(label.frame.height, 50)
    }

    /// A multi-line label is measured in several boxes in turn (its intrinsic size, a width,
    /// its bounds): each box answers for the current text, font and line limit.
    func testMeasuringInTurnInSeveralBoxesFollowsTextFontAndLineChanges() async {
        func fresh(_ configure: (UILabel) -> Void) -> UILabel {
            let label = UILabel()
            configure(label)
            return label
        }
        let label = UILabel()
        label.numberOfLines = 0
        label.text = longText
        let boxes = [CGSize.zero, CGSize(width: 100, height: 0), CGSize(width: 160, height: 0),
                     CGSize(width: 100, height: 60), CGSize(width: 240, height: 0)]
        func sizes(_ label: UILabel) -> [CGSize] { boxes.map { label.sizeThatFits($0) } + [label.intrinsicContentSize] }
        let first = sizes(label)
        XCTAssertEqual(sizes(label), first, "measured again in the same boxes")
        XCTAssertGreaterThan(first[1].height, first[2].height, "narrower, taller")

        label.text = "Short"
        XCTAssertEqual(sizes(label), sizes(fresh { $0.numberOfLines = 0; $0.text = "Short" }))
        label.font = .systemFont(ofSize: 30)
        XCTAssertEqual(sizes(label), sizes(fresh { $0.numberOfLines = 0; $0.text = "Short"; $0.font = .systemFont(ofSize: 30) }))
        label.text = longText
        label.numberOfLines = 2
        XCTAssertEqual(sizes(label), sizes(fresh { $0.text = longText; $0.font = .systemFont(ofSize: 30); $0.numberOfLines = 2 }))
        XCTAssertNotEqual(sizes(label), first)
    }

    func testPreferredMaxLayoutWidthWrapsTheIntrinsicSize() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = longText
        let unbounded = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 150
        let wrapped = label.intrinsicContentSize
        XCTAssertLessThanOrEqual(wrapped.width, 150)
        XCTAssertGreaterThan(wrapped.height, unbounded.height)
    }

    func testTextRectIsLimitedByLinesAndBounds() async {
        let label = UILabel()
        label.text = longText
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let bounds = CGRect(x: 10, y: 20, width: 120, height: 1000)
        XCTAssertEqual(label.textRect(forBounds: bounds, limitedToNumberOfLines: 3).height, (3 * lineHeight).rounded(.up))
        XCTAssertEqual(label.textRect(forBounds: bounds, limitedToNumberOfLines: 3).origin, bounds.origin)
        let all = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        XCTAssertGreaterThan(all.height, 3 * lineHeight)
        let short = CGRect(x: 0, y: 0, width: 120, height: 2.5 * lineHeight)
        XCTAssertEqual(label.textRect(forBounds: short, limitedToNumberOfLines: 0).height, (2 * lineHeight).rounded(.up),
                       "only the lines that fit the bounds")
    }

    func testTextIsDrawnVerticallyCentered() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        label.text = "Hxg"
        label.textColor = .black
        let bitmap = TextRendering.render(label, scale: 2)
        let font = label.font!
        let top = (80 - font.lineHeight) / 2
        let ink = bitmap.bounds()
        XCTAssertEqual(ink?.minY ?? 0, top + font.ascender - font.capHeight, accuracy: 1.2)
        XCTAssertEqual(ink?.minX ?? -1, 0, accuracy: 2.5, "natural alignment in a left-to-right app: left")
    }

    func testAlignment() async {
        for (alignment, check) in [(NSTextAlignment.center, { (ink: CGRect) in XCTAssertEqual(ink.midX, 100, accuracy: 2) }),
                                   (.right, { (ink: CGRect) in XCTAssertEqual(ink.maxX, 200, accuracy: 2) })] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.text = "Aligned"
            label.textAlignment = alignment
            guard let ink = TextRendering.render(label).bounds() else { return XCTFail("no ink") }
            check(ink)
        }
    }

    func testNaturalAlignmentIsRightInARightToLeftLabel() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
        label.text = "مرحبا بالعالم"
        label.semanticContentAttribute = .forceRightToLeft
        let ink = TextRendering.render(label).bounds()
        XCTAssertEqual(ink?.maxX ?? 0, 240, accuracy: 2.5)
        label.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(TextRendering.render(label).bounds()?.minX ?? -1, 0, accuracy: 2.5,
                       "UIKit aligns natural text by the layout direction, not the text's script")
    }

    func testSingleLineTruncatesTheTailWithAnEllipsis() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = longText
        let bitmap = TextRendering.render(label, scale: 2)
        let font = label.font!
        let ink = bitmap.bounds()
        XCTAssertLessThanOrEqual(ink?.maxX ?? 999, 120)
        XCTAssertGreaterThan(ink?.maxX ?? 0, 100, "the truncated line fills the width")
        let top = (30 - font.lineHeight) / 2
        XCTAssertTrue(TextAssertions.endsWithEllipsis(bitmap, line: CGRect(x: 0, y: 0, width: 120, height: 30),
                                                      baseline: top + font.ascender, font: font))
    }

    func testHeadAndMiddleTruncation() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        label.lineBreakMode = .byTruncatingHead
        let head = TextRendering.render(label, scale: 2)
        let font = label.font!
        let ellipsisWidth = "\u{2026}".size(withAttributes: [.font: font]).width
        // The ellipsis comes first: the first ellipsis-wide stretch holds only dots.
        let start = head.bounds()!.minX
        let lead = head.bounds(in: CGRect(x: start, y: 0, width: ellipsisWidth * 0.8, height: 30))
        XCTAssertLessThan(lead?.height ?? 99, font.capHeight / 2)
        label.lineBreakMode = .byTruncatingMiddle
        let middle = TextRendering.render(label, scale: 2)
        XCTAssertGreaterThan(middle.bounds(in: CGRect(x: 0, y: 0, width: 10, height: 30))?.height ?? 0, font.capHeight - 1,
                             "a full letter at the start")
        XCTAssertGreaterThan(middle.bounds(in: CGRect(x: 110, y: 0, width: 10, height: 30))?.height ?? 0, font.capHeight - 1,
                             "and at the end")
    }

    func testNumberOfLinesLimitsTheDrawnLines() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        label.text = longText
        label.numberOfLines = 2
        let font = label.font!
        let ink = TextRendering.render(label).bounds()
        XCTAssertNotNil(ink)
        XCTAssertLessThanOrEqual(ink?.height ?? 999, 2 * font.lineHeight)
        XCTAssertGreaterThan(ink?.height ?? 0, font.lineHeight)
        label.numberOfLines = 0
        XCTAssertGreaterThan(TextRendering.render(label).bounds()?.height ?? 0, 3 * font.lineHeight)
    }

    func testDisabledTextIsDimmedAndHighlightedTextUsesTheHighlightColor() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "IIIII"
        label.textColor = .black
        XCTAssertLessThan(TextRendering.render(label).darkestLevel, 10)
        label.isEnabled = false
        XCTAssertGreaterThan(TextRendering.render(label).darkestLevel, 100)
        label.isEnabled = true
        label.highlightedTextColor = .red
        XCTAssertEqual(TextRendering.render(label).count(where: \.isReddish), 0, "not highlighted yet")
        label.isHighlighted = true
        XCTAssertGreaterThan(TextRendering.render(label).count(where: \.isReddish), 20)
    }

    func testShadowColorDrawsAShadow() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "IIII"
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 2, height: 2)
        XCTAssertNotNil(label.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil))
        XCTAssertGreaterThan(TextRendering.render(label).count(where: \.isReddish), 10)
        label.shadowColor = nil
        XCTAssertEqual(TextRendering.render(label).count(where: \.isReddish), 0)
    }

    func testAdjustsFontSizeToFitWidthShrinksInsteadOfTruncating() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "A sentence far too wide for this label"
        let truncated = TextRendering.render(label, scale: 2)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let shrunk = TextRendering.render(label, scale: 2)
        let ink = shrunk.bounds()
        XCTAssertLessThanOrEqual(ink?.maxX ?? 999, 120)
        XCTAssertLessThan(ink?.height ?? 99, truncated.bounds()?.height ?? 0, "smaller glyphs")
        XCTAssertFalse(TextAssertions.endsWithEllipsis(shrunk, line: CGRect(x: 0, y: 0, width: 120, height: 30),
                                                       baseline: ink?.maxY ?? 0, font: label.font.withSize(17 * 0.5)))
        // UIKit's default baseline adjustment keeps the shrunk text on the original baseline.
        let font = label.font!
        let baseline = (30 - font.lineHeight) / 2 + font.ascender
        XCTAssertEqual(shrunk.bounds(where: { $0.isInk })?.maxY ?? 0, baseline, accuracy: 1.5)
    }

    func testDrawTextInRectCanBeOverriddenToInset() async {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.insetBy(dx: 20, dy: 0))
            }
        }
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Inset"
        XCTAssertEqual(TextRendering.render(label).bounds()?.minX ?? 0, 20, accuracy: 2.5)
    }
}
