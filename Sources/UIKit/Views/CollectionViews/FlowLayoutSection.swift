import Foundation

/// One section of a flow layout, in the collection view's content coordinates. Lines are
/// rows (vertical scrolling) or columns (horizontal); their extents along the scrolling axis
/// are increasing, so the lines in a rect are found by binary search.
struct FlowLayoutSection {
    var headerFrame: CGRect = .zero
    var footerFrame: CGRect = .zero
    var itemFrames: [CGRect] = []
    /// The first item of each line.
    var lineStarts: [Int] = []
    /// Each line's start and end along the scrolling axis.
    var lineMins: [CGFloat] = []
    var lineMaxs: [CGFloat] = []
    /// The section's extent along the scrolling axis (header to footer).
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    /// Where the items' area ends (after the bottom inset): a pinned header stops there.
    var bodyEnd: CGFloat = 0
    /// Where the items' area starts (before the top inset): a pinned footer stops there.
    var bodyStart: CGFloat = 0

    /// The lines that reach into `[low, high]` along the scrolling axis.
    func lines(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        // The first line whose end is past `low`.
        var lower = 0, upper = lineMaxs.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lineMaxs[middle] < low { lower = middle + 1 } else { upper = middle }
        }
        let first = lower
        upper = lineMins.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lineMins[middle] <= high { lower = middle + 1 } else { upper = middle }
        }
        return first..<max(first, lower)
    }

    func items(inLine line: Int) -> Range<Int> {
        lineStarts[line]..<(line + 1 < lineStarts.count ? lineStarts[line + 1] : itemFrames.count)
    }
}
