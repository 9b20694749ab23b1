import Foundation

/// OpenUIKit's text range: UTF-16 offsets, start never after end.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = NSRange(location: max(0, range.location), length: max(0, range.length))
        super.init()
    }

    convenience init(from start: Int, to end: Int) {
        self.init(NSRange(location: min(start, end), length: abs(end - start)))
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(NSMaxRange(range)) }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetRange)?.range == range
    }

    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "<UITextRange \(range.location)..<\(NSMaxRange(range))>" }
}
