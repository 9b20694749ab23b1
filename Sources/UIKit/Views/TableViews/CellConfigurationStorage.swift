import Foundation

/// A cell's configurations, the views that show them, and its accessory and separator views
/// (kept together so `UITableViewCell` has one stored property for them).
@MainActor
struct CellConfigurationStorage {
    var contentConfiguration: (any UIContentConfiguration)?
    var automaticallyUpdatesContentConfiguration = true
    var backgroundConfiguration: UIBackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    var updateHandler: UITableViewCell.ConfigurationUpdateHandler?
    var needsConfigurationUpdate = false
    /// Shows `backgroundConfiguration`.
    var configurationBackgroundView: BackgroundConfigurationView?
    /// UIKit's legacy selected look without a background configuration: the gray fill.
    var selectionFill: UIView?
    /// The legacy `backgroundView` and `selectedBackgroundView`.
    var backgroundView: UIView?
    var selectedBackgroundView: UIView?
    var multipleSelectionBackgroundView: UIView?
    /// The hairline at the bottom of the cell (its table lays it out).
    var separator: UIView?
    /// The content view's layout margins before the readable width set them.
    var marginsBeforeReadable: UIEdgeInsets?
    /// Hosts the separator while the table has a `separatorEffect`.
    var separatorEffectView: UIVisualEffectView?
    var separatorInset: UIEdgeInsets?
    var accessoryView: UIView?
    var editingAccessoryView: UIView?
    var editingAccessoryType: UITableViewCell.AccessoryType = .none
    /// The view that draws the standard accessory type.
    var accessoryGlyph: TableCellAccessoryGlyphView?
    var detailButton: UIButton?
    /// Whether the editing accessories show (the table's editing mode sets it).
    var showsEditingAccessories = false
    /// How the table wants the separator drawn (set as it tiles the cell).
    var separatorAppearance = TableSeparatorAppearance()
    /// The table style's fill and corners (set as the table tiles the cell).
    var styleAppearance = TableCellStyleAppearance()
}
