/// One paragraph of a text view's text: its extent in UTF-16 and, once laid out, where its
/// layout is kept (`TextViewLayout` holds the layouts). Plain numbers only: the 200,000
/// paragraphs of a 10 MB paste are made, moved and copied as bytes, without reference counting.
struct TextViewParagraph {
    /// UTF-16 length without the separator.
    var length: Int
    /// The separator's UTF-16 length: 0 (the text's last paragraph), 1, or 2 (CR LF).
    var terminatorLength: Int
    /// The laid-out height; -1 until laid out.
    private(set) var height: CGFloat = -1
    private(set) var spacingBefore: CGFloat = 0
    private(set) var spacingAfter: CGFloat = 0
    /// The layout's slot in the text layout's store; -1 until laid out.
    private(set) var layoutSlot: Int32 = -1

    init(length: Int, terminatorLength: Int) {
        self.length = length
        self.terminatorLength = terminatorLength
    }

    /// Laid out: its layout kept in `slot`, its sizes copied out so that summing the
    /// paragraphs reads plain numbers.
    mutating func setLayout(_ layout: TextViewParagraphLayout, slot: Int32) {
        layoutSlot = slot
        height = layout.usedSize.height
        spacingBefore = layout.spacingBefore
        spacingAfter = layout.spacingAfter
    }
}
