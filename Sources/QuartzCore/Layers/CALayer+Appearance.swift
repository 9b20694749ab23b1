@_spi(Diagnostics) import CoreGraphics

extension CALayer {
    var _isHiddenImpl: Bool {
        get { flags.contains(.isHidden) }
        set { setFlag(.isHidden, newValue) }
    }

    var _opacityImpl: Float {
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

    var _masksToBoundsImpl: Bool {
        get { flags.contains(.masksToBounds) }
        set { setFlag(.masksToBounds, newValue) }
    }

    var _isOpaqueImpl: Bool {
        get { flags.contains(.isOpaque) }
        set { setFlag(.isOpaque, newValue) }
    }

    var _isDoubleSidedImpl: Bool {
        get { flags.contains(.isDoubleSided) }
        set { setFlag(.isDoubleSided, newValue) }
    }

    var _isGeometryFlippedImpl: Bool {
        get { flags.contains(.isGeometryFlipped) }
        set { setFlag(.isGeometryFlipped, newValue) }
    }

    var _needsDisplayOnBoundsChangeImpl: Bool {
        get { flags.contains(.needsDisplayOnBoundsChange) }
        set { setFlag(.needsDisplayOnBoundsChange, newValue) }
    }

    var _allowsGroupOpacityImpl: Bool {
        get { flags.contains(.allowsGroupOpacity) }
        set { setFlag(.allowsGroupOpacity, newValue) }
    }

    var _allowsEdgeAntialiasingImpl: Bool {
        get { flags.contains(.allowsEdgeAntialiasing) }
        set { setFlag(.allowsEdgeAntialiasing, newValue) }
    }

    var _shouldRasterizeImpl: Bool {
        get { flags.contains(.shouldRasterize) }
        set { setFlag(.shouldRasterize, newValue) }
    }

    var _drawsAsynchronouslyImpl: Bool {
        get { flags.contains(.drawsAsynchronously) }
        set { setFlag(.drawsAsynchronously, newValue) }
    }

    var _backgroundColorImpl: CGColor? {
        get { _backgroundColor }
        set { setAnimatable("backgroundColor") { _backgroundColor = newValue } }
    }

    var _cornerRadiusImpl: CGFloat {
        get { _cornerRadius }
        set { setAnimatable("cornerRadius", valid: newValue.isFinite, "\(newValue)") { _cornerRadius = newValue } }
    }

    var _maskedCornersImpl: CACornerMask {
        get { extras?.maskedCorners ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
        set {
            ensureExtras().maskedCorners = newValue
            noteAppearanceChange("maskedCorners")
        }
    }

    var _cornerCurveImpl: CALayerCornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { ensureExtras().cornerCurve = newValue }
    }

    var _borderWidthImpl: CGFloat {
        get { _borderWidth }
        set { setAnimatable("borderWidth", valid: newValue.isFinite, "\(newValue)") { _borderWidth = newValue } }
    }

    var _borderColorImpl: CGColor? {
        get { _borderColor }
        set { setAnimatable("borderColor") { _borderColor = newValue } }
    }

    var _maskImpl: CALayer? {
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

    var _shadowColorImpl: CGColor? {
        get { extras.map { $0.shadowColor } ?? CGColor.black }
        set { setAnimatable("shadowColor") { ensureExtras().shadowColor = newValue } }
    }

    var _shadowOpacityImpl: Float {
        get { extras?.shadowOpacity ?? 0 }
        set { setAnimatable("shadowOpacity", valid: newValue.isFinite, "\(newValue)") { ensureExtras().shadowOpacity = newValue } }
    }

    var _shadowOffsetImpl: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set {
            setAnimatable("shadowOffset", valid: newValue.width.isFinite && newValue.height.isFinite, "\(newValue)") {
                ensureExtras().shadowOffset = newValue
            }
        }
    }

    var _shadowRadiusImpl: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set { setAnimatable("shadowRadius", valid: newValue.isFinite, "\(newValue)") { ensureExtras().shadowRadius = newValue } }
    }

    var _shadowPathImpl: CGPath? {
        get { extras?.shadowPath }
        set {
            if newValue == nil, extras?.shadowPath == nil { return }
            ensureExtras().shadowPath = newValue?.copy() // Core Animation copies the path.
            noteAppearanceChange("shadowPath")
        }
    }

    var _contentsImpl: Any? {
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

    var _contentsRectImpl: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setAnimatable("contentsRect") { ensureExtras().contentsRect = newValue } }
    }

    var _contentsCenterImpl: CGRect {
        get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setAnimatable("contentsCenter") { ensureExtras().contentsCenter = newValue } }
    }

    var _contentsGravityImpl: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { ensureExtras().contentsGravity = newValue; noteAppearanceChange("contentsGravity") }
    }

    var _contentsScaleImpl: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set {
            guard newValue.isFinite, newValue > 0 else { return Self.reportInvalid("contentsScale", "\(newValue)") }
            guard newValue != contentsScale else { return }
            ensureExtras().contentsScale = newValue
            noteAppearanceChange("contentsScale")
        }
    }

    var _minificationFilterImpl: CALayerContentsFilter {
        get { extras?.minificationFilter ?? .linear }
        set { ensureExtras().minificationFilter = newValue; noteAppearanceChange("minificationFilter") }
    }

    var _magnificationFilterImpl: CALayerContentsFilter {
        get { extras?.magnificationFilter ?? .linear }
        set { ensureExtras().magnificationFilter = newValue; noteAppearanceChange("magnificationFilter") }
    }

    var _minificationFilterBiasImpl: Float {
        get { extras?.minificationFilterBias ?? 0 }
        set { ensureExtras().minificationFilterBias = newValue }
    }

    var _contentsFormatImpl: CALayerContentsFormat {
        get { extras?.contentsFormat ?? .RGBA8Uint }
        set { ensureExtras().contentsFormat = newValue }
    }

    var _edgeAntialiasingMaskImpl: CAEdgeAntialiasingMask {
        get { extras?.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
        set { ensureExtras().edgeAntialiasingMask = newValue }
    }

    /// How much larger a corner radius of `curve` looks than a circular one: 1 for
    /// `.circular`, about 1.528665 for `.continuous` (Core Animation's values).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    var _rasterizationScaleImpl: CGFloat {
        get { extras?.rasterizationScale ?? 1 }
        set { ensureExtras().rasterizationScale = newValue }
    }

    var _actionsImpl: [String: any CAAction]? {
        get { extras?.actions }
        set { ensureExtras().actions = newValue }
    }

    var _styleImpl: [AnyHashable: Any]? {
        get { extras?.style }
        set { ensureExtras().style = newValue }
    }

    func setFlag(_ flag: LayerFlags, _ on: Bool) {
        guard flags.contains(flag) != on else { return }
        if on { flags.insert(flag) } else { flags.remove(flag) }
        noteAppearanceChange(nil)
    }
}
