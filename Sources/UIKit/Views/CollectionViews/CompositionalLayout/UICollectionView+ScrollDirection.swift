import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along (UIKit raw values).
    // MERGE NOTE: helper-cv's flow layout needs this type too; keep one declaration.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}
