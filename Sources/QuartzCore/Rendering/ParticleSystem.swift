import Foundation
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A `CAEmitterLayer`'s particles: emission at exact birth times, motion as a function of age
/// (so drawing at any moment needs no stepping), and drawing with tinted, cached images.
///
/// Main-thread state: the compositor starts it while walking the layer, and its ticks (on the
/// framework scheduler, once per display frame while it runs and the layer is composited)
/// advance the simulation and mark the layer for the compositor.
final class ParticleSystem: @unchecked Sendable {
    /// Ticks per second while particles live or cells emit.
    static let frameRate: Double = 60
    /// More live particles than this are not emitted (logged once per system).
    static let maximumParticles = 10_000
    /// Sub-cells nested deeper than this do not emit.
    static let maximumNesting = 8

    struct Particle {
        let cell: CAEmitterCell
        /// The index of the top-level cell it descends from (`.unordered` draws by cell).
        let family: Int
        let id: UInt64
        let birth: Double
        let death: Double
        var x, y, z: Double
        var vx, vy, vz: Double
        var ax, ay, az: Double
        var scale, scaleSpeed: Double
        var spin: Double
        var red, green, blue, alpha: Double
        var redSpeed, greenSpeed, blueSpeed, alphaSpeed: Double
        let nesting: Int
        /// Per sub-cell: the next sub-particle's birth time and index.
        var childNext: [Double]
        var childCount: [UInt64]

        func position(at t: Double) -> (x: Double, y: Double, z: Double) {
            let age = t - birth
            return (x + vx * age + 0.5 * ax * age * age, y + vy * age + 0.5 * ay * age * age,
                    z + vz * age + 0.5 * az * age * age)
        }

        func velocity(at t: Double) -> (x: Double, y: Double, z: Double) {
            let age = t - birth
            return (vx + ax * age, vy + ay * age, vz + az * age)
        }

        func currentScale(at t: Double) -> Double { Swift.max(0, scale + scaleSpeed * (t - birth)) }

        func color(at t: Double) -> (Double, Double, Double, Double) {
            let age = t - birth
            func clamp(_ v: Double) -> Double { Swift.min(1, Swift.max(0, v.isFinite ? v : 0)) }
            return (clamp(red + redSpeed * age), clamp(green + greenSpeed * age), clamp(blue + blueSpeed * age),
                    clamp(alpha + alphaSpeed * age))
        }
    }

    private struct Emission {
        var next: Double
        var count: UInt64
    }

    private(set) var particles: [Particle] = []
    private var emissions: [ObjectIdentifier: Emission] = [:]
    /// The emitter time the particles are simulated to (nil before the first advance).
    private(set) var time: Double?
    /// When the emitter started running (cells' `beginTime` counts from here).
    private var start: Double = 0
    private var tickScheduled = false
    private var loggedCap = false

    var hasParticles: Bool { !particles.isEmpty }

    // MARK: Running

    /// Starts the simulation (its first particles are born now) and the ticks, if the layer
    /// has anything to emit or draw and they are not running.
    @MainActor
    func startIfNeeded(_ layer: CAEmitterLayer) {
        guard !tickScheduled, isActive(layer) else { return }
        advance(layer, to: layer.emitterTime)
        scheduleTick(layer)
    }

    @MainActor
    private func scheduleTick(_ layer: CAEmitterLayer) {
        tickScheduled = true
        FrameworkScheduler.shared.schedule(after: 1 / Self.frameRate) { [weak layer, self] in
            self.tickScheduled = false
            guard let layer else { return }
            self.advance(layer, to: layer.emitterTime)
            layer.markCompositeDirty()
            // Off screen the clock stops; being composited again starts it (`startIfNeeded`).
            if self.isActive(layer), Self.isComposited(layer) {
                self.scheduleTick(layer)
            }
        }
    }

