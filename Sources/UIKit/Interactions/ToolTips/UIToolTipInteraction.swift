@_spi(Platform) import QuartzCore

/// Shows a short text describing its view when the pointer rests over it (UIKit, iOS 15).
///
/// OpenUIKit: when the pointer has not moved over the view for `UIToolTipInteraction.delay`,
/// the delegate's configuration (or `defaultToolTip`) is drawn as a small label under the
/// pointer, in the view's window; it goes as soon as the pointer moves or leaves, or the
/// interaction is disabled or removed.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    /// UIKit does not document how long the pointer rests before a tip shows; OpenUIKit
    /// waits 1 second, as desktop tool tips commonly do.
    static let delay: TimeInterval = 1.0

    open weak var delegate: (any UIToolTipInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether tips show (default true).
    open var isEnabled = true {
        didSet {
            hoverRecognizer.isEnabled = isEnabled
            if !isEnabled { hideToolTip() }
        }
    }

    /// The tip shown when the delegate does not supply one.
    open var defaultToolTip: String?

    let hoverRecognizer = UIHoverGestureRecognizer(target: nil, action: nil)
    private var restTimer: FrameworkTimer?
    /// The tip on screen, if any.
    private(set) var toolTipView: ToolTipView?

    public override init() {
        super.init()
        hoverRecognizer.name = "toolTipInteraction"
        hoverRecognizer.addTarget(self, action: Selector("handleHover:", UIToolTipInteraction.handleHover))
    }

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    open func willMove(to view: UIView?) {
        hideToolTip()
        self.view?.removeGestureRecognizer(hoverRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hoverRecognizer)
    }

    // MARK: Internals

    func defaultConfiguration() -> UIToolTipConfiguration? {
        guard let defaultToolTip, !defaultToolTip.isEmpty else { return nil }
        return UIToolTipConfiguration(toolTip: defaultToolTip)
    }

    func handleHover(_ recognizer: UIGestureRecognizer) {
        hideToolTip()
        switch recognizer.state {
        case .began, .changed:
            guard let window = view?.window else { return }
            let point = recognizer.location(in: window)
            restTimer = FrameworkScheduler.shared.schedule(after: Self.delay) { [weak self] in
                self?.restTimer = nil
                self?.showToolTip(at: point, in: window)
            }
        default:
            break
        }
    }

    private func showToolTip(at windowPoint: CGPoint, in window: UIWindow) {
        guard isEnabled, let view, view.window === window else { return }
        let point = view.convert(windowPoint, from: window)
        let configuration = delegate.map { $0.toolTipInteraction(self, configurationAt: point) } ?? defaultConfiguration()
        guard let configuration, !configuration.toolTip.isEmpty else { return }
        if !configuration.sourceRect.isNull, !configuration.sourceRect.contains(point) { return }
        let tip = ToolTipView(text: configuration.toolTip)
        tip.place(below: windowPoint, in: window)
        window.addSubview(tip)
        toolTipView = tip
    }

    private func hideToolTip() {
        restTimer?.invalidate()
        restTimer = nil
        toolTipView?.removeFromSuperview()
        toolTipView = nil
    }
}
