import Foundation

/// A section header or footer of a table view (UIKit). The table creates one for each section
/// whose data source gives a title; `textLabel` shows the title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let reuseIdentifierStorage: String?
    private var textLabelStorage: UILabel?

    /// The view to add custom content to; it fills the header.
    public let contentView: UIView

    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        contentView = UIView(frame: .zero)
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
        super.layoutSubviews()
        contentView.frame = bounds
        let margin = UITableViewCell.contentMargin
        textLabelStorage?.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
    }
}
