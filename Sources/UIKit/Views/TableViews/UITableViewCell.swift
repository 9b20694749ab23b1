import Foundation

/// A row of a table view (UIKit): a `contentView` that holds the built-in labels and image
/// view of its `CellStyle` (created on first use, as UIKit does) and the app's own subviews.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    private var selectedStorage = false
    private var highlightedStorage = false
    /// What the table decided for the row's editing look, and the swipe offset
    /// (UITableViewCell+Editing.swift).
    var editingState = CellEditingState()

    /// The view to add custom content to; it fills the cell.
    public let contentView: UIView

    /// Creates a cell of `style`; the table view reuses it under `reuseIdentifier`. Not
    /// `required`, as in UIKit (subclasses write `override init(style:reuseIdentifier:)`): a
    /// registered class is created through its vtable (`TableViewCellFactory`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentView = UIView(frame: .zero)
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
        contentView = UIView(frame: .zero)
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
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label; nil in the `.default` style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The leading image view; nil in the `.value2` style.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The standard accessory. UIKit's default: `.none`.
    open var accessoryType: AccessoryType = .none

    /// How selection looks. UIKit's default: `.default`.
    open var selectionStyle: SelectionStyle = .default

    /// Whether the cell is selected (stored; the selected look is not drawn yet).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell's look (the table view's selection is separate).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionMark()
    }

    /// Whether the cell shows as highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
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

    /// Whether the reorder grip shows while editing (the data source must allow moving the
    /// row). UIKit's default: false.
    open var showsReorderControl = false { didSet { setNeedsLayout() } }

    /// Whether the content moves over for the editing control. UIKit's default: true.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// The content's indentation, in steps of `indentationWidth`. UIKit's default: 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation step. UIKit's default: 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// The accessory while editing (stored; not drawn yet). UIKit's default: `.none`.
    open var editingAccessoryType: AccessoryType = .none

    /// Called just before `dequeueReusableCell` hands the cell out again. UIKit's base
    /// implementation resets selection and highlight; subclasses call super.
    open func prepareForReuse() {
        _prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCellContent()
    }
}
