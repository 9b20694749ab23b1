import Foundation

/// A table's separator and margin settings (one stored property of `UITableView`).
struct TableAppearanceStorage {
    var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    var separatorColor: UIColor? = .separator
    /// nil until set: the automatic inset.
    var separatorInset: UIEdgeInsets?
    var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    var cellLayoutMarginsFollowReadableWidth = false
    var insetsContentViewsToSafeArea = true
    /// UIKit (iOS 15): 0, no filler rows.
    var fillerRowHeight: CGFloat = 0
    var separatorEffect: UIVisualEffect?
}