    /// Whether the layer is in a tree the compositor draws (through masks too).
    @MainActor
    private static func isComposited(_ layer: CALayer) -> Bool {
        var top = layer
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let parent = top._superlayer {
                top = parent
            } else if let owner = top.extras?.maskOwner {
                top = owner
            } else {
                break
            }
        }
        return LayerCompositor.shared.frameBuffer(for: top) != nil
    }

    private func isActive(_ layer: CAEmitterLayer) -> Bool {
        if !particles.isEmpty { return true }
        guard layer.birthRate > 0 else { return false }
        return layer.emitterCells?.contains { $0.isEnabled && $0.birthRate > 0 && $0.speed > 0 } ?? false
    }

    // MARK: Simulation

    /// Emits every particle born up to `t`, lets the particles emit their sub-cells' up to `t`
    /// (or their death), and removes the dead.
    func advance(_ layer: CAEmitterLayer, to t: Double) {
        guard t.isFinite else { return }
        if time == nil { start = t }
        if let time, t < time { return }
        let cells = layer.emitterCells ?? []
        var seen = Set<ObjectIdentifier>()
        for (index, cell) in cells.enumerated() {
            let key = ObjectIdentifier(cell)
            seen.insert(key)
            let rate = Double(cell.birthRate) * Double(layer.birthRate) * Double(cell.speed)
            guard cell.isEnabled, rate > 0, rate.isFinite else {
                // Stopped: emission starts afresh (at that moment) when it resumes.
                emissions[key] = nil
                continue
            }
            var emission = emissions[key] ?? Emission(next: t, count: 0)
            // Births so long ago that the particles are dead already are skipped.
            let longest = Double(Swift.max(0, cell.lifetime + abs(cell.lifetimeRange)) * Swift.max(0, layer.lifetime))
            let skip = ((t - longest - emission.next) * rate).rounded(.down)
            if skip > 1, skip.isFinite, skip < Double(UInt64.max / 2) {
                emission.next += skip / rate
                emission.count += UInt64(skip)
            }
            while emission.next <= t {
                if cell.emits(atEmitterTime: emission.next - start) {
                    emitTopLevel(cell, family: index, index: emission.count, at: emission.next, layer: layer)
                }
                emission.count += 1
                emission.next += 1 / rate
            }
            emissions[key] = emission
        }
        emissions = emissions.filter { seen.contains($0.key) }
        var i = 0
        while i < particles.count {
            if let subcells = particles[i].cell.emitterCells, !subcells.isEmpty,
               particles[i].nesting < Self.maximumNesting {
                emitChildren(of: i, subcells: subcells, until: Swift.min(t, particles[i].death), layer: layer)
            }
            i += 1
        }
        particles.removeAll { $0.death <= t }
        time = t
    }

    private func emitTopLevel(_ cell: CAEmitterCell, family: Int, index: UInt64, at birth: Double, layer: CAEmitterLayer) {
        var random = ParticleRandom(seed: layer.seed, stream: UInt64(family) &+ 1, index: index)
        let origin = emissionPoint(layer, &random)
        let direction = (longitude: Double(cell.emissionLongitude), latitude: Double(cell.emissionLatitude))
        spawn(cell, family: family, id: random.id, birth: birth, origin: origin, direction: direction,
              inherited: (scale: 1, red: 1, green: 1, blue: 1, alpha: 1), nesting: 0, random: &random, layer: layer)
    }

    private func emitChildren(of parentIndex: Int, subcells: [CAEmitterCell], until end: Double, layer: CAEmitterLayer) {
        var parent = particles[parentIndex]
        if parent.childNext.count != subcells.count {
            parent.childNext = Array(repeating: parent.birth, count: subcells.count)
            parent.childCount = Array(repeating: 0, count: subcells.count)
        }
        for (j, cell) in subcells.enumerated() {
            let rate = Double(cell.birthRate) * Double(layer.birthRate) * Double(cell.speed)
            guard cell.isEnabled, rate > 0, rate.isFinite else { continue }
            while parent.childNext[j] <= end, parent.childNext[j] < parent.death {
                let birth = parent.childNext[j]
                if cell.emits(atEmitterTime: birth - parent.birth) {
                    var random = ParticleRandom(seed: layer.seed, stream: parent.id &* 31 &+ UInt64(j) &+ 1,
                                                index: parent.childCount[j])
                    let p = parent.position(at: birth), v = parent.velocity(at: birth)
                    let speed = (v.x * v.x + v.y * v.y + v.z * v.z).squareRoot()
                    // Angles relative to the parent's direction of travel.
                    let baseLongitude = speed > 0 ? atan2(v.y, v.x) : 0
                    let baseLatitude = speed > 0 ? atan2(v.z, (v.x * v.x + v.y * v.y).squareRoot()) : 0
                    let color = parent.color(at: birth)
                    spawn(cell, family: parent.family, id: random.id, birth: birth, origin: p,
                          direction: (baseLongitude + Double(cell.emissionLongitude), baseLatitude + Double(cell.emissionLatitude)),
                          inherited: (parent.currentScale(at: birth), color.0, color.1, color.2, color.3),
                          nesting: parent.nesting + 1, random: &random, layer: layer)
                }
                parent.childCount[j] += 1
                parent.childNext[j] = parent.birth + Double(parent.childCount[j]) / rate
            }
        }
        particles[parentIndex].childNext = parent.childNext
        particles[parentIndex].childCount = parent.childCount
    }

    private func spawn(_ cell: CAEmitterCell, family: Int, id: UInt64, birth: Double,
                       origin: (x: Double, y: Double, z: Double), direction: (longitude: Double, latitude: Double),
                       inherited: (scale: Double, red: Double, green: Double, blue: Double, alpha: Double),
                       nesting: Int, random: inout ParticleRandom, layer: CAEmitterLayer) {
        guard particles.count < Self.maximumParticles else {
            if !loggedCap {
                loggedCap = true
                FrameworkLog.log("CAEmitterLayer: more than \(Self.maximumParticles) live particles; further births are skipped")
            }
            return
        }
        let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(layer.lifetime)
        guard life > 0, life.isFinite else { return }
        // A direction in the cone of half-angle `emissionRange` around the emission direction,
        // uniform over the cone's solid angle.
        let cone = Swift.min(Double.pi, abs(Double(cell.emissionRange)))
        let cosTheta = 1 - random.unit() * (1 - cos(cone))
        let sinTheta = (Swift.max(0, 1 - cosTheta * cosTheta)).squareRoot()
        let phi = 2 * Double.pi * random.unit()
        let (lon, lat) = direction
        let d = (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let e1 = (-sin(lon), cos(lon), 0.0)
        let e2 = (-sin(lat) * cos(lon), -sin(lat) * sin(lon), cos(lat))
        let u = (cosTheta * d.0 + sinTheta * (cos(phi) * e1.0 + sin(phi) * e2.0),
                 cosTheta * d.1 + sinTheta * (cos(phi) * e1.1 + sin(phi) * e2.1),
                 cosTheta * d.2 + sinTheta * (cos(phi) * e1.2 + sin(phi) * e2.2))
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(layer.velocity)
        let scale = (Double(cell.scale) + Double(cell.scaleRange) * random.signed()) * Double(layer.scale) * inherited.scale
        let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * Double(layer.spin)
        let base = Self.components(of: cell.color)
        func vary(_ v: Double, _ range: Float) -> Double { v + Double(range) * random.signed() }
        func clamp(_ v: Double) -> Double { Swift.min(1, Swift.max(0, v)) }
        let red = clamp(vary(base.0, cell.redRange)) * inherited.red
        let green = clamp(vary(base.1, cell.greenRange)) * inherited.green
        let blue = clamp(vary(base.2, cell.blueRange)) * inherited.blue
        let alpha = clamp(vary(base.3, cell.alphaRange)) * inherited.alpha
        let subcells = cell.emitterCells?.count ?? 0
        particles.append(Particle(
            cell: cell, family: family, id: id, birth: birth, death: birth + life,
            x: origin.x, y: origin.y, z: origin.z, vx: u.0 * speed, vy: u.1 * speed, vz: u.2 * speed,
            ax: Double(cell.xAcceleration), ay: Double(cell.yAcceleration), az: Double(cell.zAcceleration),
            scale: scale, scaleSpeed: Double(cell.scaleSpeed), spin: spin,
            red: red, green: green, blue: blue, alpha: alpha,
            redSpeed: Double(cell.redSpeed), greenSpeed: Double(cell.greenSpeed), blueSpeed: Double(cell.blueSpeed),
            alphaSpeed: Double(cell.alphaSpeed), nesting: nesting,
            childNext: Array(repeating: birth, count: subcells), childCount: Array(repeating: 0, count: subcells)))
    }

    /// Where a particle starts: a point of the emitter's shape chosen by its mode.
    private func emissionPoint(_ layer: CAEmitterLayer, _ random: inout ParticleRandom) -> (x: Double, y: Double, z: Double) {
        let center = layer.emitterPosition, size = layer.emitterSize
        let cx = Double(center.x), cy = Double(center.y), cz = Double(layer.emitterZPosition)
        let w = Double(size.width), h = Double(size.height)
        let outline = layer.emitterMode == .outline
        switch layer.emitterShape {
        case .line:
            return (cx + (random.unit() - 0.5) * w, cy, cz)
        case .rectangle, .cuboid:
            if outline, w + h > 0 {
                // Uniform along the perimeter.
                var s = random.unit() * 2 * (w + h)
                if s < w { return (cx - w / 2 + s, cy - h / 2, cz) }
                s -= w
                if s < h { return (cx + w / 2, cy - h / 2 + s, cz) }
                s -= h
                if s < w { return (cx + w / 2 - s, cy + h / 2, cz) }
                return (cx - w / 2, cy + h / 2 - (s - w), cz)
            }
            let z = layer.emitterShape == .cuboid && layer.emitterMode == .volume
                ? cz + (random.unit() - 0.5) * Double(layer.emitterDepth) : cz
            return (cx + (random.unit() - 0.5) * w, cy + (random.unit() - 0.5) * h, z)
        case .circle, .sphere:
            let radius = w / 2
            let angle = 2 * Double.pi * random.unit()
            let r = outline ? radius : radius * random.unit().squareRoot()
            return (cx + r * cos(angle), cy + r * sin(angle), cz)
        default:
            return (cx, cy, cz)
        }
    }

    static func components(of color: CGColor?) -> (Double, Double, Double, Double) {
        guard let color else { return (1, 1, 1, 1) }
        let c = color.rgba
        return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    // MARK: Drawing

    /// A particle's image size in points before scaling.
    private static func imageSize(_ image: CGImage, _ cell: CAEmitterCell) -> CGSize {
        let rect = cell.contentsRect
        let scale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
        return CGSize(width: CGFloat(image.width) * Swift.min(1, Swift.max(0, rect.width)) / scale,
                      height: CGFloat(image.height) * Swift.min(1, Swift.max(0, rect.height)) / scale)
    }

    /// Where the particles paint now, in the layer's space.
    func bounds(of layer: CAEmitterLayer) -> CGRect {
        guard let t = time, !particles.isEmpty else { return .null }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for particle in particles where particle.cell.isEnabled {
            guard let image = particle.cell.contents as? CGImage else { continue }
            let size = Self.imageSize(image, particle.cell)
            let reach = Double(hypot(size.width, size.height)) / 2 * particle.currentScale(at: t) + 1
            let p = particle.position(at: t)
            minX = Swift.min(minX, p.x - reach); maxX = Swift.max(maxX, p.x + reach)
            minY = Swift.min(minY, p.y - reach); maxY = Swift.max(maxY, p.y + reach)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Particle positions at the simulated time, in drawing order (for tests and tools).
    func positions(of layer: CAEmitterLayer) -> [CGPoint] {
        guard let t = time else { return [] }
        return drawingOrder(layer, at: t).map { index in
            let p = particles[index].position(at: t)
            return CGPoint(x: p.x, y: p.y)
        }
    }

    private func drawingOrder(_ layer: CAEmitterLayer, at t: Double) -> [Int] {
        var order = Array(particles.indices)
        switch layer.renderMode {
        case .oldestFirst:
            order.sort { particles[$0].birth < particles[$1].birth }
        case .oldestLast:
            order.sort { particles[$0].birth > particles[$1].birth }
        case .backToFront:
            order.sort { particles[$0].position(at: t).z < particles[$1].position(at: t).z }
        default:
            order.sort { (particles[$0].family, particles[$0].birth) < (particles[$1].family, particles[$1].birth) }
        }
        return order
    }

    /// Draws the particles at the simulated time in the layer's space; the context's alpha
    /// (the layer's opacity) is set.
    func draw(_ layer: CAEmitterLayer, in ctx: CGContext) {
        guard let t = time, !particles.isEmpty else { return }
        ctx.saveGState()
        if layer.renderMode == .additive { ctx.setBlendMode(.plusLighter) }
        for index in drawingOrder(layer, at: t) {
            let particle = particles[index]
            let cell = particle.cell
            guard cell.isEnabled, let image = cell.contents as? CGImage else { continue }
            let (red, green, blue, alpha) = particle.color(at: t)
            let scale = particle.currentScale(at: t)
            guard alpha > 0, scale > 0, let tinted = tintedImage(image, cell: cell, red: red, green: green, blue: blue) else { continue }
            let size = Self.imageSize(image, cell)
            let w = size.width * CGFloat(scale), h = size.height * CGFloat(scale)
            let p = particle.position(at: t)
            let angle = CGFloat(particle.spin * (t - particle.birth))
            let place = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
            ctx.interpolationQuality = (cell.magnificationFilter == "nearest" && scale >= 1)
                || (cell.minificationFilter == "nearest" && scale < 1) ? .none : .default
            ctx.drawImage(tinted, in: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), transform: place,
                          opacity: CGFloat(alpha))
        }
        ctx.restoreGState()
    }

    // MARK: Tinted images

    private struct TintKey: Hashable {
        let image: ObjectIdentifier
        let rect: [Int]
        let red: UInt8, green: UInt8, blue: UInt8
    }

    /// Multiplied images by cell image, part and color (cleared when it grows past 256).
    private var tints: [TintKey: (source: CGImage, image: CGImage)] = [:]

    private func tintedImage(_ image: CGImage, cell: CAEmitterCell, red: Double, green: Double, blue: Double) -> CGImage? {
        let unit = cell.contentsRect
        let pixelRect = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                               width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
            .integral.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !pixelRect.isNull, pixelRect.width >= 1, pixelRect.height >= 1 else { return nil }
        func byte(_ v: Double) -> UInt8 { UInt8(Swift.min(255, Swift.max(0, (v * 255).rounded()))) }
        let key = TintKey(image: ObjectIdentifier(image),
                          rect: [Int(pixelRect.minX), Int(pixelRect.minY), Int(pixelRect.width), Int(pixelRect.height)],
                          red: byte(red), green: byte(green), blue: byte(blue))
        if let cached = tints[key], cached.source === image { return cached.image }
        let whole = pixelRect.width == CGFloat(image.width) && pixelRect.height == CGFloat(image.height)
        guard let part = whole ? image : image.cropping(to: pixelRect) else { return nil }
        var result = part
        if key.red < 255 || key.green < 255 || key.blue < 255 {
            guard let context = CGContext(size: CGSize(width: part.width, height: part.height), scale: 1) else { return nil }
            context.drawImage(part, in: CGRect(x: 0, y: 0, width: part.width, height: part.height))
            let factors = (UInt32(key.red), UInt32(key.green), UInt32(key.blue))
            context.withUnsafeMutablePixels { pixels, rowBytes in
                for y in 0..<(pixels.count / rowBytes) {
                    let row = (pixels.baseAddress! + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<(rowBytes / 4) {
                        let p = row[x]
                        guard p != 0 else { continue }
                        // Premultiplied BGRA: red in bits 16-23, green 8-15, blue 0-7.
                        func scaled(_ shift: UInt32, _ f: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * f + 127) / 255) << shift }
                        row[x] = (p & 0xFF00_0000) | scaled(16, factors.0) | scaled(8, factors.1) | scaled(0, factors.2)
                    }
                }
            }
            guard let tinted = context.makeImageSharingPixels() else { return nil }
            result = tinted
        }
        if tints.count >= 256 { tints.removeAll() }
        tints[key] = (image, result)
        return result
    }
}

/// Deterministic random values for one particle: SplitMix64 over the emitter's seed, the
/// emitting cell (or parent particle) and the particle's birth index.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, stream: UInt64, index: UInt64) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        state = Self.mix(state ^ stream &* 0xBF58_476D_1CE4_E5B9)
        state = Self.mix(state ^ index &* 0x94D0_49BB_1331_11EB)
    }

    /// An identity for the particle (its children's stream).
    var id: UInt64 { Self.mix(state) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        return Double(Self.mix(state) >> 11) / Double(1 << 53)
    }

    /// Uniform in −1..<1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
