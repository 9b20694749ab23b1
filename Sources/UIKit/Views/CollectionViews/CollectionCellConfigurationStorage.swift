import Foundation

/// A collection view cell's configurations and the view that shows the background one (kept
/// together so `UICollectionViewCell` has one stored property for them).
@MainActor
struct CollectionCellConfigurationStorage {
    var contentConfiguration: (any UIContentConfiguration)?
    var automaticallyUpdatesContentConfiguration = true
    var backgroundConfiguration: UIBackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    /// What shows while `backgroundConfiguration` is nil: a list cell's list-appearance
    /// background in a list section (UIKit's automatic list cell background).
    var fallbackBackgroundConfiguration: UIBackgroundConfiguration?
    var updateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
    var needsConfigurationUpdate = false
    /// Shows `backgroundConfiguration`, behind everything else in the cell.
    var backgroundView: BackgroundConfigurationView?
}
