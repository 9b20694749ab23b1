/// A control that offers a binary choice, such as on/off (UIKit).
///
/// A tap toggles the switch; dragging the thumb sets it by where the finger is when it
/// lifts. A user change sends `valueChanged` (and `primaryActionTriggered`); `isOn` and
/// `setOn(_:animated:)` set from code send nothing.
@MainActor
open class UISwitch: UIControl {
    /// The switch's visual style.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// UIKit draws switches at a fixed size: 51 × 31 points.
    static let fixedSize = CGSize(width: 51, height: 31)

    var isOnStorage = false
    let track = UIView()
    let thumb = UIView()
    var touchStartX: CGFloat = 0
    var dragged = false

    /// UIKit ignores the size of the frame: a switch is 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.fixedSize
        setUpSwitch()
    }

    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state without sending `valueChanged` (as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        updateAppearance()
    }

    /// The color of the track when on; system green when nil.
    open var onTintColor: UIColor? { didSet { updateAppearance() } }
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
    open var preferredStyle: Style = .automatic
    /// The resolved style: sliding (the iOS look) for `.automatic`.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
    open var title: String?

    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - touchStartX) > 4 { dragged = true }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside || dragged else { return }
        let newValue = dragged ? touch.location(in: self).x > bounds.midX : !isOnStorage
        guard newValue != isOnStorage else { return }
        isOnStorage = newValue
        updateAppearance()
        sendActions(for: .valueChanged)
    }

    override var defaultActionIsSingleTap: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// VoiceOver reads a switch's value as "1" (on) or "0" (off).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOnStorage ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        track.layer.cornerRadius = bounds.height / 2
        let inset: CGFloat = 2
        let diameter = bounds.height - inset * 2
        thumb.frame = CGRect(x: isOnStorage ? bounds.width - inset - diameter : inset, y: inset, width: diameter, height: diameter)
        thumb.layer.cornerRadius = diameter / 2
    }

    override func controlStateDidChange() {
        updateAppearance()
    }

    private func setUpSwitch() {
        track.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        updateAppearance()
    }

    private func updateAppearance() {
        track.backgroundColor = isOnStorage ? (onTintColor ?? .systemGreen) : .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
        // Dimmed parts, not the view's own alpha (which stays the app's to set).
        track.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = isEnabled ? 1 : 0.5
        setNeedsLayout()
    }
}
