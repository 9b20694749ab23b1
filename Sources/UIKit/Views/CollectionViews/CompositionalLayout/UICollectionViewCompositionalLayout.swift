import Foundation

/// Makes the section at an index from the environment it is laid out in.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections of groups of items, each sized absolutely, as a fraction of
/// its container or from an estimate the view corrects (UIKit).
///
/// `prepare()` lays out every section from the collection view's size; the queries then
/// answer from the stored attributes (binary searches over sections and groups). Pinned
/// headers are placed at query time from the current bounds. Orthogonal sections are laid
/// out across the layout's axis and shifted by a per-section offset (see
/// `UICollectionViewCompositionalLayout+Orthogonal.swift`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout, CollectionLayoutItemCountOverriding {
    let fixedSection: NSCollectionLayoutSection?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    var configurationStorage: UICollectionViewCompositionalLayoutConfiguration

    // Computed layout.
    var sectionGeometries: [CompositionalSectionGeometry] = []
    var layoutBoundaries: [CompositionalSectionGeometry.Boundary] = []
    var contentSizeStorage: CGSize = .zero
    /// Supplementary and decoration attributes by element (cells are found by index).
    var elementsByKey: [CompositionalElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The self-sizing axes of supplementary views (cells keep theirs in their section).
    var selfSizingAxes: [CompositionalElementKey: (width: Bool, height: Bool)] = [:]
    /// True when some cell has an estimated dimension.
    var anyCellSizesItself = false
    var cacheIsValid = false
    var preparedContainerSize: CGSize?
    var preparedItemCounts: [Int] = []

    // State kept across layouts.
    var preferredSizes: [CompositionalElementKey: CGSize] = [:]
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var _itemCountsOverride: [Int]? {
        didSet { invalidateLayout() }
    }

    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        configurationStorage = configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configurationStorage = configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// UIKit: the configuration is copied in and out; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configurationStorage }
        set {
            configurationStorage = newValue.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? newValue
            invalidateLayout()
        }
    }

    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The list configuration of a section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
    /// for the list cells (separators, corner rounding, swipe actions).
    func _listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        sectionGeometries.indices.contains(section) ? sectionGeometries[section].section?.listConfiguration : nil
    }

    /// The scroll axis.
    var scrollAxis: LayoutAxis { configurationStorage.scrollDirection == .vertical ? .vertical : .horizontal }

    // MARK: Queries (implemented in the +Queries and +SelfSizing extensions)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// UIKit: a view whose dimension is estimated reports its size; the layout accepts it
    /// along the estimated axes (the others keep the layout's size) and lays out again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        acceptsPreferredAttributes(preferredAttributes, original: originalAttributes)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        fillPreferredAttributesContext(context, preferred: preferredAttributes, original: originalAttributes)
        return context
    }

    /// The collection view asks cells for their preferred size when some dimension is estimated.
    override var selfSizesElements: Bool { sizesAnyElementItself }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // A bounds change that keeps the size only moves pinned headers (placed at query time).
        if !(context is CompositionalBoundsInvalidationContext) || collectionViewContainerSize() != preparedContainerSize {
            cacheIsValid = false
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard collectionView != nil else { return false }
        if containerSize(for: newBounds.size) != preparedContainerSize { return true }
        // UIKit: pinned headers and visible-items handlers follow every scroll.
        return sectionGeometries.contains { geometry in
            geometry.boundaries.contains { $0.item.pinToVisibleBounds } || geometry.section?.visibleItemsInvalidationHandler != nil
        } || layoutBoundaries.contains { $0.item.pinToVisibleBounds }
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = CompositionalBoundsInvalidationContext()
        if containerSize(for: newBounds.size) == preparedContainerSize {
            context.everything = false
            context.dataSourceCounts = false
        }
        return context
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        let size = collectionViewContainerSize()
        var counts: [Int] = []
        let sectionCount = max(0, _sectionCount)
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount { counts.append(max(0, _itemCount(in: section))) }
        if cacheIsValid && size == preparedContainerSize && counts == preparedItemCounts { return }
        if counts != preparedItemCounts { forgetPreferredSizes(changedFrom: preparedItemCounts, to: counts) }
        computeLayout(containerSize: size, itemCounts: counts)
        preparedContainerSize = size
        preparedItemCounts = counts
        cacheIsValid = true
    }

    open override var collectionViewContentSize: CGSize { contentSizeStorage }

    /// UIKit: a compositional layout is written in leading/trailing terms (directional insets,
    /// leading groups); in a right-to-left collection view its items start at the right edge and
    /// its orthogonal sections at the trailing edge. Here it lays out left-to-right and the
    /// collection view mirrors it.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The collection view's size less its content insets (the layout container's size).
    func collectionViewContainerSize() -> CGSize {
        guard let collectionView else { return .zero }
        return containerSize(for: collectionView.bounds.size)
    }

    /// The container's size for a collection view of `size`.
    func containerSize(for size: CGSize) -> CGSize {
        let insets = collectionView?.contentInset ?? .zero
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        return CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }

    /// Preferred sizes belong to index paths: drop them for sections whose item count changed.
    private func forgetPreferredSizes(changedFrom old: [Int], to new: [Int]) {
        let changed = Set((0..<max(old.count, new.count)).filter { section in
            (old.indices.contains(section) ? old[section] : -1) != (new.indices.contains(section) ? new[section] : -1)
        })
        guard !changed.isEmpty else { return }
        preferredSizes = preferredSizes.filter { key, _ in
            !(key.indexPath.count == 2 && changed.contains(key.indexPath.section))
        }
    }
}

/// The context of a bounds change that keeps the collection view's size.
final class CompositionalBoundsInvalidationContext: UICollectionViewLayoutInvalidationContext {}
