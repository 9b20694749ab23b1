import Foundation

/// A search text field's position at one of its tokens (the tokens come before the text, one
/// position each; the text's positions are `TextOffsetPosition`s after them).
final class SearchTokenPosition: UITextPosition {
    let index: Int

    init(_ index: Int) {
        self.index = index
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? SearchTokenPosition)?.index == index
    }

    override var hash: Int { index.hashValue &* 7 }
    override var description: String { "<UITextPosition token \(index)>" }
}

/// A search text field's range that starts at a token (it may end at a token or in the text).
final class SearchTokenRange: UITextRange {
    let startPosition: UITextPosition
    let endPosition: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }

    override var isEmpty: Bool { startPosition.isEqual(endPosition) }
    override var start: UITextPosition { startPosition }
    override var end: UITextPosition { endPosition }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SearchTokenRange else { return false }
        return other.startPosition.isEqual(startPosition) && other.endPosition.isEqual(endPosition)
    }

    override var hash: Int { startPosition.hash &* 31 &+ endPosition.hash }
    override var description: String { "<UITextRange \(startPosition)..<\(endPosition)>" }
}
