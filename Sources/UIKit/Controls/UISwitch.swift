/// A control that offers a binary choice, such as on/off (UIKit).
///
/// A tap toggles the switch; dragging the thumb sets it by where the finger is when it
/// lifts. A user change sends `valueChanged` (and `primaryActionTriggered`); `isOn` and
/// `setOn(_:animated:)` set from code send nothing.
@preconcurrency @MainActor
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
    /// Holds the track and thumb, so that a disabled switch fades as one picture.
    let content = UIView()
    let track = UIView()
    let thumb = UIView()
    var touchStartX: CGFloat = 0
    var dragged = false
    var previewOn: Bool?

    /// UIKit ignores the size of the frame: a switch is 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.fixedSize
        setUpSwitch()
        _decodeSwitch(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeSwitch(with: coder)
    }

    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state without sending `valueChanged` (as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        updateAppearance(animated: animated)
    }

    /// The color of the track when on; system green when nil.
    open var onTintColor: UIColor? { didSet { _appearanceSet(\UISwitch.onTintColor, onTintColor); updateAppearance(animated: false) } }
    /// The color of the thumb; white when nil.
    open var thumbTintColor: UIColor? { didSet { _appearanceSet(\UISwitch.thumbTintColor, thumbTintColor); updateAppearance(animated: false) } }
    open var preferredStyle: Style = .automatic
    /// The resolved style: sliding (the iOS look) for `.automatic`.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
    open var title: String?
    /// UIKit (iOS 6): images on the on and off sides of the track; since iOS 7 they have no
    /// effect, and here too (stored).
    open var onImage: UIImage?
    open var offImage: UIImage?

    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - touchStartX) > 4 { dragged = true }
        if dragged {
            // UIKit: the thumb follows a drag to the side the finger is on.
            let preview = isOnSide(touch)
            if preview != shownOn {
                previewOn = preview
                updateAppearance(animated: true)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        previewOn = nil
        guard let touch, isTouchInside || dragged else { return }
        let newValue = dragged ? isOnSide(touch) : !isOnStorage
        guard newValue != isOnStorage else { return }
        isOnStorage = newValue
        updateAppearance(animated: true)
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        previewOn = nil
        updateAppearance(animated: true)
    }

    /// Whether a touch is on the "on" side (the trailing half).
    private func isOnSide(_ touch: UITouch) -> Bool {
        (touch.location(in: self).x > bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The value shown: the dragged-to side while a drag is under way, else `isOn`.
    var shownOn: Bool { previewOn ?? isOnStorage }

    override var defaultActionIsSingleTap: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// VoiceOver reads a switch's value as "1" (on) or "0" (off).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOnStorage ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    override func controlStateDidChange() {
        updateAppearance(animated: window != nil)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance(animated: false)
    }

    // MARK: Appearance

    /// UIKit's metrics: a 27-point thumb, 2 points in from the track's edges; it stretches
    /// 7 points toward the middle while pressed.
    static let thumbInset: CGFloat = 2
    static let pressedThumbStretch: CGFloat = 7
    static let toggleDuration: TimeInterval = 0.25

    private func setUpSwitch() {
        content.isUserInteractionEnabled = false
        // UIKit: a white thumb with a soft shadow below it.
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        content.addSubview(track)
        content.addSubview(thumb)
        addSubview(content)
        updateAppearance(animated: false)
        layoutParts()
    }

    /// The colors and positions for the current value and state; animated (in a window) when
    /// the value changes by a tap or `setOn(_:animated: true)`.
    func updateAppearance(animated: Bool) {
        let changes = {
            self.track.backgroundColor = self.currentTrackColor
            self.thumb.backgroundColor = self.thumbTintColor ?? .white
            // Dimmed content, not the view's own alpha (which stays the app's to set).
            self.content.alpha = self.isEnabled ? 1 : 0.5
            self.layoutParts()
        }
        if animated, window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                           animations: changes)
        } else {
            changes()
        }
    }

    /// UIKit: the on track is `onTintColor` (system green by default); the off track a light
    /// gray fill.
    var currentTrackColor: UIColor {
        shownOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
    }

    /// The thumb's frame: at the on or off end, stretched while the switch is pressed.
    var thumbFrame: CGRect {
        let inset = Self.thumbInset
        let diameter = max(0, bounds.height - inset * 2)
        let width = diameter + (isHighlighted && isEnabled ? Self.pressedThumbStretch : 0)
        let onRight = shownOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = onRight ? bounds.maxX - inset - width : bounds.minX + inset
        return CGRect(x: x, y: bounds.minY + inset, width: width, height: diameter)
    }

    private func layoutParts() {
        content.frame = bounds
        track.frame = bounds
        track.layer.cornerRadius = bounds.height / 2
        let frame = thumbFrame
        thumb.frame = frame
        thumb.layer.cornerRadius = frame.height / 2
    }
}

extension UISwitch: ContentPriorityDefaults {
    /// UIKit: a switch created in code hugs its fixed size at 750 on both axes.
    static var defaultContentHuggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }
}
