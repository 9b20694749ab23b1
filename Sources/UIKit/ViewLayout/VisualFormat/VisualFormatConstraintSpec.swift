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
        /// `|` after or before a standard space `-`: that superview's `layoutMarginsGuide`.
        case superviewMargins(of: String)
    }

    var firstItem: Item
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var secondItem: Item?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: Double = 1
    var constant: Double
    /// `UILayoutPriority.required` (1000) unless the format gives `@priority`.
    var priority: Float
}
