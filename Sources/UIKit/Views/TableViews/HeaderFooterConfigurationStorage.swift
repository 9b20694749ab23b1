import Foundation

/// A header or footer view's configurations and the view that shows its background.
@MainActor
struct HeaderFooterConfigurationStorage {
    var contentConfiguration: (any UIContentConfiguration)?
    var automaticallyUpdatesContentConfiguration = true
    var backgroundConfiguration: UIBackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    var updateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler?
    var needsConfigurationUpdate = false
    var backgroundView: BackgroundConfigurationView?
    /// The table's style and whether the view is a footer (set as the table places it).
    var tableStyle: UITableView.Style = .plain
    var isFooter = false
    /// How far the table insets its rows (inset grouped: 20 pt); the text lines up with theirs.
    var tableRowInset: CGFloat = 0
}
