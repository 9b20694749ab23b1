import Foundation

/// The abstract base of collection view layouts (UIKit). Subclasses compute attributes in
/// `prepare()` and answer the queries below; the collection view asks for the elements in its
/// visible rect each time it lays out.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; a layout serves one at a time.
    open private(set) weak var collectionView: UICollectionView?

    /// Decoration views registered by kind.
    var decorationViewClasses: [String: UIView.Type] = [:]
    /// Decoration view nibs registered by kind (the latest registration of a kind wins).
    var decorationViewNibs: [String: UINib] = [:]
    /// True once invalidated and until the collection view prepares it again.
    var needsPrepare = true
    /// The context of the invalidations since the last `prepare()` (merged).
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    func attach(to view: UICollectionView) {
        if let old = collectionView, old !== view {
            // UIKit: a layout belongs to one collection view; the newest user takes it.
            old.setNeedsLayout()
        }
        collectionView = view
        needsPrepare = true
    }

    func detach(from view: UICollectionView) {
        if collectionView === view { collectionView = nil }
    }

    // MARK: Classes

    /// The class of the attributes this layout creates (subclasses return their own).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout creates.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Invalidation

    /// Invalidates the whole layout; it is prepared again at the collection view's next layout.
    open func invalidateLayout() {
        let contextType = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.everything = true
        context.dataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Invalidates the parts `context` names. Subclasses call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation {
            pending.everything = pending.everything || context.everything
            pending.dataSourceCounts = pending.dataSourceCounts || context.dataSourceCounts
            if let items = context.itemIndexPaths { pending.invalidateItems(at: items) }
        } else {
            pendingInvalidation = context
        }
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    // MARK: Preparing and answering queries

    /// Computes the layout; called before the first query after an invalidation.
    open func prepare() {}

    /// The content's size, which the collection view makes its scroll view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// UIKit: the base class answers false; layouts whose attributes depend on the bounds
    /// (sticky headers, sizes from the width) answer true for the changes that matter.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change this layout asked to be invalidated for.
    /// UIKit: a bounds change invalidates neither everything nor the counts; layouts add what
    /// the change affects (the flow layout: its pinned headers, or all of it when the size
    /// changed).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let contextType = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.everything = false
        context.dataSourceCounts = false
        return context
    }

    /// Whether a self-sizing cell's preferred attributes call for a new layout.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a self-sizing change this layout asked to be invalidated for.
    /// UIKit: the context names the self-sized element only.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let contextType = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.everything = false
        context.dataSourceCounts = false
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Whether the collection view asks its cells for `preferredLayoutAttributesFitting(_:)`
    /// (layouts with estimated sizes answer true).
    var selfSizesElements: Bool { false }

    // MARK: Updates

    /// Called before the collection view animates a batch update, with its changes in the
    /// order UIKit gives them (deletions, insertions, reloads, moves; sections before items).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the update's animation block, after the collection view set every view's
    /// final attributes.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's cell starts. Ours: the item's final attributes at alpha 0
    /// (a fade in place, which is what UIKit shows for a layout without overrides).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForItem(at: itemIndexPath))
    }

    /// Where a deleted item's cell ends (`itemIndexPath` is its index path before the update).
    /// Ours: its last attributes at alpha 0 (a fade out in place).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a decoration view the update adds starts. Ours: its attributes at alpha 0.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Where a decoration view the update removes ends (index path before the update).
    /// Ours: nil, a fade out in place.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // UIKit: asked during a batch update, after `prepare(forCollectionViewUpdates:)`, for each
    // kind, so a layout can add or remove supplementary and decoration views beyond those of
    // inserted and deleted sections (removals: index paths before the update; additions:
    // after it). The base layout adds and removes none.

    /// Supplementary views of `elementKind` the update adds (index paths after it).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the update removes (index paths before it).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update adds (index paths after it).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update removes (index paths before it).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Interactive movement

    /// The index path an item being moved interactively would take at `position` (UIKit's
    /// default: the item under the position, or the previous index path when none is).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: its own, centred on the target
    /// position (ours: above every other element, as the lifted item shows).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for a step of an interactive movement: the moving items' previous and
    /// target index paths and the target position. UIKit: it also invalidates those items;
    /// here it invalidates the whole layout (the counts when the item changed section).
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = movementContext(changesSections: zip(previousIndexPaths, targetIndexPaths).contains { $0.section != $1.section })
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context for the end (or cancel) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = movementContext(changesSections: zip(previousIndexPaths, indexPaths).contains { $0.section != $1.section })
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        return context
    }

    private func movementContext(changesSections: Bool) -> UICollectionViewLayoutInvalidationContext {
        let contextType = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.everything = true
        context.dataSourceCounts = changesSections
        return context
    }

    /// UIKit: the collection view calls it when its bounds change inside an animation block
    /// and the layout invalidates for it, before the animated layout pass (`oldBounds`: the
    /// bounds before the change).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// UIKit: called after the layout pass of an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Layout transitions

    /// Told, on the layout being replaced, before the collection view changes to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told, on the new layout, before the collection view changes to it from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told on both layouts once the collection view has the attributes of a layout change,
    /// before anything animates.
    open func finalizeLayoutTransition() {}

    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    /// Where scrolling should stop; the base class keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after an update or a layout change; the base class keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Decoration views

    /// Registers the view class the collection view creates for decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewType = viewClass as? UIView.Type {
            decorationViewClasses[elementKind] = viewType
            decorationViewNibs[elementKind] = nil
        } else {
            decorationViewClasses[elementKind] = nil
        }
    }

    /// Registers a nib whose one top-level object, a `UICollectionReusableView`, is the
    /// decoration view of `elementKind`; nil removes the registration.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewNibs[elementKind] = nib
        if nib != nil { decorationViewClasses[elementKind] = nil }
    }

    // MARK: Layout direction

    /// The direction the layout's coordinates are written for (UIKit: left-to-right unless a
    /// subclass says otherwise).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// UIKit: false for the base class, so a custom layout places its elements exactly where it
    /// says; when true and the collection view's effective layout direction is the opposite of
    /// `developmentLayoutDirection`, the collection view mirrors the layout's x coordinates
    /// about the content width. The flow and compositional layouts return true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
