/// Numbers the items of `NSTextList`s over a text's paragraphs, in order, and makes the marker
/// text TextKit 2 shows before each list paragraph.
///
/// Assumed, not verified against iOS: a list's items are its consecutive paragraphs whose
/// innermost list it is, numbered from `startingItemNumber` (a paragraph outside the list ends
/// it: the next run of the same list starts again); an ordered format that is a bare specifier
/// (`{decimal}`) is shown with a period ("1."), as UIKit's HTML import writes it; with
/// `prependEnclosingMarker` the enclosing list's marker comes first ("1.2.").
struct TextListItemCounter {
    /// The last item number given in each list whose run of paragraphs is still open.
    private var last: [ObjectIdentifier: Int] = [:]

    /// The marker shown before a paragraph in `lists` (outermost first), counting it as the
    /// next item of its innermost list; nil for a paragraph in no list. `text` is the
    /// paragraph's characters: nil when they already start with the marker (text made by HTML
    /// or RTF import holds "\t1.\t") or the list's class says TextKit puts markers in the text.
    mutating func marker(for lists: [NSTextList], text: ArraySlice<UInt16>) -> String? {
        guard let innermost = lists.last else {
            if !last.isEmpty { last.removeAll() }
            return nil
        }
        let open = Set(lists.map { ObjectIdentifier($0) })
        last = last.filter { open.contains($0.key) }
        let id = ObjectIdentifier(innermost)
        let number = last[id].map { $0 + 1 } ?? innermost.startingItemNumber
        last[id] = number
        if type(of: innermost).includesTextListMarkers { return nil }
        var marker = Self.shown(innermost, number)
        var level = lists.count - 1
        var list = innermost
        while list.listOptions.contains(.prependEnclosingMarker), level > 0 {
            level -= 1
            list = lists[level]
            marker = Self.shown(list, last[ObjectIdentifier(list)] ?? list.startingItemNumber) + marker
        }
        let raw = innermost.marker(forItemNumber: number)
        let characters = text.drop { $0 == 0x09 || $0 == 0x20 }
        if characters.starts(with: marker.utf16) || (!raw.isEmpty && characters.starts(with: raw.utf16))
            || Self.startsWithTabbedMarker(text) {
            return nil
        }
        return marker
    }

    /// "\t<marker>\t" at the start, whatever the marker (HTML and RTF import's form, numbered
    /// by the document, which may count items differently).
    private static func startsWithTabbedMarker(_ text: ArraySlice<UInt16>) -> Bool {
        guard text.first == 0x09 else { return false }
        let marker = text.dropFirst().prefix { $0 != 0x09 && $0 != 0x20 && $0 != 0x0A }
        return !marker.isEmpty && marker.count <= 12 && text.dropFirst(marker.count + 1).first == 0x09
    }

    private static func shown(_ list: NSTextList, _ number: Int) -> String {
        let marker = list.marker(forItemNumber: number)
        let format = list.markerFormat.rawValue
        let bare = format.first == "{" && format.last == "}" && format.dropFirst().firstIndex(of: "{") == nil
        return bare && list.isOrdered ? marker + "." : marker
    }
}
