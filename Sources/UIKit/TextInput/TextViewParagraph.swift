/// One paragraph of a text view's text: its extent in UTF-16 and, once laid out, where its
/// layout is kept (`TextViewLayout` holds the layouts and their sizes). Sixteen bytes of plain
/// numbers: the 200,000 paragraphs of a 10 MB paste are made, moved and copied as bytes,
/// without reference counting, and touch a third of the memory they did with their sizes
/// inline (48 bytes each; the pages a paste touches first cost thread CPU time as faults).
struct TextViewParagraph {
    /// UTF-16 length without the separator.
    var length: Int
    /// The layout's slot in the text layout's store; -1 until laid out.
    private(set) var layoutSlot: Int32 = -1
    private var terminator: UInt8

    init(length: Int, terminatorLength: Int) {
        self.length = length
        terminator = UInt8(truncatingIfNeeded: terminatorLength)
    }

    /// The separator's UTF-16 length: 0 (the text's last paragraph), 1, or 2 (CR LF).
    var terminatorLength: Int {
        get { Int(terminator) }
        set { terminator = UInt8(truncatingIfNeeded: newValue) }
    }

    /// Laid out: its layout (and sizes) kept in `slot` of the text layout's store.
    mutating func setLayoutSlot(_ slot: Int32) {
        layoutSlot = slot
    }
}
