@_spi(Rendering) import CoreGraphics

/// Reading and writing the animatable properties of a layer by key path ("position",
/// "position.x", "bounds.size.width", "transform.rotation.z", "strokeEnd", ...), straight
/// into the layer's storage: animation values are shown without the side effects of the
/// setters (layout, redisplay, delegate calls) and without a subclass's overrides (CALayer's own
/// `_nameImpl` accessors).
enum AnimatableKeyPath {
    static func split(_ keyPath: String) -> (base: String, rest: [String]) {
        // Most key paths name a whole property ("position", "opacity"): no splitting then
        // (each setter and animation frame splits its key).
        // A loop over the bytes: `contains` called a copy in FoundationEssentials that walks the
        // view generically (about 260 instructions a key; 6,600 splits in ten Catalog flows).
        var hasDot = false
        for byte in keyPath.utf8 where byte == UInt8(ascii: ".") {
            hasDot = true
            break
        }
        guard hasDot else { return (keyPath, []) }
        let parts = keyPath.split(separator: ".").map(String.init)
        return (parts.first ?? keyPath, Array(parts.dropFirst()))
    }

    /// Whether `keyPath` is `base` or a path into it ("bounds.size.width" into "bounds").
    static func hasBase(_ base: String, _ keyPath: String) -> Bool {
        split(keyPath).base == base
    }

