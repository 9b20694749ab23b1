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
        // Neighbouring runs with equal attributes become one.
        var merged: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        for run in result.sorted(by: { $0.range.location < $1.range.location }) {
            if let last = merged.last, NSMaxRange(last.range) == run.range.location,
               Self.equal(last.attributes, run.attributes) {
                merged[merged.count - 1].range.length += run.range.length
            } else {
                merged.append(run)
            }
        }
        runs = merged
    }

    /// Whether two attribute dictionaries hold the same keys and equal values (objects by
    /// `isEqual`, other values by `==`).
    static func equal(_ lhs: [NSAttributedString.Key: Any], _ rhs: [NSAttributedString.Key: Any]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, left) in lhs {
            guard let right = rhs[key] else { return false }
            if let left = left as? NSObject, let right = right as? NSObject {
                guard left.isEqual(right) else { return false }
            } else if let left = left as? AnyHashable, let right = right as? AnyHashable {
                guard left == right else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// The runs meeting `range`, clipped to it.
    func runsMeeting(_ range: NSRange) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        runs.compactMap { run in
            let part = NSIntersectionRange(run.range, range)
            return part.length > 0 ? (range: part, attributes: run.attributes) : nil
        }
    }
}
