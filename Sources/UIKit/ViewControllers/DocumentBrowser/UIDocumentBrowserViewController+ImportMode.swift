extension UIDocumentBrowserViewController {
    /// How the browser brings a document into its folder (UIKit, iOS 11; raw values are
    /// UIKit's).
    public enum ImportMode: UInt, @unchecked Sendable {
        /// Nothing is imported (a cancelled creation).
        case none = 0
        /// The document is copied; the original stays.
        case copy = 1
        /// The document is moved.
        case move = 2
    }

    /// The browser's look (UIKit, iOS 11).
    public enum BrowserUserInterfaceStyle: UInt, @unchecked Sendable {
        /// UIKit's default.
        case white = 0
        case light = 1
        case dark = 2
    }
}
