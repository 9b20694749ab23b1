/// Customizes the pointer over its view (UIKit, iOS 13.4): as the pointer moves over the
/// view, the delegate names the region under it; entering a region asks for the region's
/// style and runs the delegate's enter animations, leaving it runs the exit animations.
///
/// The pointer reaches the interaction through the window's hover input (a hover
/// recognizer on the view, as `UIHoverGestureRecognizer`s get it). OpenUIKit cannot change
/// the desktop's pointer: shapes, hiding and accessories are stored on the style only; a
/// `.highlight` or tinted `.hover` effect draws the preview view's translucent highlight.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether the interaction follows the pointer (default true). Disabling it exits the
    /// current region.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            hoverRecognizer.isEnabled = isEnabled
            if !isEnabled { exitRegion() }
        }
    }

    let hoverRecognizer = UIHoverGestureRecognizer(target: nil, action: nil)
    /// The region the pointer is in, and the style the delegate gave it.
    private(set) var currentRegion: UIPointerRegion?
    private(set) var currentStyle: UIPointerStyle?
    /// The view showing the drawn highlight of the current style's effect.
    private weak var highlightedView: UIView?
    private var highlightLayer: CALayer?

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
        hoverRecognizer.name = "pointerInteraction"
        hoverRecognizer.addTarget(self, action: Selector("handleHover:", UIPointerInteraction.handleHover))
    }

    open func willMove(to view: UIView?) {
        exitRegion()
        self.view?.removeGestureRecognizer(hoverRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hoverRecognizer)
    }

    /// Asks the delegate again for the region and style at the pointer (UIKit: after what
    /// they depend on changed).
    open func invalidate() {
        guard let view, hoverRecognizer.state == .began || hoverRecognizer.state == .changed else { return }
        let location = hoverRecognizer.location(in: view)
        exitRegion()
        update(at: location, modifiers: hoverRecognizer.modifierFlags)
    }

    // MARK: Internals

    /// The style UIKit uses when the delegate gives none: the automatic effect on the view.
    func automaticStyle() -> UIPointerStyle? {
        // A targeted preview needs the view in a window (the pointer is only there then).
        guard let view, view.window != nil, view.superview != nil else { return nil }
        return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
    }

    func handleHover(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        switch recognizer.state {
        case .began, .changed:
            update(at: recognizer.location(in: view), modifiers: recognizer.modifierFlags)
        default:
            exitRegion()
        }
    }

    /// UIKit: the region is asked on every move; the style only when a region is entered.
    private func update(at location: CGPoint, modifiers: UIKeyModifierFlags) {
        guard let view, isEnabled else { return }
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion) } ?? defaultRegion
        if let region, let currentRegion, region.isEqual(currentRegion) { return }
        exitRegion()
        guard let region else { return }
        currentRegion = region
        currentStyle = delegate.map { $0.pointerInteraction(self, styleFor: region) } ?? automaticStyle()
        showEffect(of: currentStyle)
        let animator = PointerInteractionAnimator()
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        animator.run()
    }

    private func exitRegion() {
        guard let region = currentRegion else { return }
        currentRegion = nil
        currentStyle = nil
        showEffect(of: nil)
        let animator = PointerInteractionAnimator()
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        animator.run()
    }

    /// Draws what a desktop pointer can show of the effect: a translucent highlight over the
    /// preview's view for `.highlight` and tinted `.hover`.
    private func showEffect(of style: UIPointerStyle?) {
        highlightLayer?.removeFromSuperlayer()
        highlightLayer = nil
        highlightedView = nil
        guard let style, case .effect(let effect, _) = style.kind else { return }
        let target: UIView
        switch effect {
        case .highlight(let preview): target = preview.view
        case .hover(let preview, let tint, _, _) where tint != .none: target = preview.view
        default: return
        }
        let layer = CALayer()
        layer.name = Self.highlightLayerName
        layer.frame = target.bounds
        layer.cornerRadius = target.layer.cornerRadius
        // UIKit tints the content lightly; a translucent gray overlay here.
        layer.backgroundColor = UIColor(white: 0.5, alpha: 0.2).cgColor
        target.layer.addSublayer(layer)
        highlightLayer = layer
        highlightedView = target
    }

    static let highlightLayerName = "UIPointerInteraction.highlight"
}
