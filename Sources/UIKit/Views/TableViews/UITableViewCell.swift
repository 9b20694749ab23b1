import Foundation

/// A row of a table view (UIKit): a `contentView` that holds the built-in labels and image
/// view of its `CellStyle` (created on first use, as UIKit does) and the app's own subviews.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let cellStyle: CellStyle
    var reuseIdentifierStorage: String?
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    private var selectedStorage = false
    private var highlightedStorage = false
    /// What the table decided for the row's editing look, and the swipe offset
    /// (UITableViewCell+Editing.swift).
    var editingState = CellEditingState() {
        didSet {
            guard !settingEditing, editingState.isEditing != oldValue.isEditing
                || editingState.showsDeleteConfirmation != oldValue.showsDeleteConfirmation else { return }
            reportStateTransition(animated: false)
        }
    }
    /// The state last passed to `willTransition(to:)`.
    var reportedTransitionMask: StateMask = []
    /// `setEditing(_:animated:)` reports its transition itself (with its animation).
    var settingEditing = false
    var contentViewStorage: UIView
    /// Configurations, accessory and separator views (UITableViewCell+Configuration.swift).
    var configurationStorage = CellConfigurationStorage()

    /// The view to add custom content to; it fills the cell (less the accessory and the
    /// separator). Setting a `contentConfiguration` the view does not support replaces it.
    open var contentView: UIView { contentViewStorage }

    /// Creates a cell of `style`; the table view reuses it under `reuseIdentifier`. Not
    /// `required`, as in UIKit (subclasses write `override init(style:reuseIdentifier:)`): a
    /// registered class is created through its vtable (`TableViewCellFactory`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = TableCellContentView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        commonCellInit()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        contentViewStorage = TableCellContentView(frame: .zero)
        super.init(coder: coder)
        commonCellInit()
    }

    private func commonCellInit() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The identifier the table view reuses the cell under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The primary label (every style has one).
    open var textLabel: UILabel? {
        if textLabelStorage == nil { textLabelStorage = addedToContent(UILabel(frame: .zero)) }
        return textLabelStorage
    }

    /// The secondary label; nil in the `.default` style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if detailTextLabelStorage == nil { detailTextLabelStorage = addedToContent(UILabel(frame: .zero)) }
        return detailTextLabelStorage
    }

    /// The leading image view; nil in the `.value2` style.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if imageViewStorage == nil { imageViewStorage = addedToContent(UIImageView(frame: .zero)) }
        return imageViewStorage
    }

    /// A built-in view made on first use joins the content view and is laid out.
    private func addedToContent<View: UIView>(_ view: View) -> View {
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The standard accessory, drawn at the trailing edge. UIKit's default: `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// How selection looks. UIKit's default: `.default` (the gray fill).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionFill() }
    }

    /// Whether the cell is selected (shown by the gray fill or the background configuration).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell's look (the table view's selection is separate).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        updateSelectionMark()
        configurationStateDidChange()
    }

    /// Whether the cell shows as highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        configurationStateDidChange()
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls (the table sets it with its own).
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls; the content moves over for them.
    open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

    /// The editing control the table gave the row (from the delegate's `editingStyleForRowAt`).
    open var editingStyle: EditingStyle { editingState.style }

    /// Whether the delete confirmation button is showing.
    open var showingDeleteConfirmation: Bool { editingState.showsDeleteConfirmation }

    /// Called as the cell moves to a new state (editing begins or ends, the delete
    /// confirmation shows or hides), before it lays out for it. Subclasses call super.
    open func willTransition(to state: StateMask) {}

    /// Called once the move to `state` is done (after its animation). Subclasses call super.
    open func didTransition(to state: StateMask) {}

    /// Whether the reorder grip shows while editing (the data source must allow moving the
    /// row). UIKit's default: false.
    open var showsReorderControl = false { didSet { setNeedsLayout() } }

    /// Whether the content moves over for the editing control. UIKit's default: true.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// The content's indentation, in steps of `indentationWidth`. UIKit's default: 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation step. UIKit's default: 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Called just before `dequeueReusableCell` hands the cell out again. UIKit's base
    /// implementation resets selection and highlight; subclasses call super.
    open func prepareForReuse() {
        _prepareForReuse()
    }

    // MARK: Drag state and focus (see `UITableViewCell+DragState.swift`)

    var dragStateStorage: DragState = .none

    /// Told when the cell is lifted for a drag, dragged, and put back (UIKit, iOS 11).
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Whether the cell takes touches while its row is being dragged. UIKit's default: false.
    open var userInteractionEnabledWhileDragging = false

    /// How the cell looks when focused. UIKit's default: `.default`; `.custom` leaves the
    /// focused look to the cell (ours: focus draws no system effect on cells either way).
    open var focusStyle: FocusStyle = .default

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // UIKit: a cell being dragged takes no touches unless it allows them.
        if dragStateStorage == .dragging && !userInteractionEnabledWhileDragging { return nil }
        return super.hitTest(point, with: event)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        _layoutCellContent()
    }

    /// The cell's size for `size.width`: the content's fitting height plus the separator
    /// (what a self-sizing table asks when the content view has no constraints).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _sizeThatFits(size) }

    /// UIKit (iOS 16): a cell in a self-sizing table is measured again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        contentSizeDidInvalidate()
    }

    // MARK: Configurations (UITableViewCell+Configuration.swift)

    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The content, as a configuration whose view becomes the `contentView`; nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// A list configuration styled for the cell's style, with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { _defaultContentConfiguration() }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// A view behind the content (UIKit's older API); nil by default.
    open var backgroundView: UIView? {
        get { configurationStorage.backgroundView }
        set { _setBackgroundView(newValue, selected: false) }
    }

    /// The view shown behind the content while the cell is selected or highlighted, instead
    /// of the gray fill; nil by default.
    open var selectedBackgroundView: UIView? {
        get { configurationStorage.selectedBackgroundView }
        set { _setBackgroundView(newValue, selected: true) }
    }

    /// The view shown behind a selected cell, instead of `selectedBackgroundView`, while its
    /// table allows multiple selection; nil by default.
    open var multipleSelectionBackgroundView: UIView? {
        get { configurationStorage.multipleSelectionBackgroundView }
        set {
            let old = configurationStorage.multipleSelectionBackgroundView
            if old !== newValue, old?.superview === self { old?.removeFromSuperview() }
            configurationStorage.multipleSelectionBackgroundView = newValue
            updateSelectionFill()
        }
    }

    /// A background configuration with the system's values for the table's style (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { _defaultBackgroundConfiguration() }

    /// The background, as a configuration; nil by default (the legacy gray selection fill).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { _setBackgroundConfiguration(newValue) }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The inputs of the configurations: traits, selection, highlight…
    open var configurationState: UICellConfigurationState { _configurationState }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

    /// Re-applies the configurations for `state`; override to restyle (call super).
    open func updateConfiguration(using state: UICellConfigurationState) { _updateConfiguration(using: state) }

    /// Called after `updateConfiguration(using:)` with the same state (UIKit, iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler }
        set {
            configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: Focus (UITableViewCell+Focus.swift)

    /// UIKit: a cell can be focused when its table `allowsFocus` and the delegate agrees.
    open override var canBecomeFocused: Bool { _cellCanBecomeFocused }

    /// Return or Space on the focused cell selects its row, as a tap does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _cellFocusPressesBegan(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _cellFocusPressesEnded(presses, cancelled: false)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _cellFocusPressesEnded(presses, cancelled: true)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: Accessories and separator (UITableViewCell+Accessory.swift, +Separator.swift)

    /// A view shown at the trailing edge instead of the `accessoryType`'s; nil by default.
    open var accessoryView: UIView? {
        get { configurationStorage.accessoryView }
        set { _setAccessoryView(newValue, editing: false) }
    }

    /// The accessory shown while the table edits; nil by default.
    open var editingAccessoryView: UIView? {
        get { configurationStorage.editingAccessoryView }
        set { _setAccessoryView(newValue, editing: true) }
    }

    /// The standard accessory shown while the table edits. UIKit's default: `.none`.
    open var editingAccessoryType: AccessoryType {
        get { configurationStorage.editingAccessoryType }
        set {
            configurationStorage.editingAccessoryType = newValue
            setNeedsLayout()
        }
    }

    /// The separator's insets from the cell's edges (only left and right are used). UIKit:
    /// follows the table's `separatorInset` until set.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset }
        set {
            _appearanceSet(\UITableViewCell.separatorInset, newValue)
            configurationStorage.separatorInset = newValue
            setNeedsLayout()
        }
    }
}
