import XCTest
import UIKit
import UIKitTesting

/// TextKit 2 selections and the segments (selection rectangles) a range covers.
@MainActor
final class TextKit2SelectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let font = UIFont.systemFont(ofSize: 17)

    private func stack(_ text: String, width: CGFloat) -> (NSTextContentStorage, NSTextLayoutManager) {
        makeTextKit2Stack(text, width: width, attributes: [.font: font])
    }

    private func range(_ content: NSTextContentStorage, _ start: Int, _ end: Int) -> NSTextRange {
        let origin = content.documentRange.location
        return NSTextRange(location: content.location(origin, offsetBy: start)!, end: content.location(origin, offsetBy: end))!
    }

    private func width(_ string: String) -> CGFloat {
        NSAttributedString(string: string, attributes: [.font: font]).size().width
    }

    func testSelectionKeepsItsRangesAffinityAndGranularity() async {
        let (content, manager) = stack("Hello world", width: 300)
        let selection = NSTextSelection(range: range(content, 0, 5), affinity: .upstream, granularity: .word)
        XCTAssertEqual(selection.textRanges.count, 1)
        XCTAssertEqual(selection.affinity, .upstream)
        XCTAssertEqual(selection.granularity, .word)
        XCTAssertFalse(selection.isTransient)
        XCTAssertTrue(selection.isLogical)
        let caret = NSTextSelection(content.documentRange.endLocation, affinity: .downstream)
        XCTAssertTrue(caret.textRanges.first?.isEmpty ?? false)
        XCTAssertEqual(caret.granularity, .character)
        let moved = selection.textSelection([range(content, 6, 11)])
        XCTAssertEqual(moved.affinity, .upstream)
        XCTAssertEqual(content.offset(from: content.documentRange.location, to: moved.textRanges[0].location), 6)
        manager.textSelections = [selection, caret]
        XCTAssertEqual(manager.textSelections.count, 2)
        XCTAssertEqual(NSTextSelection.Granularity.sentence.rawValue, 4)
        XCTAssertEqual(NSTextSelection.Affinity.downstream.rawValue, 1)
    }

    func testSegmentsOfARangeOnOneLine() async {
        let (content, manager) = stack("Hello world", width: 300)
        var frames: [CGRect] = []
        var ranges: [NSTextRange?] = []
        var baselines: [CGFloat] = []
        manager.enumerateTextSegments(in: range(content, 6, 11), type: .selection) { segment, frame, baseline, _ in
            ranges.append(segment)
            frames.append(frame)
            baselines.append(baseline)
            return true
        }
        XCTAssertEqual(frames.count, 1)
        guard let frame = frames.first else { return }
        XCTAssertEqual(frame.minX, width("Hello "), accuracy: 0.5)
        XCTAssertEqual(frame.width, width("Hello world") - width("Hello "), accuracy: 1)
        XCTAssertEqual(frame.minY, 0, accuracy: 0.01)
        XCTAssertEqual(baselines[0], font.ascender, accuracy: 1)
        XCTAssertEqual(ranges.first??.isEmpty, false)

        // An insertion point: one zero-width segment; no ranges when not asked for.
        var caret: [CGRect] = []
        manager.enumerateTextSegments(in: range(content, 5, 5), type: .standard, options: .rangeNotRequired) { segment, frame, _, _ in
            XCTAssertNil(segment)
            caret.append(frame)
            return true
        }
        XCTAssertEqual(caret.count, 1)
        XCTAssertEqual(caret.first?.width, 0)
        XCTAssertEqual(caret.first?.minX ?? 0, width("Hello"), accuracy: 0.5)
    }

    func testSegmentsOfAWrappedRangeOnePerLine() async {
        let text = "Lorem ipsum dolor sit amet consectetur adipiscing"
        let (content, manager) = stack(text, width: 120)
        let all = range(content, 0, (text as NSString).length)
        var frames: [CGRect] = []
        manager.enumerateTextSegments(in: all, type: .selection) { _, frame, _, _ in
            frames.append(frame)
            return true
        }
        XCTAssertGreaterThan(frames.count, 2)
        for (above, below) in zip(frames, frames.dropFirst()) {
            XCTAssertEqual(below.minY, above.maxY, accuracy: 0.5, "one segment per line, stacked")
        }
        var ends: [CGRect] = []
        manager.enumerateTextSegments(in: all, type: .selection, options: .middleFragmentsExcluded) { _, frame, _, _ in
            ends.append(frame)
            return true
        }
        XCTAssertEqual(ends.count, 2)
        var stopped = 0
        manager.enumerateTextSegments(in: all, type: .highlight) { _, _, _, _ in
            stopped += 1
            return false
        }
        XCTAssertEqual(stopped, 1)
    }
}
