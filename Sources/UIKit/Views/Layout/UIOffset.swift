/// A horizontal and vertical offset, used to position content (for example title text).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}

extension UIOffset: CustomStringConvertible {
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
