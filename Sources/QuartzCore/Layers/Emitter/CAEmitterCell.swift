@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// The definition of the particles a `CAEmitterLayer` emits (Core Animation).
///
/// Each emitted particle takes the cell's values varied at random by the `…Range` values
/// (`value + range × u`, u uniform in −1…1), multiplied by the emitter layer's factors
/// (`birthRate`, `lifetime`, `velocity`, `scale`, `spin`), and changes over its life by the
/// `…Speed` values per second. A cell's own `emitterCells` make every particle an emitter:
/// sub-particles start where their parent is, their emission angles relative to its
/// direction, and they inherit its scale and color (multiplied).
///
/// The emitter reads its cells while it runs, so a change to a cell shows at the next
/// particle; `CAEmitterLayer.setValue(_:forKeyPath:)` with "emitterCells.name.birthRate"
/// changes a cell by name as on iOS. Not animatable (a `CABasicAnimation` of a cell's key path
/// has no effect here).
open class CAEmitterCell: NSObject, CAMediaTiming {
    public override init() {
        super.init()
    }

    /// Cells are not archived in OpenUIKit (as layers are not); a decoded cell starts with
    /// default values. Declared so that subclasses written for iOS compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Identity and content

    /// Names the cell in key paths ("emitterCells.name.birthRate").
    open var name: String?
    /// Whether the cell emits and its particles draw (true).
    open var isEnabled = true
    /// The particle's image: a `CGImage` (anything else draws nothing, as on iOS).
    open var contents: Any?
    /// The part of `contents` drawn, in unit coordinates (the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point of the particle (1).
    open var contentsScale: CGFloat = 1
    /// Filters used when particles are drawn smaller or larger than their image ("linear";
    /// "nearest" draws pixels unfiltered).
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells emitted by each particle of this cell.
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys (Core Animation's style dictionary).
    open var style: [AnyHashable: Any]?

    // MARK: Emission

    /// Particles per second (0: the cell does not emit), times the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives (0), times the layer's `lifetime`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The emission direction's angle out of the x-y plane towards z (radians).
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the x-y plane (radians; 0 is +x, −π/2 is up in a
    /// y-down layer).
    open var emissionLongitude: CGFloat = 0
    /// The half-angle of the cone around the emission direction that particles leave in,
    /// uniformly distributed (radians; π: every direction).
    open var emissionRange: CGFloat = 0

    // MARK: Motion

    /// Initial speed (points per second), times the layer's `velocity`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration (points per second squared).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0

    // MARK: Appearance over time

    /// Size relative to the image (1), times the layer's `scale`.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    /// Change of scale per second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed (radians per second), times the layer's `spin`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the image's colors (opaque white when nil).
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// Change of each component per second.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0

    // MARK: CAMediaTiming

    // The cell's emission runs on the emitter's clock: it starts `beginTime` seconds after the
    // emitter starts and lasts `duration` seconds (0: as long as the emitter runs) times the
    // repeats; `speed` scales the cell's emission rate.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the cell emits at `local` seconds into the emitter's run.
    func emits(atEmitterTime local: CFTimeInterval) -> Bool {
        let t = local - beginTime + timeOffset
        guard t >= 0 else { return false }
        guard duration > 0 else { return true }
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        let active = repeatDuration > 0 ? repeatDuration : duration * cycles * (autoreverses ? 2 : 1)
        return t < active
    }

    // MARK: Key-value coding

    /// Core Animation's defaults for the cell's keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": return true
        case "scale", "contentsScale": return CGFloat(1)
        case "speed": return Float(1)
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": return "linear"
        default: return nil
        }
    }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Stored values of keys the cell does not declare.
    private var otherValues: [String: Any] = [:]

