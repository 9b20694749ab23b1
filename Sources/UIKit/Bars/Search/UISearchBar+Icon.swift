extension UISearchBar {
    /// The icons a search bar shows (for `setImage(_:for:state:)` and `setPositionAdjustment(_:for:)`).
    public enum Icon: Int, Sendable {
        /// The magnifying glass before the text.
        case search = 0
        /// The button that clears the text.
        case clear = 1
        /// The bookmark button (`showsBookmarkButton`).
        case bookmark = 2
        /// The results list button (`showsSearchResultsButton`).
        case resultsList = 3
    }
}
