extension UIImage {
    /// The size of a symbol image relative to its point size or text style (UIKit's raw values).
    public enum SymbolScale: Int, Sendable {
        /// The scale the context decides: medium.
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }
}
