import UIKit

/// A screen the Catalog lists: its title, and how to make its view controller. The windowed
/// Catalog makes a screen when its row is first selected, as an app builds a screen's
/// controller when it is shown, not every screen at launch.
@MainActor
struct CatalogScreenEntry {
    /// The row's title; the screen's `screenTitle`.
    let title: String
    let make: @MainActor () -> any CatalogScreen
}
