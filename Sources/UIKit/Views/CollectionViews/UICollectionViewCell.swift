import Foundation

/// An item of a collection view (UIKit): a `contentView` for the app's content above an
/// optional `backgroundView`, and a `selectedBackgroundView` shown while selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private var selectedStorage = false
    private var highlightedStorage = false

    /// The view to add custom content to; it fills the cell.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
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
        }
    }

    /// Whether the cell shows as highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            highlightedStorage = newValue
            arrangeBackgrounds()
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
