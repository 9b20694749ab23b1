import Foundation

extension UICollectionLayoutListConfiguration {
    /// How a list section shows its footer (UIKit raw values).
    public enum FooterMode: Int, Sendable {
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }
}
