import Foundation

/// A section header or footer of a table view (UIKit). The table creates one for each section
/// whose data source gives a title (`textLabel` shows it); apps register subclasses and dequeue
/// them for the delegate's `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    var reuseIdentifierStorage: String?
    private var textLabelStorage: UILabel?
    var contentViewStorage: UIView
    /// Configurations and the background view (UITableViewHeaderFooterView+Configuration.swift).
    var configurationStorage = HeaderFooterConfigurationStorage()

    /// The view to add custom content to; it fills the header. Setting a
    /// `contentConfiguration` the view does not support replaces it.
    open var contentView: UIView { contentViewStorage }

    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        contentViewStorage = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The title label (created on first use).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        // UIKit: in an inset-grouped table the text lines up with the inset cells' text, for a
        // content configuration's view as for `textLabel` (the configuration's margins are
        // the cells' own, so its view takes the cells' inset width).
        let inset = configurationStorage.tableRowInset
        if inset > 0, contentView is UIContentView {
            contentView.frame = bounds.insetBy(dx: min(inset, bounds.width / 2), dy: 0)
        } else {
            contentView.frame = bounds
        }
        configurationStorage.backgroundView?.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
        let margin = UITableViewCell.contentMargin + inset
        textLabelStorage?.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
    }

    // MARK: Configurations (UITableViewHeaderFooterView+Configuration.swift)

    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The content, as a configuration whose view becomes the `contentView`; nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// A list header or footer configuration for the table's style, with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { _defaultContentConfiguration() }

    /// Default true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// The background, as a configuration; nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { _setBackgroundConfiguration(newValue) }
    }

    /// Default true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The inputs of the configurations.
    open var configurationState: UIViewConfigurationState { _configurationState }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationStorage.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Re-applies the configurations for `state`; override to restyle (call super).
    open func updateConfiguration(using state: UIViewConfigurationState) { _updateConfiguration(using: state) }

    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler }
        set {
            configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }
}
