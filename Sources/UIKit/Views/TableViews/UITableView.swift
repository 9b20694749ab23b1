import Foundation

/// A view that presents rows of data in sections, one column (UIKit).
///
/// The table asks its `dataSource` for counts and cells and its delegate for row heights; it
/// keeps cells only for the rows on screen, tiling them in `layoutSubviews` as the content
/// scrolls, and hands scrolled-off cells back through `dequeueReusableCell`. The members below
/// forward to the `UITableView+*.swift` files.
///
/// Porting note: `delegate` is the scroll view's property (typed `UIScrollViewDelegate?`, as
/// Swift cannot narrow an inherited property's type); the table uses it when the object is a
/// `UITableViewDelegate`, so `tableView.delegate = myTableDelegate` works as in UIKit.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Resolve the height from the content; without self-sizing, the standard row height.
    public static let automaticDimension: CGFloat = -1
    /// UIKit's standard row height.
    static let defaultRowHeight: CGFloat = 44
    /// The height of a section header or footer that shows a title. Ours, not a documented
    /// UIKit figure (UIKit sizes title headers from the font and, since iOS 15, adds
    /// `sectionHeaderTopPadding`); not verified against a device.
    static let titleHeaderHeight: CGFloat = 28
    /// The index title that UIKit draws as a magnifying glass (Apple's value: "{search}");
    /// put it first in `sectionIndexTitles(for:)` to offer a jump to the search field.
    public static let indexSearch: String = "{search}"
    /// The reuse queue of the title headers and footers the table makes itself (ours).
    static let titleViewReuseIdentifier = "UITableViewHeaderFooterView.title"

    // MARK: Stored state (used by the extensions)

    let styleStorage: Style
    weak var dataSourceStorage: UITableViewDataSource?
    var rowHeightStorage: CGFloat = UITableView.automaticDimension
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cells and header/footer views (see `UITableView+NibRegistration.swift`).
    var registeredCellNibs: [String: UINib] = [:]
    var registeredHeaderFooterNibs: [String: UINib] = [:]
    var reuseQueues: [String: [UITableViewCell]] = [:]
    /// The cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Counts and row positions; nil until the data source is (re)read.
    var rowModel: TableRowModel?
    var selectedIndexPaths: [IndexPath] = []
    /// The row under a finger that went down on the table (touch selection).
    var touchedIndexPath: IndexPath?
    /// The header and footer views on screen (title or the delegate's), by section.
    var visibleHeaderViews: [Int: UIView] = [:]
    var visibleFooterViews: [Int: UIView] = [:]
    /// Registered header/footer view classes and their reuse queues (UITableView+HeaderFooterViews.swift).
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterReuseQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The rows were re-read since the section views were placed: ask for them again.
    var sectionViewsNeedReload = false
    /// Batch updates (UITableView+Updates.swift): nesting depth, the changes recorded so far,
    /// and the rows before the batch.
    var updateDepth = 0
    var pendingUpdate: TableBatchUpdate?
    var batchOldModel: TableRowModel?
    /// The cell on screen that `reconfigureRows` hands back from dequeuing.
    var reconfiguringCell: UITableViewCell?
    /// Editing, swipe actions and reordering (UITableView+Editing.swift, +SwipeActions.swift).
    var editingStorage = false
    var interaction = TableInteractionState()
    /// Prefetching (UITableView+Prefetching.swift).
    weak var prefetchDataSourceStorage: UITableViewDataSourcePrefetching?
    var prefetch = TablePrefetchState()
    var estimatedRowHeightStorage: CGFloat = UITableView.automaticDimension
    /// Self-sizing rows (UITableView+SelfSizing.swift).
    var selfSizing = TableSelfSizingState()
    /// Separators and margins (UITableView+Separators.swift).
    var appearanceStorage = TableAppearanceStorage()
    var sectionHeaderTopPaddingStorage: CGFloat = UITableView.automaticDimension
    /// The section index strip (UITableView+SectionIndex.swift).
    var sectionIndex = TableSectionIndexState()
    /// The views above the first section and below the last (UITableView+TableHeaderFooter.swift).
    var tableHeaderViewStorage: UIView?
    var tableFooterViewStorage: UIView?
    /// See `UITableView+BackgroundView.swift`.
    var backgroundViewStorage: UIView?
    /// Drag and drop (UITableView+DragAndDrop.swift).
    var dragDropControllerStorage: TableDragDropController?
    /// The interaction `isSpringLoaded` adds (UITableView+SpringLoading.swift).
    var springLoadedInteractionStorage: UISpringLoadedInteraction?
    /// Drop placeholder rows shown (UITableView+DropPlaceholders.swift), and whether the batch
    /// being committed moved them itself.
    var dropPlaceholders: [TableDropPlaceholderContext] = []
    var placeholdersMovedByHand = false
    /// Context menus (UITableView+ContextMenu.swift).
    var listContextMenuStorage: ListContextMenuController?
    var tableHeaderViewHeight: CGFloat = 0
    /// The filler rows' separators (UITableView+FillerRows.swift).
    var fillerRowsView: TableFillerRowsView?
    var tableFooterViewHeight: CGFloat = 0

    // MARK: Initializers

    /// Creates a table of `style` (UIKit's designated initializer).
    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
        _settingDefaultAppearance { backgroundColor = UITableView.defaultBackgroundColor(for: style) }
        _ = listContextMenu
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .plain
        super.init(coder: coder)
        _settingDefaultAppearance { backgroundColor = UITableView.defaultBackgroundColor(for: .plain) }
        _ = listContextMenu
    }

    // MARK: Data

    /// The table's style, fixed at creation.
    open var style: Style { styleStorage }

    /// The object that supplies rows and cells (not retained).
    open weak var dataSource: UITableViewDataSource? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            reloadData()
        }
    }

    /// Re-reads counts and heights from the data source and replaces the visible cells
    /// (at the next layout). Selection is cleared, as in UIKit.
    open func reloadData() { _reloadData() }

    /// The number of sections (read from the data source if needed).
    open var numberOfSections: Int { loadedRowModel.sectionRowCounts.count }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { _numberOfRows(inSection: section) }

    // MARK: Row heights

    /// The height of every row when the delegate does not answer `heightForRowAt`.
    /// UIKit's default: `automaticDimension`: each row is sized by its cell when shown.
    open var rowHeight: CGFloat {
        get { rowHeightStorage }
        set { _setRowHeight(newValue) }
    }

    /// The height self-sizing rows have until they are shown and measured; 0 measures every
    /// row up front. UIKit's default: `automaticDimension` (the standard 44 pt estimate).
    open var estimatedRowHeight: CGFloat {
        get { estimatedRowHeightStorage }
        set { _setEstimatedRowHeight(newValue) }
    }

    /// Whether shown cells can ask to be measured again. UIKit's default: `.enabled`.
    open var selfSizingInvalidation: SelfSizingInvalidation {
        get { selfSizing.invalidation }
        set { selfSizing.invalidation = newValue }
    }

    /// The height automatic section headers have until their section shows and they are
    /// measured; 0 measures them up front. UIKit's default: `automaticDimension` (here: measured
    /// up front too; see UITableView+SectionEstimates.swift).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }

    /// The estimate for section footers (as `estimatedSectionHeaderHeight`).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }

    /// The height of section headers when the delegate does not answer
    /// `heightForHeaderInSection`. UIKit's default: `automaticDimension` (the custom view's
    /// fitting height, else the title's height, 28 pt, or none without either).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }

    /// The height of section footers (as `sectionHeaderHeight`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }

    /// The space above each section header (inside the header's rect, above its view).
    /// UIKit's default: `automaticDimension` — 22 pt in the plain style, none in the grouped
    /// ones (see UITableView+StyleMetrics.swift).
    open var sectionHeaderTopPadding: CGFloat {
        get { sectionHeaderTopPaddingStorage }
        set { _setSectionHeaderTopPadding(newValue) }
    }

    // MARK: Separators and margins (UITableView+Separators.swift)

    /// UIKit's default: `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { appearanceStorage.separatorStyle }
        set {
            appearanceStorage.separatorStyle = newValue
            separatorSettingsDidChange()
        }
    }

    /// UIKit's default: the system separator color; nil draws none.
    open var separatorColor: UIColor? {
        get { appearanceStorage.separatorColor }
        set {
            _appearanceSet(\UITableView.separatorColor, newValue)
            appearanceStorage.separatorColor = newValue
            separatorSettingsDidChange()
        }
    }

    /// The separators' insets (left and right are used). UIKit: until set, the automatic
    /// inset (the leading margin, or the text after an image), reported as the margin.
    open var separatorInset: UIEdgeInsets {
        get { appearanceStorage.separatorInset ?? defaultSeparatorInset }
        set {
            _appearanceSet(\UITableView.separatorInset, newValue)
            appearanceStorage.separatorInset = newValue
            separatorSettingsDidChange()
        }
    }

    /// The effect the separators are drawn with (a `UIVibrancyEffect` or `UIBlurEffect`): each
    /// line is the content of a `UIVisualEffectView` with it. UIKit's default: nil.
    // UIKit declares it `@NSCopying`: the setter keeps a copy.
    open var separatorEffect: UIVisualEffect? {
        get { appearanceStorage.separatorEffect }
        set {
            appearanceStorage.separatorEffect = newValue?.copy() as? UIVisualEffect
            separatorSettingsDidChange()
        }
    }

    /// The height of the empty rows drawn below the last row of a plain table that does not
    /// fill its height (iOS 15): 0 draws none (UIKit's default), `automaticDimension` the last
    /// row's height, another positive value that height.
    open var fillerRowHeight: CGFloat {
        get { appearanceStorage.fillerRowHeight }
        set { _setFillerRowHeight(newValue) }
    }

    /// What `separatorInset` is measured from. UIKit's default: `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference {
        get { appearanceStorage.separatorInsetReference }
        set {
            appearanceStorage.separatorInsetReference = newValue
            separatorSettingsDidChange()
        }
    }

    /// Whether cells take the readable content guide's margins: their content views' left and
    /// right layout margins, and the built-in labels and image, stay inside the table's
    /// readable width (672 pt, centred, on wide tables). UIKit's default: false.
    open var cellLayoutMarginsFollowReadableWidth: Bool {
        get { appearanceStorage.cellLayoutMarginsFollowReadableWidth }
        set {
            guard newValue != appearanceStorage.cellLayoutMarginsFollowReadableWidth else { return }
            appearanceStorage.cellLayoutMarginsFollowReadableWidth = newValue
            separatorSettingsDidChange()
        }
    }

    /// Whether cells inset their content views by the table's left and right safe area (the
    /// cells and their backgrounds still span the table). UIKit's default: true.
    open var insetsContentViewsToSafeArea: Bool {
        get { appearanceStorage.insetsContentViewsToSafeArea }
        set {
            guard newValue != appearanceStorage.insetsContentViewsToSafeArea else { return }
            appearanceStorage.insetsContentViewsToSafeArea = newValue
            for cell in visibleCellsByIndexPath.values { cell.setNeedsLayout() }
        }
    }

    // MARK: Table header and footer views (UITableView+TableHeaderFooter.swift)

    /// A view above the first section, scrolling with the rows. UIKit: only its frame's height
    /// is used (the width becomes the table's), read when the view is assigned. Default nil.
    open var tableHeaderView: UIView? {
        get { tableHeaderViewStorage }
        set { _setTableHeaderFooterView(newValue, isFooter: false) }
    }

    /// A view below the last section (as `tableHeaderView`). Default nil.
    open var tableFooterView: UIView? {
        get { tableFooterViewStorage }
        set { _setTableHeaderFooterView(newValue, isFooter: true) }
    }

    // MARK: Section index (UITableView+SectionIndex.swift)

    /// The number of rows the table needs before it shows the index. UIKit's default: 0.
    open var sectionIndexMinimumDisplayRowCount: Int = 0 { didSet { setNeedsLayout() } }

    /// The index titles' color. UIKit's default: nil (the tint color).
    open var sectionIndexColor: UIColor? { didSet { _appearanceSet(\UITableView.sectionIndexColor, sectionIndexColor); setNeedsLayout() } }

    /// The index strip's background while no finger is on it. UIKit's default: nil (clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { _appearanceSet(\UITableView.sectionIndexBackgroundColor, sectionIndexBackgroundColor); setNeedsLayout() } }

    /// The index strip's background while a finger is on it. UIKit's default: nil (clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { _appearanceSet(\UITableView.sectionIndexTrackingBackgroundColor, sectionIndexTrackingBackgroundColor); setNeedsLayout() } }

    /// Reads `sectionIndexTitles(for:)` again without reloading the rows.
    open func reloadSectionIndexTitles() { invalidateSectionIndex() }

    // MARK: Cells

    /// Registers a `UITableViewCell` subclass to create when `identifier`'s queue is empty;
    /// nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is the cell to make when `identifier`'s
    /// queue is empty (it replaces a class registered for it); nil unregisters.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        _register(nib, forCellReuseIdentifier: identifier)
    }

    /// A reusable cell for `identifier`, or nil when none is queued and no class is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _dequeueReusableCell(withIdentifier: identifier, sizedFor: nil)
    }

    /// A reusable (or new, from the registered class) cell for `identifier`, sized for the
    /// row at `indexPath`. An unregistered identifier is a programming error, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        _dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        _indexPathsForVisibleRows.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The rows on screen, top to bottom (nil when there are none, as in UIKit).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let rows = _indexPathsForVisibleRows
        return rows.isEmpty ? nil : rows
    }

    /// The cell on screen at `indexPath`, or nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The row of a cell on screen, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: Geometry

    /// The row's frame in the table's (content) coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { _rectForRow(at: indexPath) }

    /// The frame of `section` (header, rows and footer) in content coordinates.
    open func rect(forSection section: Int) -> CGRect { _rect(forSection: section) }

    /// The header's frame in content coordinates (zero height without a header).
    open func rectForHeader(inSection section: Int) -> CGRect { _rectForHeader(inSection: section) }

    /// The footer's frame in content coordinates (zero height without a footer).
    open func rectForFooter(inSection section: Int) -> CGRect { _rectForFooter(inSection: section) }

    /// The header view on screen for `section` when it is a `UITableViewHeaderFooterView`
    /// (a title header or a custom one), or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section` (as `headerView(forSection:)`).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterViews[section] as? UITableViewHeaderFooterView
    }

    /// Registers a `UITableViewHeaderFooterView` subclass to create when `identifier`'s queue
    /// is empty; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is the header or footer view to make when
    /// `identifier`'s queue is empty; nil unregisters.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A reusable header or footer view for `identifier` (queued, or new from the registered
    /// class), or nil when none is queued and no class is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        _dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// The row at `point` (content coordinates), or nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { _indexPathForRow(at: point) }

    /// The rows whose frames intersect `rect` (nil when none).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let rows = _indexPathsForRows(in: rect)
        return rows.isEmpty ? nil : rows
    }

    /// Scrolls the selected row nearest to `scrollPosition` there (nothing without a selection).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }

    /// Scrolls so the row sits at `scrollPosition` (clamped to the scrollable range).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// Whether a tap selects a row. UIKit's default: true.
    open var allowsSelection = true

    /// Whether taps add rows to the selection (a second tap deselects). UIKit's default: false.
    open var allowsMultipleSelection = false

    /// Whether the rows' cells can be focused (keyboard navigation; the delegate's
    /// `tableView(_:canFocusRowAt:)` decides per row). UIKit's default on iPadOS: false.
    open var allowsFocus = false

    /// The first selected row (in selection order), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    /// The selected rows in selection order, or nil when none (as in UIKit).
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Selects the row without asking or telling the delegate (UIKit); nil clears the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row without asking or telling the delegate (UIKit).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _deselectRow(at: indexPath, animated: animated)
    }

    // MARK: Batch updates

    /// Starts a batch: the row changes until the matching `endUpdates()` animate together.
    open func beginUpdates() { _beginUpdates() }

    /// Ends a batch: the data source's counts are checked against the changes and the rows
    /// animate to their new places.
    open func endUpdates() { _endUpdates() }

    /// Runs `updates` as one batch; `completion` hears when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }

    /// Inserts rows at index paths after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _insertRows(at: indexPaths, with: animation)
    }

    /// Deletes rows at index paths before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _deleteRows(at: indexPaths, with: animation)
    }

    /// Replaces the cells of rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _reloadRows(at: indexPaths, with: animation)
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _moveRow(at: indexPath, to: newIndexPath)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _insertSections(sections, with: animation)
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _deleteSections(sections, with: animation)
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _reloadSections(sections, with: animation)
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        _moveSection(section, toSection: newSection)
    }

    /// Updates the rows' cells in place: the data source configures the cell already shown.
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(at: indexPaths) }

    // MARK: Editing

    /// Whether the table shows its rows' editing controls. UIKit's default: false.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the insert, delete and reorder controls of the rows.
    open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

    /// Whether a tap selects a row while editing. UIKit's default: false.
    open var allowsSelectionDuringEditing = false

    /// Whether taps add rows to the selection while editing. UIKit's default: false.
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Prefetching

    /// The object told about rows shortly before they scroll on screen (not retained).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { prefetchDataSourceStorage }
        set { prefetchDataSourceStorage = newValue }
    }

    /// Whether the table prefetches rows. UIKit's default: true.
    open var isPrefetchingEnabled = true

    // MARK: Layout and touches

    open override func layoutSubviews() {
        super.layoutSubviews()
        installRowRecognizersIfNeeded()
        // The index first: whether it shows decides the room the cells keep free for it.
        layoutSectionIndex()
        _tileRows()
        placeBackgroundView()
        keepSectionIndexOnTop()
    }

    /// UIKit (iOS 3.2): a view behind every cell, header and footer, sized to the table's
    /// bounds; it does not scroll with the content. Nil by default.
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set { _setBackgroundView(newValue) }
    }

    /// UIKit: the section index answers a touch at once (no content-touch delay).
    override func delaysTouches(inContentView view: UIView) -> Bool {
        !(view is TableSectionIndexView) && super.delaysTouches(inContentView: view)
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _gestureRecognizerShouldBegin(gestureRecognizer) ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
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
