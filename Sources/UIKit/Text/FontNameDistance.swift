/// Edit distance between font names, for the log line of an unknown name.
enum FontNameDistance {
    /// The `count` names closest to `name`: the longest common beginning first, then the
    /// smallest edit distance, ignoring case, spaces and hyphens ("Helvetica Neue Bld" is
    /// closest to "HelveticaNeue-Bold").
    static func closest(to name: String, among names: Set<String>, count: Int) -> [String] {
        let target = normalized(name)
        return names.map { candidate -> (Int, Int, String) in
            let other = normalized(candidate)
            let common = zip(target, other).prefix { $0 == $1 }.count
            return (-common, distance(target, other), candidate)
        }
        .sorted { $0 < $1 }
        .prefix(count)
        .map(\.2)
    }

    private static func normalized(_ name: String) -> [Unicode.Scalar] {
        name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" }
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
