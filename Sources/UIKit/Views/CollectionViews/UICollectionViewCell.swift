import Foundation

/// An item of a collection view (UIKit): a `contentView` for the app's content above an
/// optional `backgroundView`, and a `selectedBackgroundView` shown while selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private var selectedStorage = false
    private var highlightedStorage = false

    var contentViewStorage: UIView
    /// The configurations and the views that show them (UICollectionViewCell+Configuration.swift).
    var cellConfiguration = CollectionCellConfigurationStorage()

    /// The view to add custom content to; it fills the cell. Setting a `contentConfiguration`
    /// the view does not support replaces it.
    open var contentView: UIView { contentViewStorage }

    public override init(frame: CGRect) {
        contentViewStorage = CollectionCellContentView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentViewStorage = CollectionCellContentView(frame: .zero)
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Behind everything else in the cell, sized to it.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// UIKit: shown above `backgroundView` and behind `contentView` while the cell is selected
    /// or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// Whether the cell is selected; the collection view sets it from its selection.
    open var isSelected: Bool {
        get { selectedStorage }
        set {
            selectedStorage = newValue
            arrangeBackgrounds()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell shows as highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            highlightedStorage = newValue
            arrangeBackgrounds()
            setNeedsUpdateConfiguration()
        }
    }

    /// Places the background views below the content view; the selected one only while it shows.
    private func arrangeBackgrounds() {
        var index = 0
        if let backgroundView {
            backgroundView.frame = bounds
            if backgroundView.superview !== self || subviews.first !== backgroundView {
                insertSubview(backgroundView, at: 0)
            }
            index = 1
        }
        if let selectedBackgroundView {
            if selectedStorage || highlightedStorage {
                selectedBackgroundView.frame = bounds
                if selectedBackgroundView.superview !== self || subviews.firstIndex(where: { $0 === selectedBackgroundView }) != index {
                    insertSubview(selectedBackgroundView, at: index)
                }
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    // MARK: Drag state (see `UICollectionViewCell+DragState.swift`)

    var dragStateStorage: DragState = .none

    /// Told when the cell is lifted for a drag, dragged, and put back (UIKit, iOS 11).
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Whether the cell takes touches while its item is being dragged. UIKit's default: false.
    open var userInteractionEnabledWhileDragging = false

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // UIKit: a cell being dragged takes no touches unless it allows them.
        if dragStateStorage == .dragging && !userInteractionEnabledWhileDragging { return nil }
        return super.hitTest(point, with: event)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // UIKit (iOS 18): a `header()`/`footer()` configuration takes the list's style once
        // the cell is in its collection view (the state then carries the list environment).
        if UIListContentConfiguration.followsListEnvironment(contentConfiguration)
            || UIBackgroundConfiguration.followsListEnvironment(backgroundConfiguration) { setNeedsUpdateConfiguration() }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        placeConfigurationBackground()
    }

    // MARK: Focus (UICollectionViewCell+Focus.swift)

    /// UIKit: a cell can be focused when its collection view `allowsFocus` and the delegate
    /// agrees.
    open override var canBecomeFocused: Bool { _cellCanBecomeFocused }

    /// Return or Space on the focused cell selects its item, as a tap does.
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

    /// UIKit (iOS 16): a shown cell of a self-sizing layout is measured again
    /// (`UICollectionView.selfSizingInvalidation`).
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        owningCollectionView?.cellSizeDidInvalidate(self)
    }

    /// The collection view showing the cell (orthogonal sections put it in an inner scroll view).
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    // MARK: Configurations (UICollectionViewCell+Configuration.swift)

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content, as a configuration whose view becomes the `contentView`; nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { cellConfiguration.contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { cellConfiguration.automaticallyUpdatesContentConfiguration }
        set { cellConfiguration.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// A background configuration with the system's values for the section the cell shows
    /// in (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { _defaultBackgroundConfiguration() }

    /// The background, as a configuration; nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { cellConfiguration.backgroundConfiguration }
        set { _setBackgroundConfiguration(newValue) }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { cellConfiguration.automaticallyUpdatesBackgroundConfiguration }
        set { cellConfiguration.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The inputs of the configurations: traits, selection, highlight…
    open var configurationState: UICellConfigurationState { _configurationState }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        cellConfiguration.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Re-applies the configurations for `state`; override to restyle (call super).
    open func updateConfiguration(using state: UICellConfigurationState) { _updateConfiguration(using: state) }

    /// Called after `updateConfiguration(using:)` with the same state (UIKit, iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { cellConfiguration.updateHandler }
        set {
            cellConfiguration.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }
}
