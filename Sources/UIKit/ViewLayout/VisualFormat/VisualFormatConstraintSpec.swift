/// One constraint that a visual format string describes, before its items are resolved to
/// views: `firstItem.firstAttribute <relation> secondItem.secondAttribute × multiplier + constant`.
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns each spec
/// into an inactive `NSLayoutConstraint`.
struct VisualFormatConstraintSpec: Equatable, Sendable {
    /// An item named in the format string.
    enum Item: Equatable, Sendable {
        /// The value for this key in the views dictionary.
        case view(String)
        /// `|`: the superview of the view with this key (the view next to the `|`).
        case superview(of: String)
    }

    var firstItem: Item
    var firstAttribute: VisualFormatAttribute
    var relation: VisualFormatRelation
    var secondItem: Item?
    var secondAttribute: VisualFormatAttribute
    var multiplier: Double = 1
    var constant: Double
    /// `UILayoutPriority.required` (1000) unless the format gives `@priority`.
    var priority: Float
}

/// `NSLayoutConstraint.Attribute`'s cases with Apple's raw values, so that the parser stays a
/// value-level layer (`NSLayoutConstraint.Attribute(rawValue:)` converts).
enum VisualFormatAttribute: Int, Sendable {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// The attributes of the horizontal axis (an `alignAll…` option naming one of these lines
    /// views up horizontally, which only a vertical format can do).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

/// `NSLayoutConstraint.Relation`'s cases with Apple's raw values.
enum VisualFormatRelation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
}
