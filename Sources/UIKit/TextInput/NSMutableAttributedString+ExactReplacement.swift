import Foundation

extension NSMutableAttributedString {
    /// Replaces exactly the UTF-16 `range` (its ends on code point boundaries), also when it
    /// starts or ends inside a grapheme cluster (Backspace deleting one combining mark);
    /// `outer` is `range` widened to whole clusters.
    ///
    /// swift-corelibs-foundation rounds a range inside a cluster to whole clusters (deleting
    /// the accent of a decomposed "é" removed the letter too) or traps, so such a replacement
    /// is made over `outer`, the kept parts of its clusters keeping their attributes.
    func replaceCharacters(exactly range: NSRange, within outer: NSRange, with replacement: NSAttributedString) {
        guard range != outer, outer.location <= range.location, NSMaxRange(range) <= NSMaxRange(outer),
              NSMaxRange(outer) <= length else {
            return replaceCharacters(in: range, with: replacement)
        }
        let text: String = self.string
        let units = text.utf16
        func at(_ offset: Int) -> String.Index { units.index(units.startIndex, offsetBy: offset) }
        let combined = NSMutableAttributedString(string: "")
        if outer.location < range.location {
            let kept = String(text[at(outer.location)..<at(range.location)])
            combined.append(NSAttributedString(string: kept, attributes: attributes(at: outer.location, effectiveRange: nil)))
        }
        combined.append(replacement)
        if NSMaxRange(range) < NSMaxRange(outer) {
            let kept = String(text[at(NSMaxRange(range))..<at(NSMaxRange(outer))])
            combined.append(NSAttributedString(string: kept, attributes: attributes(at: NSMaxRange(range), effectiveRange: nil)))
        }
        replaceCharacters(in: outer, with: combined)
    }
}
