@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A control for incrementing or decrementing a value (UIKit): a minus half and a plus
/// half. A touch down changes the value by `stepValue` at once; holding repeats the change
/// (when `autorepeat`), faster the longer the press lasts.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    var valueStorage: Double = 0
    var minimumStorage: Double = 0
    var maximumStorage: Double = 100
    var stepStorage: Double = 1
    var pressedDirection: Double = 0
    var valueAtTouchDown: Double = 0
    var repeatTimer: FrameworkTimer?
    var repeatCount = 0
    /// The rounded, clipped picture: background, pressed halves, divider and glyphs.
    let content = UIView()
    let backgroundView = UIImageView()
    let minusHalf = UIView()
    let plusHalf = UIView()
    let minusGlyph = UIImageView()
    let plusGlyph = UIImageView()
    let divider = UIImageView()
    var backgroundImages = ControlStateTable<UIImage>()
    var incrementImages = ControlStateTable<UIImage>()
    var decrementImages = ControlStateTable<UIImage>()
    var dividerImages: [StepperDividerKey: UIImage] = [:]
    /// The default glyphs by image scale, drawn once per process.
    static var defaultGlyphs: [CGFloat: (minus: UIImage, plus: UIImage)] = [:]

    /// UIKit: a held stepper repeats after half a second, then speeds up.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.2
    static let fastAutorepeatInterval: TimeInterval = 0.05

    /// UIKit: "the bounding rectangle for a stepper matches that of a UISwitch object" — a
    /// stepper made with any frame (or none) gets its fixed 94 × 32 size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        setUpStepper()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStepper()
        _decodeStepper(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeStepper(with: coder)
    }

    /// Clamped to `minimumValue...maximumValue`. Default 0.
    open var value: Double {
        get { valueStorage }
        set {
            guard !newValue.isNaN else { return }
            valueStorage = min(max(newValue, minimumStorage), maximumStorage)
            updateHalves()
        }
    }

    /// UIKit: setting a minimum above the maximum sets both to the new value. Default 0.
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard newValue.isFinite else { return FrameworkLog.log("UIStepper.minimumValue: \(newValue) is not finite; ignored") }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            value = valueStorage
        }
    }

    /// UIKit: setting a maximum below the minimum sets both to the new value. Default 100.
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard newValue.isFinite else { return FrameworkLog.log("UIStepper.maximumValue: \(newValue) is not finite; ignored") }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            value = valueStorage
        }
    }

    /// Must be greater than 0 (UIKit raises; OpenUIKit logs and keeps the old step). Default 1.
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue > 0, newValue.isFinite else {
                return FrameworkLog.log("UIStepper.stepValue: \(newValue) must be greater than 0; ignored")
            }
            stepStorage = newValue
        }
    }

    /// Whether the value wraps from the maximum to the minimum (and back). Default false.
    open var wraps = false { didSet { updateHalves() } }
    /// Whether holding a half repeats the change. Default true.
    open var autorepeat = true
    /// Whether `valueChanged` is sent on every change (true) or once when the touch ends.
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 94, height: 32) }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let onLeft = touch.location(in: self).x < bounds.midX
        // UIKit: "+" is on the trailing side (the left in a right-to-left layout).
        let direction: Double = onLeft != (effectiveUserInterfaceLayoutDirection == .rightToLeft) ? -1 : 1
        guard canStep(direction) else { return false }
        pressedDirection = direction
        valueAtTouchDown = valueStorage
        step()
        if autorepeat {
            repeatCount = 0
            scheduleRepeat(after: Self.autorepeatDelay)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func finishPress() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedDirection = 0
        if !isContinuous, valueStorage != valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
        updateHalves()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = FrameworkScheduler.shared.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking, self.pressedDirection != 0, self.isTouchInside else { return }
            self.repeatCount += 1
            self.step()
            let interval = self.repeatCount >= 10 ? Self.fastAutorepeatInterval : Self.autorepeatInterval
            self.scheduleRepeat(after: interval)
        }
    }

    func canStep(_ direction: Double) -> Bool {
        wraps || (direction < 0 ? valueStorage > minimumStorage : valueStorage < maximumStorage)
    }

    private func step() {
        var next = valueStorage + pressedDirection * stepStorage
        if next > maximumStorage {
            next = wraps ? minimumStorage : maximumStorage
        } else if next < minimumStorage {
            next = wraps ? maximumStorage : minimumStorage
        }
        guard next != valueStorage else { return }
        valueStorage = next
        updateHalves()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    // MARK: Appearance

    /// Replaces the background (both halves) for a state; a state without its own image uses
    /// the normal one (UIKit).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setBackgroundImage(_:for:)", state.rawValue) { (view: UIStepper) in view.setBackgroundImage(image, for: state) }
        backgroundImages[exactly: state] = image
        updateHalves()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }

    /// Replaces the "+" glyph for a state.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setIncrementImage(_:for:)", state.rawValue) { (view: UIStepper) in view.setIncrementImage(image, for: state) }
        incrementImages[exactly: state] = image
        updateHalves()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages.value(for: state) }

    /// Replaces the "−" glyph for a state.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setDecrementImage(_:for:)", state.rawValue) { (view: UIStepper) in view.setDecrementImage(image, for: state) }
        decrementImages[exactly: state] = image
        updateHalves()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages.value(for: state) }

    /// Replaces the divider for a combination of the halves' states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        _appearanceCall("setDividerImage(_:forLeftSegmentState:rightSegmentState:)", leftState.rawValue << 32 | rightState.rawValue) { (view: UIStepper) in view.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) }
        dividerImages[StepperDividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        updateHalves()
    }

    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[StepperDividerKey(left: state.rawValue, right: state2.rawValue)]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    override func controlStateDidChange() {
        updateHalves()
    }
}

extension UIStepper: ContentPriorityDefaults {
    /// UIKit: a stepper created in code hugs its fixed size at 750 on both axes.
    static var defaultContentHuggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }
}
