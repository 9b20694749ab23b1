import Foundation

/// A view that presents items laid out by a `UICollectionViewLayout` (UIKit).
///
/// The layout computes every element's attributes; the collection view keeps views only for
/// the elements in its visible rect, made through its registrations and reuse queues, and
/// tiles them in `layoutSubviews` as the content scrolls. The members below forward to the
/// `UICollectionView+*.swift` files.
///
/// Porting note: `delegate` is the scroll view's property (typed `UIScrollViewDelegate?`, as
/// Swift cannot narrow an inherited property's type); the collection view uses it when the
/// object is a `UICollectionViewDelegate` (and the flow layout when it is a
/// `UICollectionViewDelegateFlowLayout`), so `collectionView.delegate = myDelegate` works as in
/// UIKit.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// A supplementary or decoration view's key: its kind and index path.
    struct ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    var layoutStorage: UICollectionViewLayout
    weak var dataSourceStorage: UICollectionViewDataSource?
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Nibs registered for cells and supplementary views (see `UICollectionView+NibRegistration.swift`).
    var cellNibs: [String: UINib] = [:]
    var supplementaryNibs: [String: [String: UINib]] = [:]
    /// Supplementary view classes by kind, then identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    var cellQueues: [String: [UICollectionViewCell]] = [:]
    var supplementaryQueues: [String: [String: [UICollectionReusableView]]] = [:]
    var decorationQueues: [String: [UICollectionReusableView]] = [:]
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecorationViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views animating out after a batch update (removed when the animation ends).
    var disappearingViews: [UIView] = []
    /// Items per section; nil until the data source is (re)read.
    var itemCounts: [Int]?
    var selectedIndexPaths: [IndexPath] = []
    /// The two-finger selecting pan (UICollectionView+MultipleSelectionInteraction.swift).
    var multipleSelection = CollectionMultipleSelectionState()
    /// The item under a finger that went down on the collection view (touch selection).
    var touchedIndexPath: IndexPath?
    /// The touched item is a header-style outline row: the lift toggles it instead of selecting.
    var outlineTapPending = false
    /// A tap on a list cell with a pop-up menu accessory: it presents the menu when it lifts.
    var popUpMenuTapPending = false
    var backgroundViewStorage: UIView?
    /// The bounds at the last layout pass (bounds changes ask the layout about invalidating).
    var lastLayoutBounds: CGRect?
    /// The layout's answers since the last layout pass to `shouldInvalidateLayout(forBoundsChange:)`,
    /// asked from the bounds setter: the latest new bounds and whether any answer was yes.
    var boundsChangeAnswer: (bounds: CGRect, invalidate: Bool)?

    // UIKit asks the layout from the bounds setter, while `bounds` still reads the old
    // rectangle: layouts that compare the two (the new origin minus the current one, as
    // UIKit Dynamics "bouncy" layouts do) see each scroll step.
    override func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds, lastLayoutBounds != nil, !layoutStorage.needsPrepare else { return }
        let invalidate = layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds)
        boundsChangeAnswer = (newBounds, invalidate || (boundsChangeAnswer?.invalidate ?? false))
    }
    var isTiling = false
    /// Shown cells whose size was invalidated (`selfSizingInvalidation`), measured at the next layout.
    var cellsNeedingSelfSizing: Set<IndexPath> = []
    /// The scroll views of orthogonal sections, by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    /// The changes recorded inside `performBatchUpdates` (nil outside one).
    var pendingUpdates: CollectionViewUpdates?
    /// Identifiers of the cell and supplementary registrations already registered.
    var knownRegistrations: Set<String> = []
    /// The cell `reconfigureItems(at:)` hands back to the data source's dequeue.
    var reconfiguringCell: UICollectionViewCell?
    weak var prefetchDataSourceStorage: UICollectionViewDataSourcePrefetching?
    var prefetch = CollectionPrefetchState()
    /// The item being moved interactively (nil when none is).
    var movement: CollectionInteractiveMovement?
    /// The autoscroll of a gesture-driven movement (nil when none runs).
    var movementAutoscroll: CollectionMovementAutoscroll?
    /// Drag and drop (UICollectionView+DragAndDrop.swift).
    var dragDropControllerStorage: CollectionDragDropController?
    /// The interaction `isSpringLoaded` adds (UICollectionView+SpringLoading.swift).
    var springLoadedInteractionStorage: UISpringLoadedInteraction?
    /// Drop placeholder items shown (UICollectionView+DropPlaceholders.swift), and whether the
    /// batch being performed moves them itself.
    var dropPlaceholders: [CollectionDropPlaceholderContext] = []
    var placeholdersMovedByHand = false
    /// Context menus (UICollectionView+ContextMenu.swift).
    var listContextMenuStorage: ListContextMenuController?
    /// An animated layout change in progress (UICollectionView+LayoutTransition.swift).
    var layoutTransition: CollectionLayoutTransition?
    /// The interactive layout change in progress and its completion.
    var interactiveTransition: (layout: UICollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?

    // MARK: Initializers

    /// Creates a collection view that uses `layout` (UIKit's designated initializer).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.attach(to: self)
        _ = listContextMenu
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewLayout()
        super.init(coder: coder)
        layoutStorage.attach(to: self)
        _ = listContextMenu
    }

    // MARK: Layout

    /// The layout; setting it detaches the old one and lays the items out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; animated, the views on screen move from the old layout's places to
    /// the new one's (UICollectionView+LayoutTransition.swift).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        _setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout; `completion` runs once the new layout is applied (after the
    /// animation when animated).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        _setCollectionViewLayout(layout, animated: animated, completion: completion)
    }

    /// Told whether an interactive layout change completed (true) or was cancelled, and
    /// whether its last animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Starts an interactive change to `layout`: the delegate's transition layout (by default
    /// a `UICollectionViewTransitionLayout`) becomes the layout at progress 0; set its
    /// `transitionProgress` as the gesture moves, then finish or cancel.
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        _startInteractiveTransition(to: layout, completion: completion)
    }

    /// Animates the interactive change to its new layout, which becomes the layout.
    open func finishInteractiveTransition() { _endInteractiveTransition(completing: true) }

    /// Animates the interactive change back to the layout it started from.
    open func cancelInteractiveTransition() { _endInteractiveTransition(completing: false) }

    // MARK: Data

    /// The object that supplies items and views (not retained).
    open weak var dataSource: UICollectionViewDataSource? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            reloadData()
        }
    }

    /// Re-reads counts from the data source and replaces every visible view (at the next
    /// layout). The selection is cleared, as UITableView does (ours for the collection view:
    /// commonly reported of UIKit, not verified against a device).
    open func reloadData() { _reloadData() }

    /// The number of sections (read from the data source if needed).
    open var numberOfSections: Int { loadedItemCounts.count }

    /// The number of items in `section` as the collection view last read it.
    open func numberOfItems(inSection section: Int) -> Int { _numberOfItems(inSection: section) }

    /// Told about items shortly before they scroll on screen (not retained).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        get { prefetchDataSourceStorage }
        set {
            prefetchDataSourceStorage = newValue
            prefetch = CollectionPrefetchState()
        }
    }

    /// Whether the collection view prefetches. UIKit's default: true. (UIKit also asks the
    /// data source for cells ahead of time while it is true; here cells are made when they
    /// come on screen.)
    open var isPrefetchingEnabled = true

    /// Behind every cell, sized to the collection view's bounds (it does not scroll).
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set { _setBackgroundView(newValue) }
    }

    // MARK: Registration and dequeueing

    /// Registers a `UICollectionViewCell` subclass to create when `identifier`'s queue is
    /// empty; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        _register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a `UICollectionReusableView` subclass for supplementary views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        _register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is the cell to make when `identifier`'s
    /// queue is empty (it replaces a class registered for it); nil unregisters.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        _register(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is the supplementary view of `kind` to make.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        _register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// A reusable (or new, from the registered class) cell for the item at `indexPath`. An
    /// unregistered identifier is a programming error, as in UIKit.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        _dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath, api: "dequeueReusableCell(withReuseIdentifier:for:)")
    }

    /// A reusable (or new) supplementary view of `elementKind` for `indexPath`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        _dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath,
                                          api: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
    }

    // MARK: Visible views

    /// The cells on screen, in index path order (UIKit does not promise an order).
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The items on screen, in index path order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    /// The cell on screen for `indexPath`, or nil when the item is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The item of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { _indexPathForItem(at: point) }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The index path of a supplementary view on screen, or nil.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleSupplementaryViews.first { $0.value === supplementaryView }?.key.indexPath
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementaryViews[ElementKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Geometry

    /// The layout's attributes for the item (nil when the layout has none).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return displayedAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view (nil when the layout has none).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (clamped to the scrollable range).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Interactive movement

    /// Lifts the item so `updateInteractiveMovementTargetPosition(_:)` can move it; false when
    /// the data source's `canMoveItemAt` says no.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        _beginInteractiveMovementForItem(at: indexPath)
    }

    /// Moves the lifted item to `targetPosition` (in the collection view's content).
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        _updateInteractiveMovementTargetPosition(targetPosition)
    }

    /// Drops the item where it shows and tells the data source's `moveItemAt`.
    open func endInteractiveMovement() { _endInteractiveMovement() }

    /// Puts the item back where it started.
    open func cancelInteractiveMovement() { _cancelInteractiveMovement() }

    // MARK: Editing

    /// Whether the collection view is in editing mode (UIKit, iOS 14); false by default. The
    /// visible cells update their configuration state, and list cells show their editing
    /// accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByIndexPath.values { cell.setNeedsUpdateConfiguration() }
        }
    }

    // MARK: Selection

    /// Whether a tap selects an item. UIKit's default: true.
    open var allowsSelection = true

    /// Whether taps add items to the selection (a second tap deselects). UIKit's default: false.
    open var allowsMultipleSelection = false

    /// Whether a tap selects an item while `isEditing` (iOS 14). UIKit's default: false.
    open var allowsSelectionDuringEditing = false

    /// Whether taps add items to the selection while `isEditing` (iOS 14). UIKit's default: false.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether a shown cell can ask to be measured again (iOS 16). UIKit's default: `.enabled`.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// Whether the items' cells can be focused (keyboard navigation; the delegate's
    /// `collectionView(_:canFocusItemAt:)` decides per item). UIKit's default on iPadOS: false.
    open var allowsFocus = false

    /// The selected items in selection order. UIKit (documented): nil when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the item without asking or telling the delegate (UIKit); nil clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item without asking or telling the delegate (UIKit).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Batch updates

    /// Runs `updates` (inserts, deletes, reloads and moves, with the matching data source
    /// changes) as one animated change, then calls `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Runs the data source's `cellForItemAt` again for the visible items, handing it the
    /// items' existing cells (UIKit: the dequeue returns the same cell, without
    /// `prepareForReuse`); items off screen are left alone.
    open func reconfigureItems(at indexPaths: [IndexPath]) { _reconfigureItems(at: indexPaths) }

    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Layout and touches

    /// UIKit: a drag that starts on a list cell's reorder accessory moves the item instead of
    /// scrolling.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, dragStartsOnReorderGrip(panGestureRecognizer) { return false }
        if let multi = multipleSelection.pan {
            if gestureRecognizer === multi { return multipleSelectionMayBegin(multi) }
            // UIKit: a two-finger pan the delegate lets select items does not scroll.
            if gestureRecognizer === panGestureRecognizer, multi.numberOfTouches == 2, multipleSelectionMayBegin(multi) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// UIKit: the direction decides whether the layout is mirrored, so a change lays out again.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        get { super.semanticContentAttribute }
        set {
            let before = flipsLayoutHorizontally
            super.semanticContentAttribute = newValue
            for view in visibleCellsByIndexPath.values { passLayoutDirection(to: view) }
            for view in visibleSupplementaryViews.values { passLayoutDirection(to: view) }
            if flipsLayoutHorizontally != before { layoutDirectionDidChange() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        installMultipleSelectionPanIfNeeded()
        _layoutElements()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
