import Foundation

/// Layout-wide settings of a compositional layout (UIKit).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// UIKit: `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// UIKit: the space between consecutive sections along the scroll axis; 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (their index path is `[0]`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// UIKit (iOS 14): `.safeArea` by default; sections with `.automatic` follow it.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
