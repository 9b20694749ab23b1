@_spi(Diagnostics) import CoreGraphics

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
            let change = beginAnimatableChange("opacity")
            guard newValue.isFinite else { return Self.reportInvalid("opacity", "\(newValue)") }
            guard newValue != _opacity else { return }
            _opacity = newValue
            noteAppearanceChange("opacity")
            change?.finish()
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
            let change = beginAnimatableChange("backgroundColor")
            _backgroundColor = newValue
            noteAppearanceChange("backgroundColor")
            change?.finish()
        }
    }

    public var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            let change = beginAnimatableChange("cornerRadius")
            guard newValue.isFinite else { return Self.reportInvalid("cornerRadius", "\(newValue)") }
            _cornerRadius = newValue
            noteAppearanceChange("cornerRadius")
            change?.finish()
        }
    }

    public var maskedCorners: CACornerMask {
        get { extras?.maskedCorners ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
        set {
            ensureExtras().maskedCorners = newValue
            noteAppearanceChange("maskedCorners")
        }
    }

    public var cornerCurve: CALayerCornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { ensureExtras().cornerCurve = newValue }
    }

    public var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            let change = beginAnimatableChange("borderWidth")
            guard newValue.isFinite else { return Self.reportInvalid("borderWidth", "\(newValue)") }
            _borderWidth = newValue
            noteAppearanceChange("borderWidth")
            change?.finish()
        }
    }

    /// Core Animation: opaque black by default.
    public var borderColor: CGColor? {
        get { _borderColor }
        set {
            let change = beginAnimatableChange("borderColor")
            _borderColor = newValue
            noteAppearanceChange("borderColor")
            change?.finish()
        }
    }

    /// A layer whose alpha channel masks the receiver's content (and its sublayers, border
    /// and shadow). Core Animation: the mask must have no superlayer; its geometry is in the
    /// receiver's coordinate space.
    public var mask: CALayer? {
        get { extras?.mask }
        set {
            let old = extras?.mask
            guard old !== newValue else { return }
            if let old, old.extras?.maskOwner === self { old.extras?.maskOwner = nil }
            if let newValue {
                if newValue._superlayer != nil {
                    FrameworkLog.log("CALayer.mask: the mask layer has a superlayer; removing it from there")
                    newValue.removeFromSuperlayer()
                }
                newValue.ensureExtras().maskOwner = self
            }
            ensureExtras().mask = newValue
            if let newValue { layerDidJoinTree(newValue) }
            noteAppearanceChange("mask")
        }
    }

    /// Core Animation: opaque black by default.
    public var shadowColor: CGColor? {
        get { extras.map { $0.shadowColor } ?? CGColor.black }
        set {
            let change = beginAnimatableChange("shadowColor")
            ensureExtras().shadowColor = newValue
            noteAppearanceChange("shadowColor")
            change?.finish()
        }
    }

    public var shadowOpacity: Float {
        get { extras?.shadowOpacity ?? 0 }
        set {
            let change = beginAnimatableChange("shadowOpacity")
            guard newValue.isFinite else { return Self.reportInvalid("shadowOpacity", "\(newValue)") }
            ensureExtras().shadowOpacity = newValue
            noteAppearanceChange("shadowOpacity")
            change?.finish()
        }
    }

    /// Core Animation: (0, -3) by default.
    public var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set {
            let change = beginAnimatableChange("shadowOffset")
            guard newValue.width.isFinite, newValue.height.isFinite else {
                return Self.reportInvalid("shadowOffset", "\(newValue)")
            }
            ensureExtras().shadowOffset = newValue
            noteAppearanceChange("shadowOffset")
            change?.finish()
        }
    }

    /// Core Animation: 3 by default.
    public var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set {
            let change = beginAnimatableChange("shadowRadius")
            guard newValue.isFinite else { return Self.reportInvalid("shadowRadius", "\(newValue)") }
            ensureExtras().shadowRadius = newValue
            noteAppearanceChange("shadowRadius")
            change?.finish()
        }
    }

    /// The shape of the shadow. Core Animation: when set, the shadow is cast by this path
    /// (filled with the non-zero rule) instead of the layer's composited alpha, which is
    /// much cheaper to render.
    public var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set {
            if newValue == nil, extras?.shadowPath == nil { return }
            ensureExtras().shadowPath = newValue?.copy() // Core Animation copies the path.
            noteAppearanceChange("shadowPath")
        }
    }

    /// The layer's content: a `CGImage` (other values are ignored when drawing, as Core
    /// Animation ignores objects it cannot draw). After `display()`, the image drawn into the
    /// backing store.
    public var contents: Any? {
        get { extras?.contents }
        set {
            if newValue == nil, extras?.contents == nil { return }
            let extras = ensureExtras()
            extras.contents = newValue
            // Contents set from outside replace the backing store.
            if let store = extras.backingStore, (newValue as? CGImage) !== store.image { extras.backingStore = nil }
            noteAppearanceChange("contents")
        }
    }

    public var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            let change = beginAnimatableChange("contentsRect")
            ensureExtras().contentsRect = newValue
            noteAppearanceChange("contentsRect")
            change?.finish()
        }
    }

    public var contentsCenter: CGRect {
        get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            let change = beginAnimatableChange("contentsCenter")
            ensureExtras().contentsCenter = newValue
            noteAppearanceChange("contentsCenter")
            change?.finish()
        }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { ensureExtras().contentsGravity = newValue; noteAppearanceChange("contentsGravity") }
    }

    /// Pixels per point of the backing store.
    public var contentsScale: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set {
            guard newValue.isFinite, newValue > 0 else { return Self.reportInvalid("contentsScale", "\(newValue)") }
            guard newValue != contentsScale else { return }
            ensureExtras().contentsScale = newValue
            noteAppearanceChange("contentsScale")
        }
    }

    /// The filter used when `contents` are drawn smaller than their pixels (`.linear`).
    public var minificationFilter: CALayerContentsFilter {
        get { extras?.minificationFilter ?? .linear }
        set { ensureExtras().minificationFilter = newValue; noteAppearanceChange("minificationFilter") }
    }

    /// The filter used when `contents` are drawn larger than their pixels (`.linear`;
    /// `.nearest` keeps pixel art crisp).
    public var magnificationFilter: CALayerContentsFilter {
        get { extras?.magnificationFilter ?? .linear }
        set { ensureExtras().magnificationFilter = newValue; noteAppearanceChange("magnificationFilter") }
    }

    /// The mipmap level bias of trilinear minification (kept; OpenUIKit has no mipmaps).
    public var minificationFilterBias: Float {
        get { extras?.minificationFilterBias ?? 0 }
        set { ensureExtras().minificationFilterBias = newValue }
    }

    /// The backing store format asked for. Differs from Core Animation: backing stores are
    /// always 8-bit premultiplied BGRA; the value is kept.
    public var contentsFormat: CALayerContentsFormat {
        get { extras?.contentsFormat ?? .RGBA8Uint }
        set { ensureExtras().contentsFormat = newValue }
    }

    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on (all by default). Kept;
    /// OpenUIKit antialiases transformed layers' edges all around.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { extras?.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
        set { ensureExtras().edgeAntialiasingMask = newValue }
    }

    /// How much larger a corner radius of `curve` looks than a circular one: 1 for
    /// `.circular`, about 1.528665 for `.continuous` (Core Animation's values).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
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
        noteAppearanceChange(nil)
    }
}
