import Foundation

extension UICollectionLayoutListConfiguration {
    /// How a list section shows its header (UIKit raw values).
    public enum HeaderMode: Int, Sendable {
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The first item of the section is styled as its header (no supplementary view).
        case firstItemInSection = 2
    }
}
