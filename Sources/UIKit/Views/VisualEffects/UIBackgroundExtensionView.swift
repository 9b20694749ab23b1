import Foundation

/// iOS 26: shows its `contentView` (an image, say) extended under floating sidebars and bars:
/// UIKit places the content in the safe area and fills the rest with a mirrored, blurred
/// extension of it.
///
/// OpenUIKit places the content view in the view's safe area (when
/// `automaticallyPlacesContentView`) and clips to bounds; the mirrored extension outside the
/// safe area is not drawn (no glass renderer). On a rectangular Linux window with no sidebar
/// the safe area is usually the whole view, so the content fills it.
@preconcurrency @MainActor
open class UIBackgroundExtensionView: UIView {
    /// The content to extend (nil: none). Setting it adds it as a subview.
    open var contentView: UIView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    /// Whether the view lays the content view out in its safe area (true by default); when
    /// false, you position it.
    open var automaticallyPlacesContentView = true {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if automaticallyPlacesContentView, let contentView {
            contentView.frame = bounds.inset(by: safeAreaInsets)
        }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
