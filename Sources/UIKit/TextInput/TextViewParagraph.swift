/// One paragraph of a text view's text: its extent in UTF-16 and, once needed, its layout.
struct TextViewParagraph {
    /// UTF-16 length without the separator.
    var length: Int
    /// The separator's UTF-16 length: 0 (the text's last paragraph), 1, or 2 (CR LF).
    var terminatorLength: Int
    var laidOut: TextViewParagraphLayout? {
        didSet {
            // Copied out so that summing the paragraphs reads plain numbers.
            height = laidOut?.usedSize.height ?? -1
            spacingBefore = laidOut?.spacingBefore ?? 0
            spacingAfter = laidOut?.spacingAfter ?? 0
        }
    }
    /// The laid-out height; -1 until laid out.
    private(set) var height: CGFloat = -1
    private(set) var spacingBefore: CGFloat = 0
    private(set) var spacingAfter: CGFloat = 0

    init(length: Int, terminatorLength: Int) {
        self.length = length
        self.terminatorLength = terminatorLength
    }
}
