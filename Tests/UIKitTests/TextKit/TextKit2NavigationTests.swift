import XCTest
import UIKit
import UIKitTesting

/// `NSTextSelectionNavigation` over a text layout manager: arrow-key moves by character (grapheme
/// clusters), word, line, paragraph and document, both ways; left and right on screen in
/// right-to-left paragraphs; extending from an anchor; taps; deletion ranges.
@MainActor
final class TextKit2NavigationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let font = UIFont.systemFont(ofSize: 17)
    /// The content storages of the stacks (a layout manager holds its content manager weakly, as in UIKit).
    private var contents: [NSTextContentStorage] = []

    private func stack(_ text: String, width: CGFloat = 400,
                       attributes: [NSAttributedString.Key: Any] = [:]) -> (NSTextContentStorage, NSTextLayoutManager) {
        var all = attributes
        all[.font] = font
        let (content, manager) = makeTextKit2Stack(text, width: width, attributes: all)
        contents.append(content)
        return (content, manager)
    }

    private func location(_ manager: NSTextLayoutManager, _ offset: Int) -> any NSTextLocation {
        manager.location(manager.documentRange.location, offsetBy: offset)!
    }

    private func caret(_ manager: NSTextLayoutManager, _ offset: Int,
                       affinity: NSTextSelection.Affinity = .downstream) -> NSTextSelection {
        NSTextSelection(location(manager, offset), affinity: affinity)
    }

    private func offsets(_ manager: NSTextLayoutManager, _ selection: NSTextSelection?) -> [Int] {
        guard let range = selection?.textRanges.first else { return [] }
        let start = manager.offset(from: manager.documentRange.location, to: range.location)
        let end = manager.offset(from: manager.documentRange.location, to: range.endLocation)
        return start == end ? [start] : [start, end]
    }

    /// Moves `times` times from `offset`, collecting where each move lands.
    private func walk(_ manager: NSTextLayoutManager, from offset: Int, _ direction: NSTextSelectionNavigation.Direction,
                      _ destination: NSTextSelectionNavigation.Destination, times: Int) -> [Int] {
        var selection = caret(manager, offset)
        var landed: [Int] = []
        for _ in 0..<times {
            guard let next = manager.textSelectionNavigation.destinationSelection(
                for: selection, direction: direction, destination: destination, extending: false, confined: false) else { break }
            landed.append(offsets(manager, next).first ?? -1)
            selection = next
        }
        return landed
    }

    func testTheLayoutManagerIsItsNavigationsDataSource() async {
        let (_, manager) = stack("Hello")
        XCTAssertTrue(manager.textSelectionNavigation.textSelectionDataSource === manager)
        XCTAssertFalse(manager.textSelectionNavigation.allowsNonContiguousRanges)
        XCTAssertEqual(NSTextSelectionNavigation.Direction.down.rawValue, 5)
        XCTAssertEqual(NSTextSelectionNavigation.Destination.document.rawValue, 6)
        XCTAssertEqual(NSTextSelectionNavigation.Modifier.multiple.rawValue, 4)
        let replacement = NSTextSelectionNavigation(dataSource: manager)
        manager.textSelectionNavigation = replacement
        XCTAssertTrue(manager.textSelectionNavigation === replacement)
    }

    func testCharacterMovesStepOverWholeGraphemeClusters() async {
        let family = "👨‍👩‍👧", flag = "🇫🇷", accented = "e\u{301}"
        let text = "a" + family + flag + accented + "b"
        let (_, manager) = stack(text)
        let ends = [1, 1 + family.utf16.count, 1 + family.utf16.count + 4, 1 + family.utf16.count + 6, text.utf16.count]
        XCTAssertEqual(walk(manager, from: 0, .forward, .character, times: 5), ends)
        XCTAssertEqual(walk(manager, from: text.utf16.count, .backward, .character, times: 5), [ends[3], ends[2], ends[1], ends[0], 0])
        // At the ends the insertion point stays.
        XCTAssertEqual(walk(manager, from: text.utf16.count, .forward, .character, times: 1), [text.utf16.count])
        XCTAssertEqual(walk(manager, from: 0, .backward, .character, times: 1), [0])
    }

    func testWordMovesGoToWordEndsForwardAndWordStartsBackward() async {
        let (_, manager) = stack("Hello brave world")
        XCTAssertEqual(walk(manager, from: 0, .forward, .word, times: 3), [5, 11, 17])
        XCTAssertEqual(walk(manager, from: 17, .backward, .word, times: 3), [12, 6, 0])
        XCTAssertEqual(walk(manager, from: 8, .forward, .word, times: 1), [11])
    }

    func testParagraphAndDocumentMoves() async {
        let text = "One\nTwo two\nThree"
        let (_, manager) = stack(text)
        XCTAssertEqual(walk(manager, from: 0, .forward, .paragraph, times: 3), [3, 11, 17])
        XCTAssertEqual(walk(manager, from: 17, .backward, .paragraph, times: 3), [12, 4, 0])
        XCTAssertEqual(walk(manager, from: 5, .forward, .document, times: 1), [17])
        XCTAssertEqual(walk(manager, from: 5, .backward, .document, times: 1), [0])
        XCTAssertEqual(walk(manager, from: 5, .down, .paragraph, times: 1), [11])
    }

    func testLineMovesStayOnTheWrappedLine() async {
        let text = "alpha beta gamma delta epsilon zeta"
        let (_, manager) = stack(text, width: NSAttributedString(string: "alpha beta gam", attributes: [.font: font]).size().width)
        guard let firstLine = manager.textRange(for: .line, enclosing: location(manager, 0)) else { return XCTFail("no line") }
        let firstEnd = manager.offset(from: manager.documentRange.location, to: firstLine.endLocation)
        XCTAssertGreaterThan(firstEnd, 0)
        XCTAssertLessThan(firstEnd, text.utf16.count, "the text wraps")
        XCTAssertEqual(walk(manager, from: 2, .forward, .line, times: 1), [firstEnd])
        XCTAssertEqual(walk(manager, from: 2, .backward, .line, times: 1), [0])
        XCTAssertEqual(walk(manager, from: firstEnd + 2, .backward, .line, times: 1), [firstEnd])
        // Left and right ends of a left-to-right line are its start and end.
        XCTAssertEqual(walk(manager, from: 2, .right, .line, times: 1), [firstEnd])
        XCTAssertEqual(walk(manager, from: 2, .left, .line, times: 1), [0])
    }

    func testUpAndDownKeepTheColumnAcrossAShortLine() async {
        let text = "abcdef\nab\nabcdef"
        let (_, manager) = stack(text)
        let navigation = manager.textSelectionNavigation
        let down = navigation.destinationSelection(for: caret(manager, 5), direction: .down, destination: .character,
                                                   extending: false, confined: false)
        XCTAssertEqual(offsets(manager, down), [9], "the short line's end")
        let again = navigation.destinationSelection(for: down!, direction: .down, destination: .character,
                                                    extending: false, confined: false)
        XCTAssertEqual(offsets(manager, again), [15], "back in the kept column")
        let up = navigation.destinationSelection(for: again!, direction: .up, destination: .character,
                                                 extending: false, confined: false)
        XCTAssertEqual(offsets(manager, up), [9])
        XCTAssertEqual(walk(manager, from: 3, .up, .character, times: 1), [0], "above the first line: the start")
        XCTAssertEqual(walk(manager, from: 12, .down, .character, times: 1), [16], "below the last line: the end")
    }

    func testRightToLeftParagraphsMoveOnScreen() async {
        let hebrew = "שלום עולם"
        let (_, manager) = stack(hebrew)
        XCTAssertEqual(manager.baseWritingDirection(at: location(manager, 0)), .rightToLeft)
        // The first character's leading edge is the line's right end.
        var edges: [(x: CGFloat, offset: Int, leading: Bool)] = []
        manager.enumerateCaretOffsetsInLineFragment(at: location(manager, 0)) { x, location, leading, _ in
            edges.append((x, manager.offset(from: manager.documentRange.location, to: location), leading))
        }
        XCTAssertEqual(edges.count, 2 * hebrew.count)
        XCTAssertEqual(edges.last?.offset, 0)
        XCTAssertEqual(edges.last?.leading, true)
        XCTAssertEqual(edges.map(\.x), edges.map(\.x).sorted(), "left to right")
        // Left goes on in the text, right goes back.
        XCTAssertEqual(walk(manager, from: 0, .left, .character, times: 3), [1, 2, 3])
        XCTAssertEqual(walk(manager, from: 3, .right, .character, times: 3), [2, 1, 0])
        XCTAssertEqual(walk(manager, from: 0, .left, .word, times: 1), [4])
        // A left-to-right paragraph: right goes on.
        let (_, latin) = stack("abc")
        XCTAssertEqual(latin.baseWritingDirection(at: location(latin, 0)), .leftToRight)
        XCTAssertEqual(walk(latin, from: 0, .right, .character, times: 3), [1, 2, 3])
        XCTAssertEqual(walk(latin, from: 3, .left, .character, times: 3), [2, 1, 0])
    }

    func testAParagraphStyleSetsTheWritingDirection() async {
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let (_, manager) = stack("abc", attributes: [.paragraphStyle: style])
        XCTAssertEqual(manager.baseWritingDirection(at: location(manager, 1)), .rightToLeft)
    }

    func testExtendingKeepsTheAnchorAndCollapsingGoesToTheSideMoved() async {
        let (_, manager) = stack("Hello world")
        let navigation = manager.textSelectionNavigation
        var selection = caret(manager, 5)
        selection = navigation.destinationSelection(for: selection, direction: .forward, destination: .character,
                                                    extending: true, confined: false)!
        XCTAssertEqual(offsets(manager, selection), [5, 6])
        selection = navigation.destinationSelection(for: selection, direction: .forward, destination: .word,
                                                    extending: true, confined: false)!
        XCTAssertEqual(offsets(manager, selection), [5, 11])
        selection = navigation.destinationSelection(for: selection, direction: .backward, destination: .word,
                                                    extending: true, confined: false)!
        XCTAssertEqual(offsets(manager, selection), [5, 6], "the anchor stays at 5")
        selection = navigation.destinationSelection(for: selection, direction: .backward, destination: .word,
                                                    extending: true, confined: false)!
        XCTAssertEqual(offsets(manager, selection), [0, 5], "across the anchor")
        let range = NSTextSelection(range: NSTextRange(location: location(manager, 2), end: location(manager, 7))!,
                                    affinity: .downstream, granularity: .character)
        XCTAssertEqual(offsets(manager, navigation.destinationSelection(for: range, direction: .left, destination: .character,
                                                                        extending: false, confined: false)), [2])
        XCTAssertEqual(offsets(manager, navigation.destinationSelection(for: range, direction: .forward, destination: .character,
                                                                        extending: false, confined: false)), [7])
    }

    func testConfinedMovesStayInTheParagraph() async {
        let (_, manager) = stack("One\nTwo")
        let moved = manager.textSelectionNavigation.destinationSelection(
            for: caret(manager, 1), direction: .forward, destination: .document, extending: false, confined: true)
        XCTAssertEqual(offsets(manager, moved), [3], "the paragraph's end, before its separator")
        let back = manager.textSelectionNavigation.destinationSelection(
            for: caret(manager, 6), direction: .backward, destination: .document, extending: false, confined: true)
        XCTAssertEqual(offsets(manager, back), [4])
    }

    func testDeletionRanges() async {
        let accented = "e\u{301}", flag = "🇫🇷"
        let text = "Hello " + flag + accented
        let (_, manager) = stack(text)
        let navigation = manager.textSelectionNavigation
        let end = text.utf16.count
        func deletion(_ selection: NSTextSelection, _ direction: NSTextSelectionNavigation.Direction,
                      _ destination: NSTextSelectionNavigation.Destination, decompose: Bool) -> [[Int]] {
            navigation.deletionRanges(for: selection, direction: direction, destination: destination, allowsDecomposition: decompose)
                .map { [manager.offset(from: manager.documentRange.location, to: $0.location),
                        manager.offset(from: manager.documentRange.location, to: $0.endLocation)] }
        }
        XCTAssertEqual(deletion(caret(manager, end), .backward, .character, decompose: false), [[end - 2, end]])
        XCTAssertEqual(deletion(caret(manager, end), .backward, .character, decompose: true), [[end - 1, end]],
                       "Backspace takes the accent alone")
        XCTAssertEqual(deletion(caret(manager, 10), .backward, .character, decompose: true), [[6, 10]], "a flag goes whole")
        XCTAssertEqual(deletion(caret(manager, 0), .forward, .word, decompose: false), [[0, 5]])
        XCTAssertEqual(deletion(caret(manager, 0), .backward, .character, decompose: false), [])
        let selected = NSTextSelection(range: NSTextRange(location: location(manager, 1), end: location(manager, 3))!,
                                       affinity: .downstream, granularity: .character)
        XCTAssertEqual(deletion(selected, .backward, .word, decompose: false), [[1, 3]], "a selection is deleted as it is")
    }

    func testTapsPlaceTheInsertionPointAndExtendFromTheAnchor() async {
        let (_, manager) = stack("Hello world")
        let navigation = manager.textSelectionNavigation
        let x = NSAttributedString(string: "Hel", attributes: [.font: font]).size().width + 1
        let tap = navigation.textSelections(interactingAt: CGPoint(x: x, y: 5), inContainerAt: manager.documentRange.location,
                                            anchors: [], modifiers: [], selecting: false, bounds: .zero)
        XCTAssertEqual(tap.count, 1)
        XCTAssertEqual(offsets(manager, tap.first), [3])
        let beyond = navigation.textSelections(interactingAt: CGPoint(x: 390, y: 5), inContainerAt: manager.documentRange.location,
                                               anchors: [], modifiers: [], selecting: false, bounds: .zero)
        XCTAssertEqual(offsets(manager, beyond.first), [11])
        let extended = navigation.textSelections(interactingAt: CGPoint(x: x, y: 5), inContainerAt: manager.documentRange.location,
                                                 anchors: [caret(manager, 9)], modifiers: .extend, selecting: true, bounds: .zero)
        XCTAssertEqual(offsets(manager, extended.first), [3, 9])
        let word = navigation.textSelection(for: .word, enclosing: CGPoint(x: x, y: 5), inContainerAt: manager.documentRange.location)
        XCTAssertEqual(offsets(manager, word), [0, 5])
    }

    /// `.byWords` (unavailable in Linux Foundation's declarations) by its raw value.
    private let byWords = NSString.EnumerationOptions(rawValue: 3)

    func testGranularityExpansionAndDataSourceUnits() async {
        let text = "Hello brave world.\nNext one"
        let (_, manager) = stack(text)
        let inside = NSTextSelection(range: NSTextRange(location: location(manager, 7), end: location(manager, 8))!,
                                     affinity: .downstream, granularity: .character)
        XCTAssertEqual(offsets(manager, manager.textSelectionNavigation.textSelection(for: .word, enclosing: inside)), [6, 11])
        XCTAssertEqual(offsets(manager, manager.textSelectionNavigation.textSelection(for: .paragraph, enclosing: inside)), [0, 19])
        var words: [String] = []
        var enclosing: [[Int]] = []
        manager.enumerateSubstrings(from: location(manager, 0), options: byWords) { word, _, range, _ in
            words.append(word ?? "")
            if let range {
                enclosing.append([manager.offset(from: manager.documentRange.location, to: range.location),
                                  manager.offset(from: manager.documentRange.location, to: range.endLocation)])
            }
        }
        XCTAssertEqual(words, ["Hello", "brave", "world", "Next", "one"])
        XCTAssertEqual(enclosing.first, [0, 6], "a word encloses the spaces after it")
        var backwards: [String] = []
        manager.enumerateSubstrings(from: location(manager, 17), options: byWords.union(.reverse)) { word, _, _, stop in
            backwards.append(word ?? "")
            if backwards.count == 2 { stop.pointee = true }
        }
        XCTAssertEqual(backwards, ["world", "brave"])
    }
}
