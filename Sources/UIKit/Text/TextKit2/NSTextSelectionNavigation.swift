import Foundation

/// Moves and makes text selections (TextKit 2): the arrow keys and their modifiers
/// (`destinationSelection(for:direction:destination:extending:confined:)`), taps and drags
/// (`textSelections(interactingAt:…)`), granularity expansion and the ranges a deletion removes.
/// It reads the document only through its data source (an `NSTextLayoutManager`, or any
/// `NSTextSelectionDataSource`), so a custom data source moves by its own units and carets.
open class NSTextSelectionNavigation: NSObject {
    public init(dataSource: any NSTextSelectionDataSource) {
        textSelectionDataSource = dataSource
        super.init()
    }

    /// The data source the selections are measured against.
    open private(set) weak var textSelectionDataSource: (any NSTextSelectionDataSource)?

    /// Whether a tap with `.multiple` may add a selection to the anchors (several ranges).
    /// UIKit: false.
    open var allowsNonContiguousRanges = false

    /// Whether points are rotated for vertical text. UIKit: true. Lines here are horizontal,
    /// so points are never rotated.
    open var rotatesCoordinateSystemForLayoutOrientation = true

    /// Forgets cached layout. Nothing is kept between calls here: every call reads the data
    /// source afresh, so this has nothing to flush.
    open func flushLayoutCache() {}

    /// The selection after moving `textSelection` by `destination` in `direction`: an
    /// insertion point, or with `extending` the range from the selection's anchor to the moved
    /// end. Without `extending`, a character move of a range collapses it to the side moved
    /// toward. `confined` keeps the result in the paragraph the selection starts in. Nil when
    /// the selection has no ranges or there is no data source.
    open func destinationSelection(for textSelection: NSTextSelection, direction: NSTextSelectionNavigation.Direction,
                                   destination: NSTextSelectionNavigation.Destination, extending: Bool,
                                   confined: Bool) -> NSTextSelection? {
        guard let source = textSelectionDataSource, let first = textSelection.textRanges.first else { return nil }
        let text = NavigationText(source: source)
        let last = textSelection.textRanges.last!
        let start = text.offset(of: first.location), end = text.offset(of: last.endLocation)
        var caret: NavigationCaret
        var anchor: Int?
        if extending {
            let fixed = textSelection.navigationAnchor.map { min(max($0, start), end) }
                ?? (direction.movesBackward ? end : start)
            anchor = fixed
            caret = NavigationCaret(offset: fixed == start ? end : start, affinity: textSelection.affinity)
        } else if start != end {
            // A range collapses to its side in the direction moved; a character move stops there.
            let toStart = direction.movesBackward ? true : direction.movesForward ? false
                : (direction == .left) == (text.writingDirection(at: start) == .leftToRight)
            caret = NavigationCaret(offset: toStart ? start : end, affinity: toStart ? .downstream : .upstream)
            if destination == .character, direction != .up, direction != .down {
                return text.selection(caret, anchor: nil, from: textSelection)
            }
        } else {
            caret = NavigationCaret(offset: start, affinity: textSelection.affinity)
        }
        var goal: CGFloat? = textSelection.hasAnchorPositionOffset ? textSelection.anchorPositionOffset : nil
        var moved = text.move(caret, direction: direction, destination: destination, goalX: &goal)
        if confined, let paragraph = text.unit(.paragraph, enclosing: start) {
            moved.offset = min(max(moved.offset, paragraph.lowerBound), text.lineContentEnd(paragraph))
        }
        let result = text.selection(moved, anchor: anchor, from: textSelection)
        if let goal, direction == .up || direction == .down {
            result.anchorPositionOffset = goal
            result.hasAnchorPositionOffset = true
        }
        return result
    }

    /// The selections a tap or click at `point` (container coordinates) makes: an insertion
    /// point at the nearest caret position; with `.extend`, the first anchor extended to it
    /// (by the anchor's granularity); with `.multiple` and `allowsNonContiguousRanges`, the
    /// anchors and the new insertion point.
    open func textSelections(interactingAt point: CGPoint, inContainerAt containerLocation: any NSTextLocation,
                             anchors: [NSTextSelection], modifiers: NSTextSelectionNavigation.Modifier, selecting: Bool,
                             bounds: CGRect) -> [NSTextSelection] {
        guard let source = textSelectionDataSource else { return [] }
        let text = NavigationText(source: source)
        guard let caret = text.nearestCaret(to: point, inContainerAt: containerLocation) else { return anchors }
        if modifiers.contains(.extend), let anchorSelection = anchors.first, let first = anchorSelection.textRanges.first {
            let start = text.offset(of: first.location)
            let end = text.offset(of: (anchorSelection.textRanges.last ?? first).endLocation)
            let anchor = anchorSelection.navigationAnchor ?? (caret.offset < start ? end : start)
            var low = min(anchor, caret.offset), high = max(anchor, caret.offset)
            if let unit = NavigationText.unitKind(anchorSelection.granularity), anchorSelection.granularity != .character {
                low = text.unit(unit, enclosing: low)?.lowerBound ?? low
                high = high > low ? (text.unit(unit, enclosing: high - 1)?.upperBound ?? high) : high
            }
            let selection = NSTextSelection(range: text.range(low, high), affinity: caret.affinity,
                                            granularity: anchorSelection.granularity)
            selection.navigationAnchor = anchor
            return [selection]
        }
        let insertion = NSTextSelection(text.location(caret.offset), affinity: caret.affinity)
        if modifiers.contains(.multiple), allowsNonContiguousRanges, !anchors.isEmpty {
            return anchors + [insertion]
        }
        return [insertion]
    }

