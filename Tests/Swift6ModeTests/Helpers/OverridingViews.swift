import UIKit

/// A view overriding the drawing, layout and layer-delegate methods iOS views override.
final class DrawingView: UIView {
    private(set) var events: [String] = []

    override func draw(_ rect: CGRect) {
        events.append("draw(_:)")
        UIColor.green.setFill()
        UIRectFill(rect)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layoutSubviews")
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        events.append("layoutSublayers(of:)")
    }

    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        events.append("action \(event)")
        return super.action(for: layer, forKey: event)
    }

    override func draw(_ layer: CALayer, in ctx: CGContext) {
        events.append("draw(_:in:)")
        super.draw(layer, in: ctx)
    }
}

/// A layer subclass with overrides, used from a view (`layerClass`).
final class BadgeLayer: CALayer {
    private(set) var boundsChanges = 0
    var badgeColor: UIColor = .red
    private(set) var ranOwnInit = false

    override init() {
        super.init()
        ranOwnInit = true
    }

    /// Core Animation's copy initializer (presentation layers), overridden as iOS layers do.
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BadgeLayer { badgeColor = other.badgeColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var bounds: CGRect {
        didSet { boundsChanges += 1 }
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        cornerRadius = bounds.height / 2
    }
}

/// An animation subclass with its own initializer, as iOS code writes one.
final class TaggedAnimation: CABasicAnimation {
    var tag = "none"

    override init() {
        super.init()
        tag = "made"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An animation subclass with a designated initializer of its own besides `init()`: on iOS
/// it compiles without repeating any other initializer of the superclass.
final class PulseAnimation: CABasicAnimation {
    var strength: CGFloat = 1

    init(strength: CGFloat) {
        self.strength = strength
        super.init()
        keyPath = "transform.scale"
    }

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

/// The `UIView` members iOS subclasses commonly override: this compiles only when each is
/// declared overridable in the class.
final class CommonOverridesView: UIView {
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func updateConstraints() { super.updateConstraints() }
    override var alignmentRectInsets: UIEdgeInsets { super.alignmentRectInsets }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override var canBecomeFirstResponder: Bool { true }
    override var layoutMargins: UIEdgeInsets { didSet {} }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override var clipsToBounds: Bool { didSet {} }
    override var contentMode: UIView.ContentMode { didSet {} }
    override var semanticContentAttribute: UISemanticContentAttribute { didSet {} }
    override var accessibilityLabel: String? { get { super.accessibilityLabel } set { super.accessibilityLabel = newValue } }
    override var isAccessibilityElement: Bool { get { true } set {} }
}

/// The `UIControl` members iOS controls commonly override.
final class CommonOverridesControl: UIControl {
    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        super.sendAction(action, to: target, for: event)
    }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        super.addTarget(target, action: action, for: controlEvents)
    }
    override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { didSet {} }
    override var contentVerticalAlignment: UIControl.ContentVerticalAlignment { didSet {} }
}
