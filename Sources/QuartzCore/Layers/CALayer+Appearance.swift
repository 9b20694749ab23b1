extension CALayer {
    public var isHidden: Bool {
        get { flags.contains(.isHidden) }
        set { setFlag(.isHidden, newValue) }
    }

    /// Opacity in 0...1 (values outside are clamped when compositing, not here, as in Core
    /// Animation).
    public var opacity: Float {
        get { _opacity }
        set {
            guard newValue.isFinite else { return Self.reportInvalid("opacity", "\(newValue)") }
            guard newValue != _opacity else { return }
            _opacity = newValue
            layerDidChangeAppearance()
        }
    }

    public var masksToBounds: Bool {
        get { flags.contains(.masksToBounds) }
        set { setFlag(.masksToBounds, newValue) }
    }

    public var isOpaque: Bool {
        get { flags.contains(.isOpaque) }
        set { setFlag(.isOpaque, newValue) }
    }

    public var isDoubleSided: Bool {
        get { flags.contains(.isDoubleSided) }
        set { setFlag(.isDoubleSided, newValue) }
    }

    public var isGeometryFlipped: Bool {
        get { flags.contains(.isGeometryFlipped) }
        set { setFlag(.isGeometryFlipped, newValue) }
    }

    public var needsDisplayOnBoundsChange: Bool {
        get { flags.contains(.needsDisplayOnBoundsChange) }
        set { setFlag(.needsDisplayOnBoundsChange, newValue) }
    }

    public var allowsGroupOpacity: Bool {
        get { flags.contains(.allowsGroupOpacity) }
        set { setFlag(.allowsGroupOpacity, newValue) }
    }

    public var allowsEdgeAntialiasing: Bool {
        get { flags.contains(.allowsEdgeAntialiasing) }
        set { setFlag(.allowsEdgeAntialiasing, newValue) }
    }

    public var shouldRasterize: Bool {
        get { flags.contains(.shouldRasterize) }
        set { setFlag(.shouldRasterize, newValue) }
    }

    public var drawsAsynchronously: Bool {
        get { flags.contains(.drawsAsynchronously) }
        set { setFlag(.drawsAsynchronously, newValue) }
    }

    public var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            _backgroundColor = newValue
            layerDidChangeAppearance()
        }
    }

    public var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            guard newValue.isFinite else { return Self.reportInvalid("cornerRadius", "\(newValue)") }
            _cornerRadius = newValue
            layerDidChangeAppearance()
        }
    }

    public var maskedCorners: CACornerMask {
        get { extras?.maskedCorners ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
        set {
            ensureExtras().maskedCorners = newValue
            layerDidChangeAppearance()
        }
    }

    public var cornerCurve: CALayerCornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { ensureExtras().cornerCurve = newValue }
    }

    public var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            guard newValue.isFinite else { return Self.reportInvalid("borderWidth", "\(newValue)") }
            _borderWidth = newValue
            layerDidChangeAppearance()
        }
    }

    /// Core Animation: opaque black by default.
    public var borderColor: CGColor? {
        get { _borderColor }
        set {
            _borderColor = newValue
            layerDidChangeAppearance()
        }
    }

    /// A layer whose alpha channel masks the receiver's content.
    public var mask: CALayer? {
        get { extras?.mask }
        set {
            ensureExtras().mask = newValue
            layerDidChangeAppearance()
        }
    }

    /// Core Animation: opaque black by default.
    public var shadowColor: CGColor? {
        get { extras.map { $0.shadowColor } ?? CGColor.black }
        set { ensureExtras().shadowColor = newValue; layerDidChangeAppearance() }
    }

    public var shadowOpacity: Float {
        get { extras?.shadowOpacity ?? 0 }
        set { ensureExtras().shadowOpacity = newValue; layerDidChangeAppearance() }
    }

    /// Core Animation: (0, -3) by default.
    public var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { ensureExtras().shadowOffset = newValue; layerDidChangeAppearance() }
    }

    /// Core Animation: 3 by default.
    public var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set { ensureExtras().shadowRadius = newValue; layerDidChangeAppearance() }
    }

    /// The layer's content: typically a `CGImage`.
    public var contents: Any? {
        get { extras?.contents }
        set { ensureExtras().contents = newValue; layerDidChangeAppearance() }
    }

    public var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { ensureExtras().contentsRect = newValue; layerDidChangeAppearance() }
    }

    public var contentsCenter: CGRect {
        get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { ensureExtras().contentsCenter = newValue; layerDidChangeAppearance() }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { ensureExtras().contentsGravity = newValue; layerDidChangeAppearance() }
    }

    /// Pixels per point of the backing store.
    public var contentsScale: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set {
            guard newValue.isFinite, newValue > 0 else { return Self.reportInvalid("contentsScale", "\(newValue)") }
            ensureExtras().contentsScale = newValue
            layerDidChangeAppearance()
        }
    }

    public var rasterizationScale: CGFloat {
        get { extras?.rasterizationScale ?? 1 }
        set { ensureExtras().rasterizationScale = newValue }
    }

    /// Actions for property keys; an entry overrides the delegate and default actions.
    public var actions: [String: any CAAction]? {
        get { extras?.actions }
        set { ensureExtras().actions = newValue }
    }

    public var style: [AnyHashable: Any]? {
        get { extras?.style }
        set { ensureExtras().style = newValue }
    }

    func setFlag(_ flag: LayerFlags, _ on: Bool) {
        guard flags.contains(flag) != on else { return }
        if on { flags.insert(flag) } else { flags.remove(flag) }
        layerDidChangeAppearance()
    }
}
