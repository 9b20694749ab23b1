import Foundation

extension UINavigationItem {
    /// Where a navigation bar places the item's search bar (UIKit, iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// The system decides (stacked here).
        case automatic = 0
        /// In the bar's top row, among the bar button items.
        case inline = 1
        /// In a row of its own under the title.
        case stacked = 2
    }

    /// The placement the search bar has (UIKit, iOS 16). UIKit puts it inline only for the
    /// editor and browser item styles on iPad (which OpenUIKit does not offer), so it is
    /// always `.stacked` here.
    public var searchBarPlacement: SearchBarPlacement { .stacked }
}
