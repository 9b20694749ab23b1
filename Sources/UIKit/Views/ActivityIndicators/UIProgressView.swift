import Foundation
@_spi(Platform) import QuartzCore

/// A bar that fills from the leading edge as a task progresses (`progress` from 0 to 1).
///
/// Drawn as iOS 14 and later draw it: a track (`trackTintColor` or `trackImage`) with the filled
/// part (`progressTintColor`, else the tint color, or `progressImage`) on top, both as rounded
/// capsules in the default style and square in the bar style. Right-to-left layouts fill from
/// the right.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    private let trackView = UIImageView()
    private let progressView = UIImageView()
    private var progressValue: Float = 0
    private var observation: FrameworkTimer?

    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            updateColors()
            setNeedsLayout()
        }
    }

    /// From 0 to 1; values outside are pinned (UIKit). Setting it does not animate.
    open var progress: Float {
        get { progressValue }
        set { setProgress(newValue, animated: false) }
    }

    /// The filled part's color; nil uses the view's tint color.
    open var progressTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The track's color; nil uses the style's (a light fill for the default style, clear for
    /// the bar style).
    open var trackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// An image stretched over the filled part (it replaces `progressTintColor`).
    open var progressImage: UIImage? {
        didSet { updateColors() }
    }

    /// An image stretched over the track (it replaces `trackTintColor`).
    open var trackImage: UIImage? {
        didSet { updateColors() }
    }

    /// UIKit: while set, the view follows the object's `fractionCompleted`, animating each
    /// change. Linux Foundation's `Progress` has no key-value observing, so the view reads the
    /// value on the framework clock (30 times a second) while it is in a window.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            updateObservation()
        }
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        updateColors()
        frame.size = CGSize(width: frame.width, height: Self.height(of: style))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let raw = coder.decodeObject(forKey: Key.style) as? Int, let style = Style(rawValue: raw) {
            progressViewStyle = style
        }
        if let value = coder.decodeObject(forKey: Key.progress) as? Float {
            progressValue = Self.pinned(value)
        }
        setUp()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(progressViewStyle.rawValue as NSNumber, forKey: Key.style)
        coder.encode(progressValue as NSNumber, forKey: Key.progress)
    }

    private enum Key {
        static let style = "UIProgressViewStyle"
        static let progress = "UIProgress"
    }

    private func setUp() {
        trackView.isUserInteractionEnabled = false
        progressView.isUserInteractionEnabled = false
        trackView.clipsToBounds = true
        progressView.clipsToBounds = true
        addSubview(trackView)
        addSubview(progressView)
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        updateColors()
        updateAccessibilityValue()
        setNeedsLayout()
    }

    /// UIKit: values below 0 and above 1 are pinned to those limits.
    open func setProgress(_ progress: Float, animated: Bool) {
        let value = Self.pinned(progress)
        guard value != progressValue else { return }
        progressValue = value
        updateAccessibilityValue()
        if animated, window != nil {
            layoutIfNeeded()
            setNeedsLayout()
            // OpenUIKit's duration (Apple documents none).
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.layoutIfNeeded()
            }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Size

    /// UIKit (iOS 14 and later): 4 points tall in the default style; no intrinsic width. The
    /// bar style's 2.5 points is assumed (Apple documents neither figure).
    static func height(of style: Style) -> CGFloat {
        style == .bar ? 2.5 : 4
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(of: progressViewStyle))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(of: progressViewStyle))
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackView.frame = bounds
        progressView.frame = filledFrame
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        trackView.layer.cornerRadius = radius
        progressView.layer.cornerRadius = radius
    }

    /// The filled part: `progress` of the width from the leading edge. UIKit keeps a shown
    /// bar at least twice its height wide in the default style (8 points at 4 points tall)
    /// and 16/3 points wide in the bar style (measured on iOS 16); 0 shows nothing.
    var filledFrame: CGRect {
        guard progressValue > 0 else {
            return CGRect(x: leadingIsRight ? bounds.maxX : bounds.minX, y: bounds.minY, width: 0, height: bounds.height)
        }
        let minimum = progressViewStyle == .default ? bounds.height * 2 : 16 / 3
        let width = min(bounds.width, max(bounds.width * CGFloat(progressValue), minimum))
        let x = leadingIsRight ? bounds.maxX - width : bounds.minX
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    private var leadingIsRight: Bool {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        progressView.image = progressImage
        progressView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        trackView.image = trackImage
        if trackImage != nil {
            trackView.backgroundColor = nil
        } else {
            // The default style's light fill and the bar style's clear track are assumed from
            // iOS screenshots (Apple documents no default colors).
            trackView.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        }
    }

    private func updateAccessibilityValue() {
        // UIKit reads progress as a whole percentage.
        accessibilityValue = "\(Int((progressValue * 100).rounded()))%"
    }

    // MARK: Observed progress

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateObservation()
    }

    private func updateObservation() {
        observation?.invalidate()
        observation = nil
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction.isFinite { setProgress(fraction, animated: false) }
        guard window != nil else { return }
        scheduleObservation()
    }

    private func scheduleObservation() {
        observation = FrameworkScheduler.shared.schedule(after: 1.0 / 30) { [weak self] in
            guard let self, let observed = self.observedProgress, self.window != nil else { return }
            let fraction = Float(observed.fractionCompleted)
            if fraction.isFinite, Self.pinned(fraction) != self.progressValue {
                self.setProgress(fraction, animated: true)
            }
            self.scheduleObservation()
        }
    }

    static func pinned(_ value: Float) -> Float {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? 1 : 0) }
        return min(1, max(0, value))
    }
}

extension UIProgressView: ContentPriorityDefaults {
    /// UIKit: a progress view hugs at 250 horizontally and 750 vertically.
    static var defaultContentHuggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultLow, .defaultHigh)
    }
}
