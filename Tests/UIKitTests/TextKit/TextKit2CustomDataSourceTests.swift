import XCTest
import UIKit
import UIKitTesting

/// `NSTextSelectionNavigation` reads a document only through its data source: a custom one
/// (a grid of 10-point characters on 20-point lines, with its own location type) moves,
/// taps and deletes by its own units and carets.
@MainActor
final class TextKit2CustomDataSourceTests: XCTestCase {
    final class GridLocation: NSObject, NSTextLocation {
        let offset: Int
        init(_ offset: Int) { self.offset = offset }
        func compare(_ location: any NSTextLocation) -> ComparisonResult {
            let other = (location as? GridLocation)?.offset ?? 0
            return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
        }
    }

    final class GridSource: NSObject, NSTextSelectionDataSource {
        let characters: [Character]
        init(_ text: String) { characters = Array(text) }

        private func range(_ range: Range<Int>) -> NSTextRange {
            NSTextRange(location: GridLocation(range.lowerBound), end: GridLocation(range.upperBound))!
        }
        private func offset(_ location: any NSTextLocation) -> Int { (location as? GridLocation)?.offset ?? 0 }

        /// Lines end after their newline.
        var lines: [Range<Int>] {
            var result: [Range<Int>] = [], start = 0
            for (index, character) in characters.enumerated() where character == "\n" {
                result.append(start..<index + 1)
                start = index + 1
            }
            result.append(start..<characters.count)
            return result
        }

        func units(_ kind: UInt) -> [Range<Int>] {
            switch kind {
            case 2: return characters.indices.map { $0..<$0 + 1 }
            case 3:
                var result: [Range<Int>] = [], start: Int?
                for (index, character) in characters.enumerated() {
                    if character.isLetter { if start == nil { start = index } } else if let begun = start {
                        result.append(begun..<index); start = nil
                    }
                }
                if let start { result.append(start..<characters.count) }
                return result
            default: return lines.map { $0.lowerBound..<($0.upperBound - (characters.indices.contains($0.upperBound - 1) && characters[$0.upperBound - 1] == "\n" ? 1 : 0)) }
            }
        }

        var documentRange: NSTextRange { range(0..<characters.count) }

        func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions,
                                 using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) {
            let at = offset(location)
            let reverse = options.contains(.reverse)
            let all = units(options.rawValue & 0xFF)
            let chosen = reverse ? Array(all.filter { $0.lowerBound < at }.reversed()) : all.filter { $0.upperBound > at }
            var stop = ObjCBool(false)
            for unit in chosen {
                block(String(characters[unit]), range(unit), range(unit), &stop)
                if stop.boolValue { return }
            }
        }

        func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange? {
            let at = min(offset(location), max(0, characters.count - 1))
            switch selectionGranularity {
            case .character: return range(at..<min(at + 1, characters.count))
            case .word: return units(3).first { $0.contains(at) }.map(range)
            default: return lines.first { $0.contains(at) }.map(range) ?? range(lines.last!)
            }
        }

        func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
            let moved = self.offset(location) + offset
            return (0...characters.count).contains(moved) ? GridLocation(moved) : nil
        }

        func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int { offset(to) - offset(from) }

        func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection { .leftToRight }

        func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation,
                                                 using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void) {
            let at = offset(location)
            guard let line = lines.first(where: { $0.contains(at) }) ?? lines.last else { return }
            var stop = ObjCBool(false)
            for index in line where characters[index] != "\n" {
                let column = CGFloat(index - line.lowerBound)
                block(column * 10, GridLocation(index), true, &stop)
                block(column * 10 + 10, GridLocation(index), false, &stop)
                if stop.boolValue { return }
            }
        }

        func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange? {
            let all = lines
            return range(all[min(max(0, Int(point.y / 20)), all.count - 1)])
        }
    }

    private func offsets(_ selection: NSTextSelection?) -> [Int] {
        guard let range = selection?.textRanges.first,
              let start = range.location as? GridLocation, let end = range.endLocation as? GridLocation else { return [] }
        return start.offset == end.offset ? [start.offset] : [start.offset, end.offset]
    }

    func testNavigationMovesByTheDataSourcesUnitsAndCarets() async {
        let source = GridSource("ab cd\nef")
        let navigation = NSTextSelectionNavigation(dataSource: source)
        XCTAssertTrue(navigation.textSelectionDataSource === source)
        let caret = NSTextSelection(GridLocation(1), affinity: .downstream)
        func move(_ selection: NSTextSelection, _ direction: NSTextSelectionNavigation.Direction,
                  _ destination: NSTextSelectionNavigation.Destination, extending: Bool = false) -> NSTextSelection? {
            navigation.destinationSelection(for: selection, direction: direction, destination: destination,
                                            extending: extending, confined: false)
        }
        XCTAssertEqual(offsets(move(caret, .right, .character)), [2])
        XCTAssertEqual(offsets(move(caret, .left, .character)), [0])
        XCTAssertEqual(offsets(move(caret, .forward, .word)), [2])
        XCTAssertEqual(offsets(move(NSTextSelection(GridLocation(2), affinity: .downstream), .forward, .word)), [5])
        XCTAssertEqual(offsets(move(caret, .forward, .line)), [5], "the line's end before its newline")
        XCTAssertEqual(offsets(move(caret, .down, .character)), [7], "the same column on the next line")
        XCTAssertEqual(offsets(move(caret, .forward, .document, extending: true)), [1, 8])
        let tap = navigation.textSelections(interactingAt: CGPoint(x: 24, y: 25), inContainerAt: GridLocation(0), anchors: [],
                                            modifiers: [], selecting: false, bounds: .zero)
        XCTAssertEqual(offsets(tap.first), [8], "the nearest caret edge of the second line")
        let deletion = navigation.deletionRanges(for: NSTextSelection(GridLocation(3), affinity: .downstream), direction: .backward,
                                                 destination: .character, allowsDecomposition: false)
        XCTAssertEqual(deletion.compactMap { ($0.location as? GridLocation)?.offset }, [2])
    }
}
