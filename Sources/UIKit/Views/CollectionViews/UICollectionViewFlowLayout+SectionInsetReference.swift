import Foundation

extension UICollectionViewFlowLayout {
    /// What a flow layout's `sectionInset` is measured from (Apple's raw values).
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset (UIKit's default).
        case fromContentInset = 0
        /// The safe area.
        case fromSafeArea = 1
        /// The layout margins.
        case fromLayoutMargins = 2
    }
}