    /// A property by name (or a value stored under another key, or `defaultValue(forKey:)`).
    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "isEnabled", "enabled": return isEnabled
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "contentsScale": return contentsScale
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        case "minificationFilterBias": return minificationFilterBias
        case "emitterCells": return emitterCells
        case "style": return style
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "lifetimeRange": return lifetimeRange
        case "emissionLatitude": return emissionLatitude
        case "emissionLongitude": return emissionLongitude
        case "emissionRange": return emissionRange
        case "velocity": return velocity
        case "velocityRange": return velocityRange
        case "xAcceleration": return xAcceleration
        case "yAcceleration": return yAcceleration
        case "zAcceleration": return zAcceleration
        case "scale": return scale
        case "scaleRange": return scaleRange
        case "scaleSpeed": return scaleSpeed
        case "spin": return spin
        case "spinRange": return spinRange
        case "color": return color
        case "redRange": return redRange
        case "greenRange": return greenRange
        case "blueRange": return blueRange
        case "alphaRange": return alphaRange
        case "redSpeed": return redSpeed
        case "greenSpeed": return greenSpeed
        case "blueSpeed": return blueSpeed
        case "alphaSpeed": return alphaSpeed
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        default: return otherValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a property by name; numbers may be any numeric type or `NSNumber`. A value of the
    /// wrong type is ignored (logged).
    open func setValue(_ value: Any?, forKey key: String) {
        func float() -> Float? { CALayer.number(value).map { Float($0) } }
        func cg() -> CGFloat? { CALayer.number(value) }
        func double() -> Double? { CALayer.number(value).map { Double($0) } }
        var ok = true
        switch key {
        case "name": name = value as? String
        case "isEnabled", "enabled": if let v = value as? Bool { isEnabled = v } else if let v = double() { isEnabled = v != 0 } else { ok = false }
        case "contents": contents = value
        case "contentsRect": if let v = value as? CGRect { contentsRect = v } else { ok = false }
        case "contentsScale": if let v = cg() { contentsScale = v } else { ok = false }
        case "minificationFilter": if let v = value as? String { minificationFilter = v } else { ok = false }
        case "magnificationFilter": if let v = value as? String { magnificationFilter = v } else { ok = false }
        case "minificationFilterBias": if let v = float() { minificationFilterBias = v } else { ok = false }
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "style": style = value as? [AnyHashable: Any]
        case "birthRate": if let v = float() { birthRate = v } else { ok = false }
        case "lifetime": if let v = float() { lifetime = v } else { ok = false }
        case "lifetimeRange": if let v = float() { lifetimeRange = v } else { ok = false }
        case "emissionLatitude": if let v = cg() { emissionLatitude = v } else { ok = false }
        case "emissionLongitude": if let v = cg() { emissionLongitude = v } else { ok = false }
        case "emissionRange": if let v = cg() { emissionRange = v } else { ok = false }
        case "velocity": if let v = cg() { velocity = v } else { ok = false }
        case "velocityRange": if let v = cg() { velocityRange = v } else { ok = false }
        case "xAcceleration": if let v = cg() { xAcceleration = v } else { ok = false }
        case "yAcceleration": if let v = cg() { yAcceleration = v } else { ok = false }
        case "zAcceleration": if let v = cg() { zAcceleration = v } else { ok = false }
        case "scale": if let v = cg() { scale = v } else { ok = false }
        case "scaleRange": if let v = cg() { scaleRange = v } else { ok = false }
        case "scaleSpeed": if let v = cg() { scaleSpeed = v } else { ok = false }
        case "spin": if let v = cg() { spin = v } else { ok = false }
        case "spinRange": if let v = cg() { spinRange = v } else { ok = false }
        case "color":
            if value == nil { color = nil } else if let v = value as? CGColor { color = v } else { ok = false }
        case "redRange": if let v = float() { redRange = v } else { ok = false }
        case "greenRange": if let v = float() { greenRange = v } else { ok = false }
        case "blueRange": if let v = float() { blueRange = v } else { ok = false }
        case "alphaRange": if let v = float() { alphaRange = v } else { ok = false }
        case "redSpeed": if let v = float() { redSpeed = v } else { ok = false }
        case "greenSpeed": if let v = float() { greenSpeed = v } else { ok = false }
        case "blueSpeed": if let v = float() { blueSpeed = v } else { ok = false }
        case "alphaSpeed": if let v = float() { alphaSpeed = v } else { ok = false }
        case "beginTime": if let v = double() { beginTime = v } else { ok = false }
        case "duration": if let v = double() { duration = v } else { ok = false }
        case "speed": if let v = float() { speed = v } else { ok = false }
        case "timeOffset": if let v = double() { timeOffset = v } else { ok = false }
        case "repeatCount": if let v = float() { repeatCount = v } else { ok = false }
        case "repeatDuration": if let v = double() { repeatDuration = v } else { ok = false }
        case "autoreverses": if let v = value as? Bool { autoreverses = v } else { ok = false }
        case "fillMode": if let v = value as? CAMediaTimingFillMode { fillMode = v } else { ok = false }
        default: otherValues[key] = value
        }
        if !ok {
            FrameworkLog.log("CAEmitterCell.setValue(_:forKey: \"\(key)\"): a \(value.map { "\(type(of: $0))" } ?? "nil") value does not fit; ignored")
        }
    }

    /// A value along a dotted path: "emitterCells.name.key" reaches a sub-cell by name.
    open func value(forKeyPath keyPath: String) -> Any? {
        KeyPathWalk.value(from: self, path: keyPath[...])
    }

    /// Sets a value along a dotted path ("emitterCells.spark.birthRate").
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyPathWalk.setValue(value, on: self, path: keyPath[...], api: "CAEmitterCell.setValue(_:forKeyPath:)")
    }
}
