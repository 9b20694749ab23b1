/// Edge insets that follow the layout direction: `leading` is the left inset in
/// left-to-right layouts and the right inset in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: CustomStringConvertible {
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension NSDirectionalEdgeInsets {
    /// The absolute insets for a layout direction.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    func directionalInsets(for direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
