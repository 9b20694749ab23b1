import Foundation

/// Called before each layout pass with the section's visible items and its scroll offset.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated until the section's items run
/// out, with insets, spacing, headers, footers and decorations (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    let group: NSCollectionLayoutGroup

    /// UIKit: insets the groups inside the section; with `supplementariesFollowContentInsets`
    /// headers and footers follow the insets across the scroll axis, and sit outside them along it.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// UIKit: the space between consecutive groups (along the layout's axis, or across it in
    /// an orthogonal section).
    open var interGroupSpacing: CGFloat = 0
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// UIKit: true by default (deprecated in iOS 16 for `supplementaryContentInsetsReference`).
    open var supplementariesFollowContentInsets: Bool = true
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The deceleration and bounce of the section's scroll view when it scrolls orthogonally
    /// (iOS 17); change its properties in place.
    open var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties { orthogonalPropertiesStorage }
    var orthogonalPropertiesStorage = UICollectionLayoutSectionOrthogonalScrollingProperties()

    /// The list configuration when the section was made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Extra space above the section's headers (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    init(layoutGroup: NSCollectionLayoutGroup) {
        group = layoutGroup
        super.init()
    }

    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(layoutGroup: group)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(layoutGroup: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.decorationItems = decorationItems
        copy.orthogonalPropertiesStorage = orthogonalPropertiesStorage.copy() as! UICollectionLayoutSectionOrthogonalScrollingProperties
        copy.listConfiguration = listConfiguration
        copy.headerTopPadding = headerTopPadding
        return copy
    }
}
