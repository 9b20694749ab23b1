import Foundation

extension UICollectionView {
    /// The kind of element a set of layout attributes describes (Apple's raw values).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
}
