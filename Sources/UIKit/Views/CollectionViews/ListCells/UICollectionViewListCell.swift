import Foundation

/// A collection view cell with list features (UIKit): a default list content configuration,
/// accessories beside the content, indentation, and — inside a list section of a
/// compositional layout — the section's separators and inset-grouped corner rounding.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    var accessoryViews: [ListCellAccessoryView] = []
    var separatorView: UIView?
    var topSeparatorView: UIView?
    /// The visual effect views hosting the lines when the separator configuration has a
    /// `visualEffect`.
    var separatorEffectView: UIVisualEffectView?
    var topSeparatorEffectView: UIVisualEffectView?
    let separatorGuide = ListSeparatorLayoutGuide()
    /// Whether the cell rounded its own corners for an inset grouped section (so it resets them).
    var roundsCorners = false
    var swipe = ListCellSwipeState()
    /// Whether the cell's item is expanded in its section snapshot.
    var outlineExpanded = false
    var reorderPan: TableRowPanGestureRecognizer?
    /// While the reorder accessory is dragged: the cell's centre x, and its centre's y offset from the finger.
    var reorderGrabOffset: CGPoint?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(separatorGuide)
        installSwipeRecognizer()
        installReorderRecognizer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLayoutGuide(separatorGuide)
        installSwipeRecognizer()
        installReorderRecognizer()
    }

    /// UIKit: a `UIListContentConfiguration.cell()` with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The accessories, shown beside the content; empty by default.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    /// The cell's indentation level; 0 by default.
    open var indentationLevel: Int = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level. Ours: 10 pt by default (UITableViewCell's
    /// documented default; UIKit does not document the list cell's).
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the indentation moves the leading accessories too (UIKit: true by default);
    /// false indents the content view only.
    open var indentsAccessories: Bool = true {
        didSet { setNeedsLayout() }
    }

    /// Where the separator runs: its leading edge is where the separator starts.
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        // The index path can change the separator and the rounded corners.
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutListCell()
        layoutSwipe()
    }

    /// The multiselect accessory follows the selection.
    open override var isSelected: Bool {
        didSet {
            guard isSelected != oldValue else { return }
            for view in accessoryViews { view.isCellSelected = isSelected }
        }
    }

    /// UIKit: `isSwiped` is true while the cell's swipe actions show.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isSwiped = swipe.offset != 0
        state.isExpanded = outlineExpanded
        return state
    }

    /// UIKit: a reused cell comes back closed.
    open override func prepareForReuse() {
        super.prepareForReuse()
        closeSwipe(animated: false)
    }

    /// The cell's swipe pan begins only for a horizontal drag on a cell with actions for that
    /// edge (a vertical drag scrolls the collection view).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pan = swipe.pan, gestureRecognizer === pan { return !reorderMayBegin() && swipeMayBegin() }
        if let pan = reorderPan, gestureRecognizer === pan { return reorderMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
