/// OpenUIKit's text position: a UTF-16 offset into the document.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }
    override var description: String { "<UITextPosition offset \(offset)>" }
}
