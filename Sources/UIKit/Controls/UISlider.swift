@_spi(Diagnostics) import CoreGraphics
/// A control for selecting a single value from a continuous range of values (UIKit).
///
/// Dragging the thumb changes `value` and sends `valueChanged` — continuously, or once when
/// the touch ends if `isContinuous` is false. Touches that do not start on the thumb are
/// not tracked. The track is drawn in `minimumTrackTintColor` (the tint color) up to the
/// thumb and `maximumTrackTintColor` after it; images can replace the thumb and the track
/// halves, per state.
@preconcurrency @MainActor
open class UISlider: UIControl {
    var valueStorage: Float = 0
    /// iOS 26 (UISlider+TrackConfiguration.swift).
    var trackConfigurationStorage: TrackConfiguration?
    var minimumStorage: Float = 0
    var maximumStorage: Float = 1
    var valueAtTouchDown: Float = 0
    /// Where on the thumb the finger grabbed it (so the thumb does not jump).
    var grabOffset: CGFloat = 0
    /// Holds the parts, so that a disabled slider fades as one picture.
    let content = UIView()
    let minimumTrack = UIImageView()
    let maximumTrack = UIImageView()
    let thumb = UIImageView()
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()
    var thumbImages = ControlStateTable<UIImage>()
    var minimumTrackImages = ControlStateTable<UIImage>()
    var maximumTrackImages = ControlStateTable<UIImage>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
        _decodeSlider(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeSlider(with: coder)
    }

    /// UIKit: a value outside the range is pinned to the minimum or maximum.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Moves the thumb (animated, in a window, when asked) without sending `valueChanged`.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        valueStorage = _valueConstrainedByTrack(min(max(value, minimumStorage), maximumStorage))
        positionParts(animated: animated)
    }

    /// UIKit: raising the minimum above the value raises the value; above the maximum, it
    /// raises the maximum too.
    /// iOS 26: the slider's look. Kept: OpenUIKit draws the thumb for `.thumbless` too.
    open var sliderStyle: UISlider.Style = .default

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

    /// The control style the slider prefers (iOS 15). UIKit: `.automatic`.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    /// The style the slider behaves in: `.pad` unless the idiom is the Mac's (never here).
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// The track before the thumb; nil: the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { _appearanceSet(\UISlider.minimumTrackTintColor, minimumTrackTintColor); updateParts() } }
    /// The track after the thumb; nil: a light gray fill.
    open var maximumTrackTintColor: UIColor? { didSet { _appearanceSet(\UISlider.maximumTrackTintColor, maximumTrackTintColor); updateParts() } }
    /// The thumb; nil: white.
    open var thumbTintColor: UIColor? { didSet { _appearanceSet(\UISlider.thumbTintColor, thumbTintColor); updateParts() } }

    /// Shown at the minimum end; the track makes room for it.
    open var minimumValueImage: UIImage? {
        didSet {
            _appearanceSet(\UISlider.minimumValueImage, minimumValueImage)
            updateParts()
            setNeedsLayout()
        }
    }

    /// Shown at the maximum end; the track makes room for it.
    open var maximumValueImage: UIImage? {
        didSet {
            _appearanceSet(\UISlider.maximumValueImage, maximumValueImage)
            updateParts()
            setNeedsLayout()
        }
    }

    // MARK: Images per state (UIKit: a state without its own image uses the normal one)

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setThumbImage(_:for:)", state.rawValue) { (view: UISlider) in view.setThumbImage(image, for: state) }
        let oldHeight = naturalHeight
        thumbImages[exactly: state] = image
        updateParts()
        setNeedsLayout()
        // UIKit: a thumb image taller than 31 points makes the slider taller.
        if naturalHeight != oldHeight { invalidateIntrinsicContentSize() }
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages.value(for: state) }

    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setMinimumTrackImage(_:for:)", state.rawValue) { (view: UISlider) in view.setMinimumTrackImage(image, for: state) }
        minimumTrackImages[exactly: state] = image
        updateParts()
        setNeedsLayout()
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages.value(for: state) }

    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setMaximumTrackImage(_:for:)", state.rawValue) { (view: UISlider) in view.setMaximumTrackImage(image, for: state) }
        maximumTrackImages[exactly: state] = image
        updateParts()
        setNeedsLayout()
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages.value(for: state) }

    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Geometry (overridable, as in UIKit)

    /// Where the minimum value image goes: at the leading end, vertically centered.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, forBounds: bounds, atMinimumEnd: true)
    }

    /// Where the maximum value image goes: at the trailing end, vertically centered.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, forBounds: bounds, atMinimumEnd: false)
    }

    /// The track: a 4-point bar through the middle (as tall as custom track images), 2 points
    /// in from the ends or from the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        _trackRect(forBounds: bounds)
    }

    /// The thumb (28 points, or the thumb image's size) for `value` on the track: its edges
    /// reach the track's ends, 2 points beyond them, at the minimum and the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        _thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }

    /// UIKit: no intrinsic width; 31 points high (or as tall as a taller thumb image).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : 118, height: naturalHeight)
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
        let newValue = _valueConstrainedByTrack(value(forThumbCenterX: touch.location(in: self).x - grabOffset))
        if newValue != valueStorage {
            valueStorage = newValue
            positionParts(animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
    }

    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let start = thumbRect(forBounds: bounds, trackRect: track, value: minimumStorage).midX
        let end = thumbRect(forBounds: bounds, trackRect: track, value: maximumStorage).midX
        guard end != start else { return minimumStorage }
        let fraction = Float(min(max((x - start) / (end - start), 0), 1))
        return minimumStorage + (maximumStorage - minimumStorage) * fraction
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// VoiceOver reads the value as a percentage of the range.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let span = maximumStorage - minimumStorage
            let percent = span > 0 ? Int(saturating: ((valueStorage - minimumStorage) / span * 100).rounded()) : 0
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
        layoutParts()
    }

    override func controlStateDidChange() {
        updateParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts()
    }
}
