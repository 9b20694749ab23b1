import Foundation

/// A text layout manager's rendering attributes: runs of attributes over UTF-16 ranges, in
/// order and not overlapping (characters without any are not in a run).
struct TextRenderingAttributeRuns {
    private(set) var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []

    var isEmpty: Bool { runs.isEmpty }

    /// Changes the attributes of every character of `range` with `change` (characters that
    /// had none start from an empty dictionary); runs left empty are dropped.
    mutating func update(_ range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard range.length > 0 else { return }
        var result: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        var cursor = range.location
        let end = NSMaxRange(range)
        func appendChanged(_ part: NSRange, _ attributes: [NSAttributedString.Key: Any]) {
            var changed = attributes
            change(&changed)
            if !changed.isEmpty { result.append((range: part, attributes: changed)) }
        }
        for run in runs {
            let runEnd = NSMaxRange(run.range)
            if runEnd <= range.location || run.range.location >= end {
                if run.range.location >= end, cursor < end {
                    appendChanged(NSRange(location: cursor, length: end - cursor), [:])
                    cursor = end
                }
                result.append(run)
                continue
            }
            if run.range.location < range.location {
                result.append((range: NSRange(location: run.range.location, length: range.location - run.range.location), attributes: run.attributes))
            }
            let overlapStart = max(run.range.location, range.location)
            if cursor < overlapStart { appendChanged(NSRange(location: cursor, length: overlapStart - cursor), [:]) }
            let overlapEnd = min(runEnd, end)
            appendChanged(NSRange(location: overlapStart, length: overlapEnd - overlapStart), run.attributes)
            cursor = overlapEnd
            if runEnd > end { result.append((range: NSRange(location: end, length: runEnd - end), attributes: run.attributes)) }
        }
        if cursor < end { appendChanged(NSRange(location: cursor, length: end - cursor), [:]) }
        runs = result.sorted { $0.range.location < $1.range.location }
    }

    /// The runs meeting `range`, clipped to it.
    func runsMeeting(_ range: NSRange) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        runs.compactMap { run in
            let part = NSIntersectionRange(run.range, range)
            return part.length > 0 ? (range: part, attributes: run.attributes) : nil
        }
    }
}
