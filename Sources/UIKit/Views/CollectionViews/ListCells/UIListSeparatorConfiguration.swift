import Foundation

/// How the separators of a list section's items look (UIKit, iOS 14.5): set a section-wide
/// one as the list configuration's `separatorConfiguration`, and change it per item in its
/// `itemSeparatorHandler`.
public struct UIListSeparatorConfiguration: Sendable, Hashable {
    /// An edge left at this value takes the list's standard inset for it (UIKit: the leading
    /// edge lines up with the text, the trailing edge with the cell's edge). Ours: each edge is
    /// `CGFloat.greatestFiniteMagnitude` (UIKit's sentinel value is not documented).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The line above the item; `.automatic` by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The line below the item; `.automatic` by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// `automaticInsets` by default; only the leading and trailing edges are used.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// `automaticInsets` by default; only the leading and trailing edges are used.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separator color (UIKit: `.separator` by default).
    public var color: UIColor = .separator
    /// The color while the collection view allows multiple selection and the item is
    /// selected. Ours: the separator color by default (UIKit's default is not documented).
    public var multipleSelectionColor: UIColor = .separator
    /// An effect the separators are drawn with (UIKit: each line becomes the content of a
    /// visual effect view with it, as a table's `separatorEffect`); nil by default.
    public var visualEffect: UIVisualEffect?

    /// The defaults of a list with `listAppearance` (the same for every appearance here).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
