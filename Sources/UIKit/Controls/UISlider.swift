/// A control for selecting a single value from a continuous range of values (UIKit).
///
/// Dragging the thumb changes `value` and sends `valueChanged` — continuously, or once when
/// the touch ends if `isContinuous` is false. Touches that do not start on the thumb are
/// not tracked.
@MainActor
open class UISlider: UIControl {
    var valueStorage: Float = 0
    var minimumStorage: Float = 0
    var maximumStorage: Float = 1
    var valueAtTouchDown: Float = 0
    /// Where on the thumb the finger grabbed it (so the thumb does not jump).
    var grabOffset: CGFloat = 0
    let minimumTrack = UIView()
    let maximumTrack = UIView()
    let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    /// UIKit: a value outside the range is pinned to the minimum or maximum.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        valueStorage = min(max(value, minimumStorage), maximumStorage)
        setNeedsLayout()
    }

    /// UIKit: raising the minimum above the value raises the value; above the maximum, it
    /// raises the maximum too.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard !newValue.isNaN else { return }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            if valueStorage < newValue { valueStorage = newValue }
            setNeedsLayout()
        }
    }

    /// UIKit: lowering the maximum below the value lowers the value; below the minimum, it
    /// lowers the minimum too.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard !newValue.isNaN else { return }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            if valueStorage > newValue { valueStorage = newValue }
            setNeedsLayout()
        }
    }

    /// Whether value changes are sent while the thumb moves (true) or when it is released.
    open var isContinuous = true

    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    // MARK: Geometry (overridable, as in UIKit)

    /// The track: a 4-point bar through the middle, the thumb's radius in from each end.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = 2
        return CGRect(x: bounds.minX + inset, y: bounds.midY - 2, width: max(0, bounds.width - inset * 2), height: 4)
    }

    /// The thumb (28 points) for `value` on the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size: CGFloat = 28
        let span = maximumStorage - minimumStorage
        let fraction = span > 0 ? CGFloat((value - minimumStorage) / span) : 0
        let travel = max(0, rect.width - size + 4)
        let x = rect.minX - 2 + travel * fraction
        return CGRect(x: x, y: rect.midY - size / 2, width: size, height: size)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : 118, height: 31)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumbFrame = currentThumbRect
        let location = touch.location(in: self)
        // A generous target around the thumb; elsewhere on the track nothing happens.
        guard thumbFrame.insetBy(dx: -12, dy: -12).contains(location) else { return false }
        grabOffset = location.x - thumbFrame.midX
        valueAtTouchDown = valueStorage
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        if newValue != valueStorage {
            valueStorage = newValue
            setNeedsLayout()
            layoutIfNeeded()
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let start = thumbRect(forBounds: bounds, trackRect: track, value: minimumStorage).midX
        let end = thumbRect(forBounds: bounds, trackRect: track, value: maximumStorage).midX
        guard end > start else { return minimumStorage }
        let fraction = Float(min(max((x - start) / (end - start), 0), 1))
        return minimumStorage + (maximumStorage - minimumStorage) * fraction
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// VoiceOver reads the value as a percentage of the range.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let span = maximumStorage - minimumStorage
            let percent = span > 0 ? Int(((valueStorage - minimumStorage) / span * 100).rounded()) : 0
            return "\(percent)%"
        }
        set { super.accessibilityValue = newValue }
    }

    /// VoiceOver's swipe up: a tenth of the range (sending valueChanged, a user change).
    open override func accessibilityIncrement() {
        adjustByAccessibility(+1)
    }

    open override func accessibilityDecrement() {
        adjustByAccessibility(-1)
    }

    private func adjustByAccessibility(_ direction: Float) {
        let old = valueStorage
        setValue(valueStorage + direction * (maximumStorage - minimumStorage) / 10, animated: false)
        if valueStorage != old { sendActions(for: .valueChanged) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = thumbFrame.height / 2
    }

    override func controlStateDidChange() {
        updateColors()
    }

    private func setUpSlider() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = 2
        maximumTrack.layer.cornerRadius = 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        updateColors()
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
        // Dimmed parts, not the view's own alpha (which stays the app's to set).
        minimumTrack.alpha = isEnabled ? 1 : 0.5
        maximumTrack.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = isEnabled ? 1 : 0.5
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }
}
