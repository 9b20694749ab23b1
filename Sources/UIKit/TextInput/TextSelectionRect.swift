/// OpenUIKit's selection rectangle: a line's part of a selection.
final class TextSelectionRect: UITextSelectionRect {
    private let values: (rect: CGRect, direction: NSWritingDirection, start: Bool, end: Bool)

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        values = (rect, writingDirection, containsStart, containsEnd)
        super.init()
    }

    override var rect: CGRect { values.rect }
    override var writingDirection: NSWritingDirection { values.direction }
    override var containsStart: Bool { values.start }
    override var containsEnd: Bool { values.end }
}
