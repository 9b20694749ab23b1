/// Inset distances for views, in points; positive values shrink a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: CustomStringConvertible {
    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

extension CGRect {
    /// UIKit (`UIEdgeInsetsInsetRect`): moves the origin by (left, top) and shrinks the size by
    /// the sums of opposite insets. The result is not standardized and may have a negative size.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
