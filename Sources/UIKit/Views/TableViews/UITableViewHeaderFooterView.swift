import Foundation

/// A section header or footer of a table view (UIKit). The table creates one for each section
/// whose data source gives a title (`textLabel` shows it); apps register subclasses and dequeue
/// them for the delegate's `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    var reuseIdentifierStorage: String?
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var backgroundViewStorage: UIView?
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

    /// Deprecated in iOS 14: a secondary label (created on first use) shown below
    /// `textLabel` when it has text.
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content, sized to the header (nil by default). UIKit: setting one
    /// clears `backgroundConfiguration`.
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set {
            guard newValue !== backgroundViewStorage else { return }
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let newValue {
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
                insertSubview(newValue, at: 0)
            }
            setNeedsLayout()
        }
    }

    open func prepareForReuse() {}

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // UIKit (iOS 18): a `header()`/`footer()` configuration takes the table's style once
        // the view is in its table (the state then carries the list environment).
        if UIListContentConfiguration.followsListEnvironment(contentConfiguration)
            || UIBackgroundConfiguration.followsListEnvironment(backgroundConfiguration) { setNeedsUpdateConfiguration() }
    }

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
        backgroundViewStorage?.frame = bounds
        let width = max(0, bounds.width - 2 * margin)
        if let detail = detailTextLabelStorage, !(detail.text ?? "").isEmpty {
            // Title above, detail below, the pair centred vertically.
            let titleHeight = textLabelStorage?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let detailHeight = detail.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let top = max(0, (bounds.height - titleHeight - detailHeight) / 2)
            textLabelStorage?.frame = CGRect(x: margin, y: top, width: width, height: titleHeight)
            detail.frame = CGRect(x: margin, y: top + titleHeight, width: width, height: detailHeight)
        } else {
            textLabelStorage?.frame = CGRect(x: margin, y: 0, width: width, height: bounds.height)
            detailTextLabelStorage?.frame = .zero
        }
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

    /// A background configuration with the system's values for the table's style (iOS 16):
    /// the plain header's (or footer's) fill, or clear in a grouped table.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        configurationStorage.tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
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
