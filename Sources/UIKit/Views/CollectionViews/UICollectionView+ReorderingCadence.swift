import Foundation

extension UICollectionView {
    /// How quickly items make room for a dragged item (UIKit). The delays are ours: UIKit does
    /// not document them.
    public enum ReorderingCadence: Int, Sendable {
        /// The items move as soon as the drag comes over a new place.
        case immediate = 0
        /// Once the touch has rested over the new place for 0.15 s.
        case fast = 1
        /// Once the touch has rested over the new place for 0.4 s.
        case slow = 2

        var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.15
            case .slow: 0.4
            }
        }
    }
}
