@_spi(Rendering) import CoreGraphics

/// A layer that emits, animates and draws particles (Core Animation).
///
/// Particles come from `emitterCells` at `emitterShape`/`emitterMode` around
/// `emitterPosition`, in the layer's coordinate space, and are not clipped to its bounds
/// unless `masksToBounds`. The simulation runs on the framework's clock (the layer's local
/// time, so a layer `speed` of 0 pauses it) while the layer is composited, a frame at a time;
/// particles are born at exact multiples of 1 / birth rate and their random values come from
/// `seed` and their birth index, so the same configuration gives the same particles at the
/// same times whatever the frame rate. The compositor draws them between `contents` and the
/// sublayers.
///
/// Flattened, as every layer here: particles move in 3D (z velocity, acceleration) but are
/// drawn without perspective, so `preservesDepth` and `emitterZPosition`/`emitterDepth` only
/// order particles (`.backToFront`).
open class CAEmitterLayer: CALayer {
    /// The kinds of particles emitted.
    open var emitterCells: [CAEmitterCell]? {
        didSet { noteAppearanceChange("emitterCells") }
    }

    /// Multiplies every cell's `birthRate` (1).
    open var birthRate: Float = 1 {
        didSet { noteAppearanceChange("birthRate") }
    }

    /// Multiplies every cell's `lifetime` (1).
    open var lifetime: Float = 1 {
        didSet { noteAppearanceChange("lifetime") }
    }

    /// The centre of the emission shape, in the layer's space.
    open var emitterPosition: CGPoint = .zero {
        didSet { noteAppearanceChange("emitterPosition") }
    }

    open var emitterZPosition: CGFloat = 0 {
        didSet { noteAppearanceChange("emitterZPosition") }
    }

    /// The emission shape's size (a line uses the width, a circle a radius of half the width).
    open var emitterSize: CGSize = .zero {
        didSet { noteAppearanceChange("emitterSize") }
    }

    open var emitterDepth: CGFloat = 0 {
        didSet { noteAppearanceChange("emitterDepth") }
    }

    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        didSet { noteAppearanceChange("emitterShape") }
    }

    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        didSet { noteAppearanceChange("emitterMode") }
    }

    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { noteAppearanceChange("renderMode") }
    }

    /// Whether particles are drawn in 3D (false: flattened into the layer). Drawn flattened
    /// here either way.
    open var preservesDepth = false {
        didSet { noteAppearanceChange("preservesDepth") }
    }

    /// Multiplies every cell's `velocity` (1).
    open var velocity: Float = 1 {
        didSet { noteAppearanceChange("velocity") }
    }

    /// Multiplies every cell's `scale` (1).
    open var scale: Float = 1 {
        didSet { noteAppearanceChange("scale") }
    }

    /// Multiplies every cell's `spin` (1).
    open var spin: Float = 1 {
        didSet { noteAppearanceChange("spin") }
    }

    /// Seeds the particles' random values.
    open var seed: UInt32 = 0 {
        didSet { noteAppearanceChange("seed") }
    }

    /// The particles alive now and what emits them (made when the layer is first composited).
    var particleSystem: ParticleSystem?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Presentation copies take the configuration, not the particles.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer {
            emitterCells = other.emitterCells
            birthRate = other.birthRate
            lifetime = other.lifetime
            emitterPosition = other.emitterPosition
            emitterZPosition = other.emitterZPosition
            emitterSize = other.emitterSize
            emitterDepth = other.emitterDepth
            emitterShape = other.emitterShape
            emitterMode = other.emitterMode
            renderMode = other.renderMode
            preservesDepth = other.preservesDepth
            velocity = other.velocity
            scale = other.scale
            spin = other.spin
            seed = other.seed
        }
    }

    // MARK: Key-value coding

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate", "lifetime", "velocity", "scale", "spin": return Float(1)
        case "emitterShape": return CAEmitterLayerEmitterShape.point
        case "emitterMode": return CAEmitterLayerEmitterMode.volume
        case "renderMode": return CAEmitterLayerRenderMode.unordered
        default: return super.defaultValue(forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "emitterCells": return emitterCells
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "emitterPosition": return emitterPosition
        case "emitterZPosition": return emitterZPosition
        case "emitterSize": return emitterSize
        case "emitterDepth": return emitterDepth
        case "emitterShape": return emitterShape
        case "emitterMode": return emitterMode
        case "renderMode": return renderMode
        case "preservesDepth": return preservesDepth
        case "velocity": return velocity
        case "scale": return scale
        case "spin": return spin
        case "seed": return seed
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        func float() -> Float? { Self.number(value).map { Float($0) } }
        switch key {
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "birthRate": if let v = float() { birthRate = v }
        case "lifetime": if let v = float() { lifetime = v }
        case "emitterPosition": if let v = value as? CGPoint { emitterPosition = v }
        case "emitterZPosition": if let v = Self.number(value) { emitterZPosition = v }
        case "emitterSize": if let v = value as? CGSize { emitterSize = v }
        case "emitterDepth": if let v = Self.number(value) { emitterDepth = v }
        case "emitterShape":
            if let v = value as? CAEmitterLayerEmitterShape { emitterShape = v }
            else if let v = value as? String { emitterShape = CAEmitterLayerEmitterShape(rawValue: v) }
        case "emitterMode":
            if let v = value as? CAEmitterLayerEmitterMode { emitterMode = v }
            else if let v = value as? String { emitterMode = CAEmitterLayerEmitterMode(rawValue: v) }
        case "renderMode":
            if let v = value as? CAEmitterLayerRenderMode { renderMode = v }
            else if let v = value as? String { renderMode = CAEmitterLayerRenderMode(rawValue: v) }
        case "preservesDepth": if let v = value as? Bool { preservesDepth = v }
        case "velocity": if let v = float() { velocity = v }
        case "scale": if let v = float() { scale = v }
        case "spin": if let v = float() { spin = v }
        case "seed": if let v = Self.number(value), v >= 0, v <= CGFloat(UInt32.max) { seed = UInt32(v) }
        default: super.setValue(value, forKey: key)
        }
    }

    /// Also reaches cells by name ("emitterCells.confetti.birthRate"), which changes the
    /// particles emitted from then on.
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        super.setValue(value, forKeyPath: keyPath)
        if keyPath.hasPrefix("emitterCells.") { noteAppearanceChange("emitterCells") }
    }

    // MARK: Drawing

    override var drawsOwnContent: Bool {
        particleSystem?.hasParticles ?? false
    }

    override func ownContentBounds() -> CGRect {
        // The compositor asks while walking a changed layer: the moment to start the clock.
        _ = MainThread.ifMain(self) { layer in
            layer.particleSystemForRendering().startIfNeeded(layer)
        }
        guard let particles = particleSystem?.bounds(of: self), !particles.isNull else { return _bounds }
        return _bounds.union(particles)
    }

    override func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {
        particleSystem?.draw(self, in: ctx)
    }

    func particleSystemForRendering() -> ParticleSystem {
        if let particleSystem { return particleSystem }
        let made = ParticleSystem()
        particleSystem = made
        return made
    }

    /// The layer's local time: the emitter's clock.
    var emitterTime: CFTimeInterval {
        convertTime(CACurrentMediaTime(), from: nil)
    }
}
