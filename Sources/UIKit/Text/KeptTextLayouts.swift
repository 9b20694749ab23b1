/// The Pango layouts of the last inputs laid out for a client that will draw them (a text
/// view's paragraphs: laid out for their carets, then drawn by their tiles in the same frame),
/// by the client's `TextLayoutKey`. Bounded by count and by the text they hold; the oldest go
/// first. Lives in the engine's state, so the layouts are only used under its lock.
struct KeptTextLayouts {
    /// More than the paragraphs a text view lays out for one screen and its margins, so that
    /// those laid out first are still kept when the tiles draw them.
    static let capacity = 256
    /// The UTF-8 bytes of text whose layouts are kept at most (a layout takes some tens of
    /// bytes per character); a longer input is not kept.
    static let textBudget = 64 * 1024

    private var entries: [ObjectIdentifier: (key: TextLayoutKey, layout: PangoTextLayout, bytes: Int)] = [:]
    /// The keys in the order kept, from `head` on (removed keys are skipped).
    private var order: [ObjectIdentifier] = []
    private var head = 0
    private var bytes = 0

    var count: Int { entries.count }

    /// Keeps `layout` (of `textBytes` UTF-8 bytes of text) for `key`; the entry holds the key,
    /// so its identity is not reused while kept.
    mutating func keep(_ layout: PangoTextLayout, textBytes: Int, for key: TextLayoutKey) {
        let id = ObjectIdentifier(key)
        if let old = entries.removeValue(forKey: id) { bytes -= old.bytes }
        guard textBytes <= Self.textBudget else { return }
        entries[id] = (key, layout, textBytes)
        order.append(id)
        bytes += textBytes
        while entries.count > Self.capacity || bytes > Self.textBudget, head < order.count {
            if let old = entries.removeValue(forKey: order[head]) { bytes -= old.bytes }
            head += 1
        }
        if head >= Self.capacity, head * 2 >= order.count {
            order.removeFirst(head)
            head = 0
        }
    }

    func layout(for key: TextLayoutKey) -> PangoTextLayout? {
        entries[ObjectIdentifier(key)]?.layout
    }
}