    /// `textSelection` with each range grown to the units of `selectionGranularity` it touches.
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity,
                            enclosing textSelection: NSTextSelection) -> NSTextSelection {
        guard let source = textSelectionDataSource, let unit = NavigationText.unitKind(selectionGranularity) else {
            return textSelection
        }
        let text = NavigationText(source: source)
        let ranges = textSelection.textRanges.map { range -> NSTextRange in
            let start = text.offset(of: range.location), end = text.offset(of: range.endLocation)
            let low = text.unit(unit, enclosing: start)?.lowerBound ?? start
            let high = end > start ? (text.unit(unit, enclosing: end - 1)?.upperBound ?? end)
                : (text.unit(unit, enclosing: start)?.upperBound ?? end)
            return text.range(low, max(low, high))
        }
        return NSTextSelection(ranges, affinity: textSelection.affinity, granularity: selectionGranularity)
    }

    /// The unit of `selectionGranularity` at `point` (container coordinates), selected.
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing point: CGPoint,
                            inContainerAt location: any NSTextLocation) -> NSTextSelection? {
        guard let source = textSelectionDataSource else { return nil }
        let text = NavigationText(source: source)
        guard let caret = text.nearestCaret(to: point, inContainerAt: location) else { return nil }
        guard let unit = NavigationText.unitKind(selectionGranularity),
              let range = text.unit(unit, enclosing: caret.offset) else {
            return NSTextSelection(text.location(caret.offset), affinity: caret.affinity)
        }
        return NSTextSelection(range: text.range(range.lowerBound, range.upperBound), affinity: caret.affinity,
                               granularity: selectionGranularity)
    }

    /// Where text typed at an insertion point goes (its location); nil for a selection of
    /// characters. Insertion points here are logical, so the writing direction does not move it.
    open func resolvedInsertionLocation(for textSelection: NSTextSelection,
                                        writingDirection: NSTextSelectionNavigation.WritingDirection) -> (any NSTextLocation)? {
        guard textSelection.textRanges.count == 1, let range = textSelection.textRanges.first, range.isEmpty else { return nil }
        return range.location
    }

    /// The ranges a deletion removes: a selection's non-empty ranges; else from the insertion
    /// point to where `destination` in `direction` leads. Backward by character removes the
    /// cluster before, or with `allowsDecomposition` its last code point when UIKit's Backspace
    /// does (decomposed accents, Indic and Thai syllables, conjoining jamo; an emoji sequence
    /// goes whole).
    open func deletionRanges(for textSelection: NSTextSelection, direction: NSTextSelectionNavigation.Direction,
                             destination: NSTextSelectionNavigation.Destination,
                             allowsDecomposition: Bool) -> [NSTextRange] {
        let selected = textSelection.textRanges.filter { !$0.isEmpty }
        if !selected.isEmpty { return selected }
        guard let source = textSelectionDataSource, let range = textSelection.textRanges.first else { return [] }
        let text = NavigationText(source: source)
        let offset = text.offset(of: range.location)
        if direction == .backward, destination == .character, allowsDecomposition, offset > 0,
           let cluster = text.unit(.character, enclosing: offset - 1) {
            let deleted = BackwardDeletion.range(deletingBackwardIn: text.string(cluster), endingAt: cluster.upperBound)
            return [text.range(deleted.location, NSMaxRange(deleted))]
        }
        var goal: CGFloat?
        let moved = text.move(NavigationCaret(offset: offset, affinity: textSelection.affinity), direction: direction,
                              destination: destination, goalX: &goal)
        guard moved.offset != offset else { return [] }
        return [text.range(min(offset, moved.offset), max(offset, moved.offset))]
    }
}

extension NSTextSelectionNavigation.Direction {
    /// Logically backward whatever the writing direction.
    var movesBackward: Bool { self == .backward || self == .up }
    var movesForward: Bool { self == .forward || self == .down }
}