    /// The model value of a base property; nil when the key is not animatable.
    static func value(of layer: CALayer, base: String) -> Any? {
        switch base {
        case "position": return layer._position
        case "bounds": return layer._bounds
        case "anchorPoint": return layer._anchorPoint
        case "opacity": return CGFloat(layer._opacity)
        case "transform": return layer._transformImpl
        case "sublayerTransform": return layer._sublayerTransformImpl
        case "backgroundColor": return layer._backgroundColor ?? CGColor(gray: 0, alpha: 0)
        case "borderColor": return layer._borderColor ?? CGColor(gray: 0, alpha: 0)
        case "cornerRadius": return layer._cornerRadius
        case "borderWidth": return layer._borderWidth
        case "zPosition": return layer._zPositionImpl
        case "shadowOpacity": return CGFloat(layer._shadowOpacityImpl)
        case "shadowRadius": return layer._shadowRadiusImpl
        case "shadowOffset": return layer._shadowOffsetImpl
        case "shadowColor": return layer._shadowColorImpl ?? CGColor(gray: 0, alpha: 0)
        case "contentsRect": return layer._contentsRectImpl
        case "contentsCenter": return layer._contentsCenterImpl
        default: break
        }
        if let shape = layer as? CAShapeLayer {
            switch base {
            case "strokeStart": return shape.strokeStart
            case "strokeEnd": return shape.strokeEnd
            case "lineWidth": return shape.lineWidth
            case "lineDashPhase": return shape.lineDashPhase
            case "miterLimit": return shape.miterLimit
            case "fillColor": return shape.fillColor ?? CGColor(gray: 0, alpha: 0)
            case "strokeColor": return shape.strokeColor ?? CGColor(gray: 0, alpha: 0)
            default: break
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch base {
            case "startPoint": return gradient.startPoint
            case "endPoint": return gradient.endPoint
            default: break
            }
        }
        if let replicator = layer as? CAReplicatorLayer {
            switch base {
            case "instanceTransform": return replicator.instanceTransform
            case "instanceColor": return replicator.instanceColor ?? CGColor(gray: 1, alpha: 1)
            case "instanceRedOffset": return CGFloat(replicator.instanceRedOffset)
            case "instanceGreenOffset": return CGFloat(replicator.instanceGreenOffset)
            case "instanceBlueOffset": return CGFloat(replicator.instanceBlueOffset)
            case "instanceAlphaOffset": return CGFloat(replicator.instanceAlphaOffset)
            default: break
            }
        }
        // A key of the layer's own (a subclass's `progress`), animatable as Core Animation's are.
        guard !isBuiltIn(base, of: layer) else { return nil }
        return layer.customAnimatableValue(forKey: base)
    }

    /// The keys read and written above (a key a layer's own class adds is not one).
    private static let layerKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "opacity", "transform", "sublayerTransform", "backgroundColor",
        "borderColor", "cornerRadius", "borderWidth", "zPosition", "shadowOpacity", "shadowRadius",
        "shadowOffset", "shadowColor", "contentsRect", "contentsCenter",
    ]
    private static let shapeKeys: Set<String> = ["strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit", "fillColor", "strokeColor"]
    private static let gradientKeys: Set<String> = ["startPoint", "endPoint"]
    private static let replicatorKeys: Set<String> = [
        "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// Whether `base` is one of the properties Core Animation itself animates on `layer`
    /// (as opposed to a custom key stored with `setValue(_:forKey:)`).
    static func isBuiltIn(_ base: String, of layer: CALayer) -> Bool {
        if layerKeys.contains(base) { return true }
        if layer is CAShapeLayer, shapeKeys.contains(base) { return true }
        if layer is CAGradientLayer, gradientKeys.contains(base) { return true }
        if layer is CAReplicatorLayer, replicatorKeys.contains(base) { return true }
        return false
    }

    /// Writes a base property. The caller has made the layer's setters silent
    /// (`LayerFlags.showsPresentation`).
    static func set(_ value: Any, base: String, on layer: CALayer) {
        guard isBuiltIn(base, of: layer) else { return layer.setCustomAnimatableValue(value, forKey: base) }
        let number = AnimationValueMath.number(value).map { CGFloat($0) }
        switch base {
        case "position": if let p = value as? CGPoint { layer._position = p }
        case "bounds": if let r = value as? CGRect { layer._bounds = r }
        case "anchorPoint": if let p = value as? CGPoint { layer._anchorPoint = p }
        case "opacity": if let n = number { layer._opacity = Float(n) }
        case "transform": if let t = value as? CATransform3D { layer._transformImpl = t }
        case "sublayerTransform": if let t = value as? CATransform3D { layer._sublayerTransformImpl = t }
        case "backgroundColor": layer._backgroundColor = value as? CGColor
        case "borderColor": layer._borderColor = value as? CGColor
        case "cornerRadius": if let n = number { layer._cornerRadius = n }
        case "borderWidth": if let n = number { layer._borderWidth = n }
        case "zPosition": if let n = number { layer._zPositionImpl = n }
        case "shadowOpacity": if let n = number { layer._shadowOpacityImpl = Float(n) }
        case "shadowRadius": if let n = number { layer._shadowRadiusImpl = n }
        case "shadowOffset": if let s = value as? CGSize { layer._shadowOffsetImpl = s }
        case "shadowColor": layer._shadowColorImpl = value as? CGColor
        case "contentsRect": if let r = value as? CGRect { layer._contentsRectImpl = r }
        case "contentsCenter": if let r = value as? CGRect { layer._contentsCenterImpl = r }
        default: break
        }
        if let shape = layer as? CAShapeLayer {
            switch base {
            case "strokeStart": if let n = number { shape.strokeStart = n }
            case "strokeEnd": if let n = number { shape.strokeEnd = n }
            case "lineWidth": if let n = number { shape.lineWidth = n }
            case "lineDashPhase": if let n = number { shape.lineDashPhase = n }
            case "miterLimit": if let n = number { shape.miterLimit = n }
            case "fillColor": shape.fillColor = value as? CGColor
            case "strokeColor": shape.strokeColor = value as? CGColor
            default: break
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch base {
            case "startPoint": if let p = value as? CGPoint { gradient.startPoint = p }
            case "endPoint": if let p = value as? CGPoint { gradient.endPoint = p }
            default: break
            }
        }
        if let replicator = layer as? CAReplicatorLayer {
            switch base {
            case "instanceTransform": if let t = value as? CATransform3D { replicator.instanceTransform = t }
            case "instanceColor": replicator.instanceColor = value as? CGColor
            case "instanceRedOffset": if let n = number { replicator.instanceRedOffset = Float(n) }
            case "instanceGreenOffset": if let n = number { replicator.instanceGreenOffset = Float(n) }
            case "instanceBlueOffset": if let n = number { replicator.instanceBlueOffset = Float(n) }
            case "instanceAlphaOffset": if let n = number { replicator.instanceAlphaOffset = Float(n) }
            default: break
            }
        }
    }

    // MARK: Components ("position.x", "transform.rotation.z", ...)

    static func component(of value: Any, path: [String]) -> Any? {
        guard let first = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch value {
        case let p as CGPoint:
            switch first {
            case "x": return p.x
            case "y": return p.y
            default: return nil
            }
        case let s as CGSize:
            switch first {
            case "width": return s.width
            case "height": return s.height
            default: return nil
            }
        case let r as CGRect:
            switch first {
            case "origin": return component(of: r.origin, path: rest)
            case "size": return component(of: r.size, path: rest)
            default: return nil
            }
        case let t as CATransform3D:
            guard let parts = TransformParts(t) else { return nil }
            let axis = rest.first
            switch first {
            case "rotation": return axis == nil || axis == "z" ? parts.rotation : CGFloat(0)
            case "scale":
                switch axis {
                // "xy": both axes in the plane (iOS pulse and halo code animates
                // "transform.scale.xy"; Core Animation accepts it beside "x", "y" and "z").
                case nil, "xy": return (parts.sx + parts.sy) / 2
                case "x": return parts.sx
                case "y": return parts.sy
                case "z": return parts.sz
                default: return nil
                }
            case "translation":
                switch axis {
                case nil: return CGSize(width: parts.tx, height: parts.ty)
                case "x": return parts.tx
                case "y": return parts.ty
                case "z": return parts.tz
                default: return nil
                }
            default: return nil
            }
        default:
            return nil
        }
    }

    static func replacing(_ path: [String], in value: Any, with new: Any) -> Any? {
        guard let first = path.first else { return new }
        let rest = Array(path.dropFirst())
        let number = AnimationValueMath.number(new).map { CGFloat($0) }
        switch value {
        case var p as CGPoint:
            guard let n = number else { return nil }
            if first == "x" { p.x = n } else if first == "y" { p.y = n } else { return nil }
            return p
        case var s as CGSize:
            guard let n = number else { return nil }
            if first == "width" { s.width = n } else if first == "height" { s.height = n } else { return nil }
            return s
        case var r as CGRect:
            if first == "origin", let origin = replacing(rest, in: r.origin, with: new) as? CGPoint { r.origin = origin; return r }
            if first == "size", let size = replacing(rest, in: r.size, with: new) as? CGSize { r.size = size; return r }
            return nil
        case let t as CATransform3D:
            return replacingTransformPart(first, axis: rest.first, in: t, with: new)
        default:
            return nil
        }
    }

    private static func replacingTransformPart(_ part: String, axis: String?, in t: CATransform3D, with new: Any) -> CATransform3D? {
        let number = AnimationValueMath.number(new).map { CGFloat($0) }
        if part == "rotation", axis == "x" || axis == "y", let angle = number {
            // Rotation about x or y: the rest of the transform kept, that rotation applied
            // first (about the layer's anchor point, as Core Animation does).
            let rotation = CATransform3DMakeRotation(angle, axis == "x" ? 1 : 0, axis == "y" ? 1 : 0, 0)
            return CATransform3DConcat(rotation, t)
        }
        var parts = TransformParts(t) ?? TransformParts(translation: (t.m41, t.m42, t.m43), scale: (1, 1, 1), rotation: 0)
        switch (part, axis) {
        case ("rotation", nil), ("rotation", "z"): guard let n = number else { return nil }; parts.rotation = n
        case ("scale", nil): guard let n = number else { return nil }; parts.sx = n; parts.sy = n; parts.sz = n
        case ("scale", "xy"): guard let n = number else { return nil }; parts.sx = n; parts.sy = n
        case ("scale", "x"): guard let n = number else { return nil }; parts.sx = n
        case ("scale", "y"): guard let n = number else { return nil }; parts.sy = n
        case ("scale", "z"): guard let n = number else { return nil }; parts.sz = n
        case ("translation", nil):
            guard let s = new as? CGSize else { return nil }
            parts.tx = s.width; parts.ty = s.height
        case ("translation", "x"): guard let n = number else { return nil }; parts.tx = n
        case ("translation", "y"): guard let n = number else { return nil }; parts.ty = n
        case ("translation", "z"): guard let n = number else { return nil }; parts.tz = n
        default: return nil
        }
        return parts.transform
    }
}
