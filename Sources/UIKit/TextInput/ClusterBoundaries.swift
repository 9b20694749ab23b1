/// The grapheme-cluster boundaries of a text as UTF-16 offsets (0 and the length included),
/// stored compactly. Most clusters are one UTF-16 unit (every ASCII or other BMP character on
/// its own), so only the others — "wide" clusters: a surrogate pair, CR LF, a letter with
/// combining marks, an emoji sequence — are kept, with the extra units up to each. Boundary
/// `i` is `i` plus the extra units of the wide clusters before cluster `i`.
///
/// A 10 MB ASCII text has no wide cluster: its boundaries take no memory, and an edit shifts
/// only the wide clusters after it (one `Int` per cluster had made a 10 MB paste build and
/// move 80 MB arrays, and every later keystroke move the array's tail).
struct ClusterBoundaries: RandomAccessCollection, Equatable {
    /// The index of each wide cluster, ascending.
    private var wideIndices: [Int] = []
    /// The extra UTF-16 units (beyond one) of the wide clusters up to and including each.
    private var extraThrough: [Int] = []
    private(set) var clusterCount = 0

    init() {}

    /// The boundaries of `string`.
    init(of string: String) {
        let segments = Self.segments(of: Substring(string))
        clusterCount = segments.count
        var running = 0
        for (index, extra) in segments.wide {
            running += extra
            wideIndices.append(index)
            extraThrough.append(running)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { clusterCount + 1 }

    /// The UTF-16 offset of boundary `index`.
    subscript(index: Int) -> Int {
        precondition(index >= 0 && index <= clusterCount, "ClusterBoundaries: index \(index) out of 0...\(clusterCount)")
        let wide = wideCount(before: index)
        return index + (wide > 0 ? extraThrough[wide - 1] : 0)
    }

    /// The text's UTF-16 length.
    var length: Int { clusterCount + (extraThrough.last ?? 0) }

    /// The number of wide clusters whose index is below `index`.
    private func wideCount(before index: Int) -> Int {
        var low = 0, high = wideIndices.count
        while low < high {
            let middle = (low + high) / 2
            if wideIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the last boundary at or before `offset` (0 before the text).
    func index(atOrBefore offset: Int) -> Int {
        var low = 0, high = clusterCount
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index of the boundary at exactly `offset`, if there is one.
    func index(of offset: Int) -> Int? {
        let index = index(atOrBefore: offset)
        return self[index] == offset ? index : nil
    }

    /// Replaces clusters `first..<last` (between boundaries `first` and `last`) with
    /// `segments` (a text segmented on its own whose ends are boundaries).
    mutating func replaceClusters(_ first: Int, _ last: Int, with segments: (count: Int, wide: [(index: Int, extra: Int)])) {
        precondition(0 <= first && first <= last && last <= clusterCount, "ClusterBoundaries: bad cluster range \(first)..<\(last)")
        let low = wideCount(before: first), high = wideCount(before: last)
        let extraBefore = low > 0 ? extraThrough[low - 1] : 0
        let oldExtra = (high > 0 ? extraThrough[high - 1] : 0) - extraBefore
        var regionIndices: [Int] = [], regionExtra: [Int] = []
        regionIndices.reserveCapacity(segments.wide.count)
        regionExtra.reserveCapacity(segments.wide.count)
        var running = extraBefore
        for (index, extra) in segments.wide {
            running += extra
            regionIndices.append(first + index)
            regionExtra.append(running)
        }
        let indexShift = segments.count - (last - first)
        let extraShift = (running - extraBefore) - oldExtra
        if indexShift != 0 || extraShift != 0, high < wideIndices.count {
            wideIndices.withUnsafeMutableBufferPointer { values in
                for i in high..<values.count { values[i] += indexShift }
            }
            extraThrough.withUnsafeMutableBufferPointer { values in
                for i in high..<values.count { values[i] += extraShift }
            }
        }
        wideIndices.replaceSubrange(low..<high, with: regionIndices)
        extraThrough.replaceSubrange(low..<high, with: regionExtra)
        clusterCount += indexShift
    }

    /// `text` segmented: how many clusters, and the wide ones (index, extra UTF-16 units).
    /// Between two ASCII characters other than CR LF there is always a boundary (Unicode's
    /// rules GB3–GB5, GB999: no ASCII character extends or prepends), so only the stretches
    /// around other characters are segmented by `Character`; ASCII text is a byte scan.
    ///
    /// `isASCII`: the caller knows the text to be ASCII (its UTF-8 and UTF-16 lengths are
    /// equal); without a CR every byte is then a cluster, which one `memchr` for CR tells.
    static func segments(of text: Substring, isASCII: Bool = false) -> (count: Int, wide: [(index: Int, extra: Int)]) {
        if isASCII, let plain = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            ASCIIWordScan.contains(bytes, 0x0D, from: 0, to: bytes.count) ? nil : bytes.count
        }), let count = plain {
            return (count, [])
        }
        var count = 0
        var wide: [(index: Int, extra: Int)] = []
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                // ASCII bytes other than CR, each followed by an ASCII byte: one cluster each.
                // Thirty-two at a time, then eight, then up to the first byte that is not.
                while i + 33 <= n {
                    let w0 = ASCIIWordScan.word(bytes, at: i), w1 = ASCIIWordScan.word(bytes, at: i + 8)
                    let w2 = ASCIIWordScan.word(bytes, at: i + 16), w3 = ASCIIWordScan.word(bytes, at: i + 24)
                    let stops = ASCIIWordScan.nonASCII(w0 | w1 | w2 | w3)
                        | ASCIIWordScan.matches(w0, 0x0D) | ASCIIWordScan.matches(w1, 0x0D)
                        | ASCIIWordScan.matches(w2, 0x0D) | ASCIIWordScan.matches(w3, 0x0D)
                    guard stops == 0, bytes[i + 32] < 0x80 else { break }
                    count += 32
                    i += 32
                }
                if i + 9 <= n {
                    let word = ASCIIWordScan.word(bytes, at: i)
                    let stops = ASCIIWordScan.nonASCII(word) | ASCIIWordScan.matches(word, 0x0D)
                    if stops == 0 {
                        if bytes[i + 8] < 0x80 {
                            count += 8
                            i += 8
                            continue
                        }
                    } else {
                        // The byte before the first stop may start a cluster with it.
                        let plain = ASCIIWordScan.bytesBefore(stops) - 1
                        if plain > 0 {
                            count += plain
                            i += plain
                            continue
                        }
                    }
                }
                let byte = bytes[i]
                if byte < 0x80, i + 1 == n || bytes[i + 1] < 0x80 {
                    if byte == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A {
                        wide.append((count, 1))
                        i += 2
                    } else {
                        i += 1
                    }
                    count += 1
                    continue
                }
                // A stretch with other characters, up to the next boundary between two ASCII
                // characters.
                var j = i + 1
                while j < n, !(bytes[j - 1] < 0x80 && bytes[j] < 0x80 && !(bytes[j - 1] == 0x0D && bytes[j] == 0x0A)) { j += 1 }
                let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)
                for character in stretch {
                    let units = character.utf16.count
                    if units > 1 { wide.append((count, units - 1)) }
                    count += 1
                }
                i = j
            }
        }
        if scanned == nil {
            for character in text {
                let units = character.utf16.count
                if units > 1 { wide.append((count, units - 1)) }
                count += 1
            }
        }
        return (count, wide)
    }

    static func == (lhs: ClusterBoundaries, rhs: ClusterBoundaries) -> Bool {
        lhs.clusterCount == rhs.clusterCount && lhs.wideIndices == rhs.wideIndices && lhs.extraThrough == rhs.extraThrough
    }
}
