import Foundation

/// A layout that flows items into lines, line after line along the scrolling direction, with
/// optional section headers and footers (UIKit).
///
/// UIKit's line filling: items go into a line while they fit with `minimumInteritemSpacing`
/// between them; the extra space of a full line is spread between its items (justified: the
/// first touches the leading inset, the last the trailing one); items are centred across the
/// line's thickness.
/// - UIKit: a line that holds a single item because the next did not fit centres that item.
/// - UIKit: the last line of a section is not justified: with items of one size it keeps the
///   spacing of the full lines (so the grid's columns line up), with mixed sizes its items sit
///   at the leading edge `minimumInteritemSpacing` apart (rdar://20825965 describes the
///   difference); a lone item on the last line sits at the leading edge.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Asks the cells for their size (with `estimatedItemSize`). Ours: both dimensions at the
    /// greatest finite value; UIKit's value is not documented.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// UIKit's default: 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Nonzero turns on self-sizing: items start at this size and cells report their own.
    /// UIKit's default: zero.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Between lines. UIKit's default: 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items of a line. UIKit's default: 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// UIKit's default: `.fromContentInset`.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// Headers take the height (vertical) or width (horizontal); zero: no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// UIKit's default: `.vertical`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible bounds while their section is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowLayoutSection] = []
    var contentSizeStorage = CGSize.zero
    /// Whether the next `prepare()` recomputes the geometry (else only pinned views move).
    var needsGeometry = true
    /// Sizes cells reported (self-sizing), by item.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// The cross-axis extent the geometry was computed for.
    var computedCrossExtent: CGFloat = -1
    /// The delegate's answers the geometry was computed from (nil: ask again).
    var delegateMetrics: FlowDelegateMetrics?

    /// UIKit: the flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var isVertical: Bool { scrollDirection == .vertical }

    override var selfSizesElements: Bool { estimatedItemSize != .zero }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            // UIKit: a flow context says whether to ask the delegate again and whether to
            // recompute the attributes (both true unless the context was told otherwise).
            if flow.invalidateFlowLayoutDelegateMetrics || context.invalidateDataSourceCounts { delegateMetrics = nil }
            if flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes
                || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths != nil {
                needsGeometry = true
            }
        } else {
            if context.invalidateEverything || context.invalidateDataSourceCounts { delegateMetrics = nil }
            if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths != nil {
                needsGeometry = true
            }
        }
        if context.invalidateDataSourceCounts { preferredSizes = [:] }
        super.invalidateLayout(with: context)
    }

    /// UIKit: true when the size across the scrolling direction changes (the lines refill), or
    /// on any change while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if crossExtent(for: newBounds.size, collectionView) != computedCrossExtent { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if let collectionView, crossExtent(for: newBounds.size, collectionView) != computedCrossExtent {
            context.everything = true
        } else {
            // Only pinned headers or footers move: the geometry stands.
            flow?.invalidateFlowLayoutDelegateMetrics = false
            flow?.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        selfSizesElements && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        // A cell's own size changed: the delegate's answers still hold.
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSizeStorage = .zero
            return
        }
        let cross = crossExtent(for: collectionView.bounds.size, collectionView)
        guard needsGeometry || cross != computedCrossExtent else { return }
        needsGeometry = false
        computedCrossExtent = cross
        computeGeometry(collectionView, crossExtent: cross)
    }

    open override var collectionViewContentSize: CGSize { contentSizeStorage }

    /// UIKit: the flow layout flips — in a right-to-left collection view its lines fill from the
    /// right edge (and a horizontal flow starts at the right), with no change to its geometry.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _layoutAttributesForElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _layoutAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// The content's extent across the scrolling direction: the bounds less the content inset.
    func crossExtent(for size: CGSize, _ collectionView: UICollectionView) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        return max(0, isVertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
    }
}
