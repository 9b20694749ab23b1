import XCTest
import UIKit
import UIKitTesting

/// TextKit 1's layout manager over the framework's text engine: the label link-tap recipe,
/// line fragments of wrapped text, glyph geometry against string measuring.
@MainActor
final class TextKitLayoutManagerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let font = UIFont.systemFont(ofSize: 17)

    private func width(_ string: String) -> CGFloat {
        NSAttributedString(string: string, attributes: [.font: font]).size().width
    }

    private var lineHeight: CGFloat { NSAttributedString(string: "A", attributes: [.font: font]).size().height }

    /// The stack iOS code builds for a label (`NSTextStorage` → `NSLayoutManager` → `NSTextContainer`).
    private func stack(_ text: String, size: CGSize, padding: CGFloat = 0)
        -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(attributedString: NSAttributedString(string: text, attributes: [.font: font]))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    func testTheLabelLinkTapRecipeFindsTheCharacterUnderThePoint() async {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hello world, tap here", attributes: [.font: font])
        label.numberOfLines = 0
        label.sizeToFit()
        let storage = NSTextStorage(attributedString: label.attributedText!)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: label.bounds.size)
        container.lineFragmentPadding = 0
        container.maximumNumberOfLines = label.numberOfLines
        container.lineBreakMode = label.lineBreakMode
        manager.addTextContainer(container)
        XCTAssertTrue(container.layoutManager === manager)
        XCTAssertTrue(manager.textStorage === storage)
        XCTAssertEqual(storage.layoutManagers.count, 1)
        let y = label.bounds.midY
        // Just inside the "o" after "Hello w", and the "h" of "here".
        XCTAssertEqual(manager.characterIndex(for: CGPoint(x: width("Hello w") + 1, y: y), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil), 7)
        XCTAssertEqual(manager.characterIndex(for: CGPoint(x: width("Hello world, tap ") + 1, y: y), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil), 17)
        XCTAssertEqual(manager.glyphIndex(for: CGPoint(x: 0.5, y: y), in: container), 0)
        // Past the end of the line: its last character, all the way through it.
        var fraction: CGFloat = 0
        XCTAssertEqual(manager.glyphIndex(for: CGPoint(x: 1000, y: y), in: container, fractionOfDistanceThroughGlyph: &fraction), 20)
        XCTAssertEqual(fraction, 1)
        // Halfway through the "H".
        let h = width("H")
        XCTAssertEqual(manager.fractionOfDistanceThroughGlyph(for: CGPoint(x: h / 2, y: y), in: container), 0.5, accuracy: 0.01)
        // The glyph's box: its advance, across the line.
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        XCTAssertEqual(box.minX, width("Hello "), accuracy: 0.01)
        XCTAssertEqual(box.width, width("world"), accuracy: 0.01)
        XCTAssertEqual(box.minY, 0)
        XCTAssertEqual(box.height, lineHeight, accuracy: 0.01)
        XCTAssertEqual(manager.numberOfGlyphs, 21)
        XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: 21))
    }

    func testWrappedTextHasALineFragmentPerLineAsStringMeasuringWrapsIt() async {
        let text = "one two three four five six seven eight"
        let (_, manager, container) = stack(text, size: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        let measured = NSAttributedString(string: text, attributes: [.font: font])
            .boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                          context: nil)
        var fragments: [(CGRect, CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, inContainer, range, _ in
            XCTAssertTrue(inContainer === container)
            fragments.append((rect, used, range))
        }
        let expectedLines = Int((measured.height / lineHeight).rounded())
        XCTAssertGreaterThan(expectedLines, 2)
        XCTAssertEqual(fragments.count, expectedLines)
        // The lines tile the text, stacked, each the container's width.
        var next = 0
        for (index, fragment) in fragments.enumerated() {
            XCTAssertEqual(fragment.2.location, next)
            next = NSMaxRange(fragment.2)
            XCTAssertEqual(fragment.0.width, 100)
            XCTAssertEqual(fragment.0.minY, CGFloat(index) * lineHeight, accuracy: 0.01)
            XCTAssertLessThanOrEqual(fragment.1.width, 100.01)
            var effective = NSRange()
            XCTAssertEqual(manager.lineFragmentRect(forGlyphAt: fragment.2.location, effectiveRange: &effective), fragment.0)
            XCTAssertEqual(effective, fragment.2)
        }
        XCTAssertEqual(next, (text as NSString).length)
        XCTAssertEqual(manager.usedRect(for: container).height, measured.height, accuracy: 0.01)
        // A point on the second line finds its first character.
        let second = fragments[1]
        XCTAssertEqual(manager.characterIndex(for: CGPoint(x: 0.5, y: second.0.midY), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil), second.2.location)
        // The glyphs of the second line's band.
        XCTAssertEqual(manager.glyphRange(forBoundingRect: CGRect(x: 0, y: second.0.minY + 1, width: 100, height: 1), in: container),
                       second.2)
        // A glyph's location: its x in the fragment, on the baseline.
        let location = manager.location(forGlyphAt: second.2.location)
        XCTAssertEqual(location.x, 0, accuracy: 0.01)
        XCTAssertEqual(location.y, font.ascender, accuracy: 1)
        XCTAssertEqual(manager.textContainer(forGlyphAt: 3, effectiveRange: nil), container)
    }

    func testTheLineLimitAndPaddingOfTheContainerApply() async {
        let text = "one two three four five six seven eight"
        let (_, manager, container) = stack(text, size: CGSize(width: 110, height: CGFloat.greatestFiniteMagnitude), padding: 5)
        container.maximumNumberOfLines = 2
        var count = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, _, _ in count += 1 }
        XCTAssertEqual(count, 2)
        XCTAssertLessThan(manager.glyphRange(for: container).length, (text as NSString).length)
        // Padding: the first glyph starts 5 points in.
        XCTAssertEqual(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container).minX, 5, accuracy: 0.01)
        XCTAssertEqual(manager.location(forGlyphAt: 0).x, 5, accuracy: 0.01)
    }

    func testATrailingLineBreakHasAnExtraLineFragment() async {
        let (storage, manager, container) = stack("one\n", size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(manager.extraLineFragmentRect.minY, lineHeight, accuracy: 0.01)
        XCTAssertEqual(manager.extraLineFragmentRect.height, lineHeight, accuracy: 0.01)
        XCTAssertTrue(manager.extraLineFragmentTextContainer === container)
        storage.deleteCharacters(in: NSRange(location: 3, length: 1))
        XCTAssertEqual(manager.extraLineFragmentRect, .zero)
        XCTAssertNil(manager.extraLineFragmentTextContainer)
    }

    func testEditsToTheStorageInvalidateTheLayout() async {
        let (storage, manager, container) = stack("short", size: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        let delegate = LayoutManagerRecorder()
        manager.delegate = delegate
        XCTAssertEqual(manager.usedRect(for: container).height, lineHeight, accuracy: 0.01)
        XCTAssertEqual(delegate.log, ["completed"])
        delegate.log = []
        storage.append(NSAttributedString(string: " and now quite a lot longer", attributes: [.font: font]))
        XCTAssertEqual(delegate.log, ["invalidated"])
        XCTAssertEqual(manager.numberOfGlyphs, (storage.string as NSString).length)
        XCTAssertGreaterThan(manager.usedRect(for: container).height, 2 * lineHeight - 0.01)
        // A container that grows lays out again.
        container.size = CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)
        XCTAssertEqual(manager.usedRect(for: container).height, lineHeight, accuracy: 0.01)
    }

    func testLineSpacingFromTheDelegateMovesTheLinesBelow() async {
        let (_, manager, container) = stack("one\ntwo\nthree", size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let delegate = LayoutManagerRecorder()
        delegate.lineSpacing = 4
        manager.delegate = delegate
        var tops: [CGFloat] = []
        var heights: [CGFloat] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, _, _ in
            tops.append(rect.minY)
            heights.append(rect.height)
        }
        XCTAssertEqual(tops.count, 3)
        XCTAssertEqual(tops[1], lineHeight + 4, accuracy: 0.01)
        XCTAssertEqual(tops[2], 2 * (lineHeight + 4), accuracy: 0.01)
        XCTAssertEqual(heights[0], lineHeight + 4, accuracy: 0.01)
        XCTAssertEqual(manager.characterIndex(for: CGPoint(x: 1, y: tops[2] + 2), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil), 8)
        XCTAssertTrue(delegate.log.contains("completed"))
    }

    func testDrawGlyphsDrawsTheTextWhereItsGlyphsAre() async {
        let (_, manager, container) = stack("WWW", size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 3), in: container)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 40))
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 3), at: CGPoint(x: 10, y: 10))
        }
        let ink = darkPixels(image, in: box.offsetBy(dx: 10, dy: 10))
        let outside = darkPixels(image, in: CGRect(x: box.maxX + 12, y: 0, width: 200 - box.maxX - 12, height: 40))
        XCTAssertGreaterThan(ink, 20)
        XCTAssertEqual(outside, 0)
    }

    func testDrawBackgroundFillsEachBackgroundColorRun() async {
        let storage = NSTextStorage(string: "plain marked plain", attributes: [.font: font])
        storage.addAttribute(.backgroundColor, value: UIColor.red, range: NSRange(location: 6, length: 6))
        let manager = BackgroundRecorder()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 40), format: format).image { _ in
            manager.drawBackground(forGlyphRange: NSRange(location: 0, length: storage.length), at: CGPoint(x: 0, y: 5))
        }
        XCTAssertEqual(manager.ranges, [NSRange(location: 6, length: 6)])
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 6), in: container)
        XCTAssertEqual(manager.rects, [box.offsetBy(dx: 0, dy: 5)])
        XCTAssertEqual(image.pixel(Int(box.midX), Int(box.midY) + 5), Pixel(255, 0, 0, 255))
        XCTAssertEqual(image.pixel(Int(box.minX) - 3, Int(box.midY) + 5).a, 0)
    }

    private func darkPixels(_ image: UIImage, in rect: CGRect) -> Int {
        let width = CGFloat(image.cgImage?.width ?? 0), height = CGFloat(image.cgImage?.height ?? 0)
        var count = 0
        for y in Int(max(0, rect.minY))..<Int(max(max(0, rect.minY), min(height, rect.maxY))) {
            for x in Int(max(0, rect.minX))..<Int(max(max(0, rect.minX), min(width, rect.maxX))) where image.pixel(x, y).r < 128 {
                count += 1
            }
        }
        return count
    }
}

/// Records a layout manager delegate's calls.
final class LayoutManagerRecorder: NSLayoutManagerDelegate {
    var log: [String] = []
    var lineSpacing: CGFloat = 0

    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { log.append("invalidated") }

    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd: Bool) {
        log.append("completed")
    }

    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat { lineSpacing }
}

/// Records the background runs a layout manager fills.
final class BackgroundRecorder: NSLayoutManager {
    var ranges: [NSRange] = []
    var rects: [CGRect] = []

    override func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                          forCharacterRange charRange: NSRange, color: UIColor) {
        ranges.append(charRange)
        rects += (0..<rectCount).map { rectArray[$0] }
        super.fillBackgroundRectArray(rectArray, count: rectCount, forCharacterRange: charRange, color: color)
    }
}
