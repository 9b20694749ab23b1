import Foundation

/// A pull-to-refresh control (UIKit): set as a scroll view's `refreshControl`, it sits above
/// the content; pulling the content down past the threshold while dragging starts refreshing
/// and sends `.valueChanged` once. While refreshing, the scroll view's adjusted content inset
/// grows by the control's height so the spinner stays in view; `endRefreshing()` gives the
/// room back.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// UIKit: the control is 60 pt tall.
    static let controlHeight: CGFloat = 60
    /// How far the content must be pulled past its top (visible overscroll, points) to start
    /// refreshing. UIKit does not document it; about 130 pt of pull is widely cited.
    static let triggerDistance: CGFloat = 130

    var refreshingStorage = false
    /// Set when a pull started refreshing; cleared when the finger lifts, so one pull sends
    /// `.valueChanged` once.
    var triggeredByCurrentDrag = false
    let spinner = RefreshControlSpinnerView(frame: .zero)
    var titleLabel: UILabel?

    /// A control that the scroll view it is given to sizes and places. The designated
    /// initializer, as on iOS: subclasses write `override init()`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.controlHeight))
        commonRefreshControlInit()
    }

    /// A convenience initializer, as on iOS (inherited from `UIView`): `init()`, then `frame`.
    public override convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonRefreshControlInit()
    }

    private func commonRefreshControlInit() {
        addSubview(spinner)
        clipsToBounds = false
    }

    /// Whether a refresh is in progress (from a pull or `beginRefreshing()`).
    open var isRefreshing: Bool { refreshingStorage }

    /// Text under the spinner; nil by default.
    open var attributedTitle: NSAttributedString? {
        didSet { _attributedTitleDidChange() }
    }

    /// UIKit: starts refreshing from code — the spinner turns and the inset grows, but no
    /// `.valueChanged` is sent and the content is not scrolled.
    open func beginRefreshing() { _beginRefreshing(sendsAction: false) }

    /// Stops refreshing: the spinner stops and the content moves back over the control.
    open func endRefreshing() { _endRefreshing() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutRefreshControl()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.setNeedsDisplay()
    }
}
