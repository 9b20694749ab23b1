import Foundation

/// A spinning indicator that shows a task is in progress: eight spokes around the centre,
/// the brightest one stepping clockwise eight times a second while animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spokes (sublayers of the view's layer); the animation rotates this layer.
    private let spokes = CALayer()
    private var colorStorage: UIColor?

    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            updateSpokeColors()
        }
    }

    /// UIKit: hidden while stopped, by default.
    open var hidesWhenStopped: Bool = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' color; nil restores the style's (gray, or white for the white styles).
    open var color: UIColor! {
        get { colorStorage ?? defaultColor }
        set {
            colorStorage = newValue
            updateSpokeColors()
        }
    }

    /// Whether the indicator spins (between `startAnimating()` and `stopAnimating()`).
    open var isAnimating: Bool { isAnimatingStorage }
    var isAnimatingStorage = false

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        if let raw = coder.decodeObject(forKey: "UIActivityIndicatorViewStyle") as? Int, let decoded = Style(rawValue: raw) {
            style = decoded
        }
        setUp()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(style.rawValue as NSNumber, forKey: "UIActivityIndicatorViewStyle")
    }

    private func setUp() {
        layer.addSublayer(spokes)
        for _ in 0..<Self.spokeCount { spokes.addSublayer(CALayer()) }
        isHidden = hidesWhenStopped
        isAccessibilityElement = true
        accessibilityLabel = "In progress"
        accessibilityTraits = .updatesFrequently
        updateSpokeColors()
        setNeedsLayout()
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimatingStorage = true
        isHidden = false
        if window != nil { addSpin() }
    }

    // UIKit: an animating indicator stops spinning while out of a window (nothing ticks for
    // it) and spins again when it comes back; `isAnimating` stays true.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            spokes.removeAnimation(forKey: "UIActivityIndicatorViewSpin")
        } else if isAnimating, spokes.animation(forKey: "UIActivityIndicatorViewSpin") == nil {
            addSpin()
        }
    }

    private func addSpin() {
        let steps = Self.spokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<steps).map { NSNumber(value: Double($0) * 2 * Double.pi / Double(steps)) }
        spin.keyTimes = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
        spin.calculationMode = .discrete
        // UIKit: the highlight turns clockwise once a second (a published observation of the
        // 12-spoke indicator of iOS 7–12); kept for iOS 13's eight spokes, whose rate Apple
        // does not document (assumed the same).
        spin.duration = 1
        spin.repeatCount = .infinity
        spokes.add(spin, forKey: "UIActivityIndicatorViewSpin")
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimatingStorage = false
        spokes.removeAnimation(forKey: "UIActivityIndicatorViewSpin")
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.size(of: style)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokes.bounds = CGRect(origin: .zero, size: size)
        spokes.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let large = size.width > 30
        // The spokes' geometry is OpenUIKit's: capsules from 40 % of the radius outwards.
        let radius = size.width / 2
        let width: CGFloat = large ? 4 : 2.5
        let length = radius * 0.6
        for (index, spoke) in (spokes.sublayers ?? []).enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.anchorPoint = CGPoint(x: 0.5, y: 1 + (radius - length) / length)
            spoke.position = CGPoint(x: radius, y: radius)
            spoke.transform = CATransform3DMakeRotation(CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
        }
        CATransaction.commit()
    }

    // MARK: Private

    /// Eight, as iOS 13 and later draw `.medium` and `.large` (counted on screenshots; Apple
    /// documents no figure; iOS 7–12's styles had twelve).
    static let spokeCount = 8

    /// UIKit: 20 × 20 points for the medium styles, 37 × 37 for the large ones.
    static func size(of style: Style) -> CGSize {
        switch style.rawValue {
        case Style.large.rawValue, 0: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }

    private var defaultColor: UIColor {
        style.rawValue == 0 || style.rawValue == 1 ? .white : .gray
    }

    /// The leading spoke (straight up at rest) is opaque; the trail fades behind it.
    private func updateSpokeColors() {
        let base = color ?? defaultColor
        for (index, spoke) in (spokes.sublayers ?? []).enumerated() {
            // Index 0 leads; the ones counter-clockwise behind it fade out.
            let behind = (Self.spokeCount - index) % Self.spokeCount
            let alpha = max(0.3, 1 - CGFloat(behind) * 0.15)
            spoke.backgroundColor = base.withAlphaComponent(base.cgColor.alpha * alpha).cgColor
        }
    }
}
