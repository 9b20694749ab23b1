import XCTest
@testable import UIKit
import UIKitTesting

/// The shortcuts that keep a 10 MB paste within a frame's budget give the same results as the
/// general paths: ASCII text segmented and split by a search for CR and LF, estimated heights
/// by integer steps, the tops of pasted paragraphs summed with their heights, and no layout of
/// the paragraphs shown before a paste that scrolls far away.
@MainActor
final class TextViewPasteFastPathTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Edits of ASCII text with ASCII text (the known-ASCII cluster path: a search for CR),
    /// CRs and CR LFs included, give the boundaries of the new text segmented afresh.
    func testASCIIEditsMatchAFreshSegmentation() async {
        let long = String(repeating: "some words\n", count: 40)
        let texts = ["plain text", "a\r\nb\nc\rd", "\r\n\r\n", long, long + "x\r\ny", ""]
        let insertions = ["q", "\n", "\r", "\r\n", "x\r", "\ny", long, long + "\r\n" + long, "tail\r"]
        for text in texts {
            let length = text.utf16.count
            for location in Set([0, 1, length / 2, max(0, length - 1), length]) where location <= length {
                for deleted in [0, 2] where location + deleted <= length {
                    for insertion in insertions {
                        var buffer = TextEditingBuffer(text)
                        let range = buffer.clamped(NSRange(location: location, length: deleted))
                        buffer.replace(range, with: insertion)
                        XCTAssertEqual(Array(buffer.boundaries), TextEditingBuffer.boundaries(of: buffer.string),
                                       "\(text.debugDescription) \(range) \(insertion.debugDescription)")
                    }
                }
            }
        }
    }

    /// An ASCII text view given ASCII text with every separator ASCII has (LF, CR, CR LF)
    /// splits it as the general scan does, also when the text was pasted.
    func testASCIITextSplitsAtLFCRAndCRLF() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab\ncd\r\nef\rgh")
        defer { withExtendedLifetime(window) {} }
        var paragraphs = textView.layoutCache!.paragraphs
        XCTAssertEqual(paragraphs.map(\.length), [2, 2, 2, 2])
        XCTAssertEqual(paragraphs.map(\.terminatorLength), [1, 2, 1, 0])
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 3, length: 0)
        UIPasteboard.general.string = "x\r\ny\rz\n"
        textView.paste(nil)
        input.runLoopTurn()
        XCTAssertEqual(textView.text, "ab\nx\r\ny\rz\ncd\r\nef\rgh")
        paragraphs = textView.layoutCache!.paragraphs
        XCTAssertEqual(paragraphs.map(\.length), [2, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(paragraphs.map(\.terminatorLength), [1, 2, 1, 1, 2, 1, 0])
        // A paste without CR: the paragraphs end at the LFs.
        UIPasteboard.general.string = "1\n22\n\n333"
        textView.paste(nil)
        input.runLoopTurn()
        XCTAssertEqual(textView.text, "ab\nx\r\ny\rz\n1\n22\n\n333cd\r\nef\rgh")
        paragraphs = textView.layoutCache!.paragraphs
        XCTAssertEqual(paragraphs.map(\.length), [2, 1, 1, 1, 1, 2, 0, 5, 2, 2])
        XCTAssertEqual(paragraphs.map(\.terminatorLength), [1, 2, 1, 1, 1, 1, 1, 2, 1, 0])
        // At the end, where the paragraphs split again ("gh" on) hold no CR.
        textView.selectedRange = NSRange(location: textView.text.utf16.count, length: 0)
        UIPasteboard.general.string = "\n4\n55"
        textView.paste(nil)
        input.runLoopTurn()
        paragraphs = textView.layoutCache!.paragraphs
        XCTAssertEqual(paragraphs.map(\.length), [2, 1, 1, 1, 1, 2, 0, 5, 2, 2, 1, 2])
        XCTAssertEqual(paragraphs.map(\.terminatorLength), [1, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 0])
    }

    /// A paragraph not laid out is estimated as `max(1, ⌈length / perLine⌉)` lines: the
    /// integer steps give exactly the floating-point formula's value, for every length.
    func testEstimatedHeightsAreTheFloatingPointFormula() async {
        let lineHeight: CGFloat = 20.287109375
        for (wrap, characterWidth) in [(CGFloat(358), CGFloat(8.5)), (100, 7), (5, 8), (1000.5, 0.3)] {
            let lengths = Array(0...700) + [4_096, 99_999, 1_000_003]
            let layout = TextViewLayout(key: [], wrapWidth: wrap, isWholeText: false, estimatedLineHeight: lineHeight,
                                        estimatedCharacterWidth: characterWidth,
                                        paragraphs: lengths.map { TextViewParagraph(length: $0, terminatorLength: 1) })
            let perLine = max(1, (wrap / max(1, characterWidth)).rounded(.down))
            for (index, length) in lengths.enumerated() {
                let expected = max(1, (CGFloat(length) / perLine).rounded(.up)) * lineHeight
                XCTAssertEqual(layout.height(of: index), expected, "length \(length), wrap \(wrap)")
            }
        }
        // Not wrapped: one line each.
        let unwrapped = TextViewLayout(key: [], wrapWidth: nil, isWholeText: false, estimatedLineHeight: lineHeight,
                                       estimatedCharacterWidth: 8, paragraphs: [TextViewParagraph(length: 5_000, terminatorLength: 0)])
        XCTAssertEqual(unwrapped.height(of: 0), lineHeight)
    }

    /// After paragraphs are replaced, the tops and the text's height are the sums a layout
    /// made afresh with the same paragraphs gives, to the last bit, whether the tops before
    /// the edit were valid (summed with the new heights) or not (summed when asked).
    func testTopsAndHeightAfterAReplacementAreAFreshSum() async {
        func paragraphs(_ lengths: [Int]) -> [TextViewParagraph] {
            lengths.map { TextViewParagraph(length: $0, terminatorLength: 1) }
        }
        func make(_ lengths: [Int]) -> TextViewLayout {
            TextViewLayout(key: [], wrapWidth: 358, isWholeText: false, estimatedLineHeight: 20.287109375,
                           estimatedCharacterWidth: 8.5, paragraphs: paragraphs(lengths))
        }
        let before = (0..<300).map { ($0 * 37) % 131 }
        let pasted = (0..<5_000).map { ($0 * 53) % 97 }
        for (low, high) in [(0, 0), (10, 12), (299, 299), (150, 299)] {
            for askedFirst in [false, true] {
                let layout = make(before)
                _ = layout.height
                if askedFirst { _ = layout.top(of: before.count - 1) }
                layout.replaceParagraphs(low...high, with: paragraphs(pasted))
                let expectedLengths = Array(before[..<low]) + pasted + Array(before[(high + 1)...])
                let fresh = make(expectedLengths)
                XCTAssertEqual(layout.paragraphs.count, expectedLengths.count)
                XCTAssertEqual(layout.paragraphs.map(\.length), expectedLengths)
                XCTAssertEqual(layout.starts, fresh.starts)
                for index in stride(from: 0, to: expectedLengths.count, by: 7) + [expectedLengths.count - 1] {
                    XCTAssertEqual(layout.top(of: index), fresh.top(of: index), "top \(index), replaced \(low)...\(high)")
                }
                XCTAssertEqual(layout.height, fresh.height, accuracy: 1e-6, "replaced \(low)...\(high)")
                XCTAssertEqual(layout.paragraphIndex(atY: fresh.top(of: 2_500) + 1), 2_500)
            }
        }
    }

    /// A 1 MB paste at the top of the text puts the caret thousands of points below: the
    /// paragraphs shown before are not laid out (the scroll to the caret shows others); the
    /// next frame lays out and shows the ones around the caret, the caret on screen.
    func testAPasteThatScrollsFarDoesNotLayOutTheParagraphsShownBefore() async throws {
        let (window, textView, input) = TextViewFixture.make(text: "start\nend")
        defer { withExtendedLifetime(window) {} }
        let size = 1_048_576
        UIPasteboard.general.string = TextViewLargePasteTests.text(bytes: size)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 0)
        input.runLoopTurn()
        let before = textView.paragraphLayoutCount
        textView.paste(nil)
        let layout = try XCTUnwrap(textView.layoutCache)
        // 10,485 pasted lines of 100 characters, the rest of "start" after them.
        XCTAssertEqual(layout.paragraphs.count, size / 100 + 2)
        XCTAssertEqual((0..<6).map { layout.isLaidOut($0) }, [false, false, false, false, false, false])
        // Only the caret's paragraph so far.
        XCTAssertEqual(textView.paragraphLayoutCount - before, 1)
        XCTAssertTrue(layout.isLaidOut(size / 100))
        XCTAssertGreaterThan(textView.contentOffset.y, 100_000)
        input.runLoopTurn()
        XCTAssertEqual(textView.selectedRange, NSRange(location: size, length: 0))
        XCTAssertTrue(textView.layoutCache === layout)
        let top = textView.textContainerInset.top
        let shown = layout.paragraphIndices(from: textView.bounds.minY - top, to: textView.bounds.maxY - top)
        XCTAssertGreaterThan(shown.lowerBound, 5_000)
        for index in shown { XCTAssertTrue(layout.isLaidOut(index), "paragraph \(index) shown") }
        XCTAssertFalse(layout.isLaidOut(0))
    }

    /// A paste of more than 32 paragraphs whose caret stays within reach lays out the
    /// paragraphs shown at once, as a short edit does.
    func testAPasteWhoseCaretStaysNearLaysOutTheShownParagraphs() async throws {
        let (window, textView, _) = TextViewFixture.make(text: "start\nend")
        defer { withExtendedLifetime(window) {} }
        textView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        window.layoutIfNeeded()
        UIPasteboard.general.string = String(repeating: "w\n", count: 40)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.paste(nil)
        let layout = try XCTUnwrap(textView.layoutCache)
        XCTAssertEqual(layout.paragraphs.count, 42)
        // The caret is 40 lines down (about 820 points, within three screens of a 400-point
        // view's top): the paragraphs the view showed before its scroll were laid out.
        XCTAssertTrue(layout.isLaidOut(0))
        XCTAssertTrue(layout.isLaidOut(1))
        XCTAssertTrue(layout.isLaidOut(40))
    }
}
