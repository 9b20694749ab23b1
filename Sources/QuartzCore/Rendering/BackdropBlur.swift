@_spi(Rendering) import CoreGraphics

/// The blur of `_CABackdropLayer`: three box blurs in each direction (close to a Gaussian of
/// the same standard deviation), on premultiplied BGRA pixels, edges clamped.
enum BackdropBlur {
    static let passes = 3

    /// Pixels of a bitmap: `width × height` from column `x`, row `row` (rows top first).
    struct Area {
        var x: Int
        var row: Int
        var width: Int
        var height: Int
    }

    /// The box radius whose three passes have (about) the standard deviation `sigma` pixels:
    /// a box of radius r has variance r(r+1)/3, three of them r(r+1).
    static func boxRadius(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let r = ((1 + 4 * Double(sigma * sigma)).squareRoot() - 1) / 2
        return max(1, Int(r.rounded()))
    }

    /// A bitmap context (scale 1) holding the blur of `area` of `pixels`.
    static func blurredCopy(of pixels: UnsafeMutableRawBufferPointer, bytesPerRow: Int, area: Area,
                            boxRadius: Int) -> CGContext? {
        guard area.width > 0, area.height > 0, area.x >= 0, area.row >= 0,
              (area.x + area.width) * 4 <= bytesPerRow, (area.row + area.height) * bytesPerRow <= pixels.count,
              let context = CGContext(size: CGSize(width: area.width, height: area.height), scale: 1) else { return nil }
        var channels = [Float](repeating: 0, count: area.width * area.height * 4)
        for y in 0..<area.height {
            let source = pixels.baseAddress! + (area.row + y) * bytesPerRow + area.x * 4
            let bytes = source.assumingMemoryBound(to: UInt8.self)
            let base = y * area.width * 4
            for i in 0..<(area.width * 4) { channels[base + i] = Float(bytes[i]) }
        }
        var scratch = [Float](repeating: 0, count: max(area.width, area.height))
        for _ in 0..<passes {
            boxBlur(&channels, count: area.width, lines: area.height, step: 4, lineStride: area.width * 4,
                    radius: boxRadius, scratch: &scratch)
            boxBlur(&channels, count: area.height, lines: area.width, step: area.width * 4, lineStride: 4,
                    radius: boxRadius, scratch: &scratch)
        }
        context.withUnsafeMutablePixels { out, outRowBytes in
            for y in 0..<area.height {
                let row = (out.baseAddress! + y * outRowBytes).assumingMemoryBound(to: UInt8.self)
                let base = y * area.width * 4
                for i in 0..<(area.width * 4) {
                    row[i] = UInt8(max(0, min(255, channels[base + i].rounded())))
                }
            }
        }
        return context
    }

    /// One box pass along every line of `values` (4 interleaved channels; a line has `count`
    /// samples `step` apart, lines start `lineStride` apart), clamping at the ends.
    private static func boxBlur(_ values: inout [Float], count: Int, lines: Int, step: Int, lineStride: Int,
                                radius: Int, scratch: inout [Float]) {
        let scale = 1 / Float(2 * radius + 1)
        values.withUnsafeMutableBufferPointer { v in
            scratch.withUnsafeMutableBufferPointer { line in
                for l in 0..<lines {
                    for c in 0..<4 {
                        let start = l * lineStride + c
                        for i in 0..<count { line[i] = v[start + i * step] }
                        var sum: Float = 0
                        for k in -radius...radius { sum += line[min(max(k, 0), count - 1)] }
                        for i in 0..<count {
                            v[start + i * step] = sum * scale
                            sum += line[min(i + radius + 1, count - 1)] - line[max(i - radius, 0)]
                        }
                    }
                }
            }
        }
    }
}

/// The backdrop layers alive on the main thread, so that a frame whose damage meets one
/// repaints all the pixels its blur reads.
struct BackdropRegistry {
    private var layers: [WeakBackdrop] = []

    private struct WeakBackdrop {
        weak var layer: _CABackdropLayer?
    }

    mutating func register(_ layer: _CABackdropLayer) {
        layers.removeAll { $0.layer == nil }
        layers.append(WeakBackdrop(layer: layer))
    }

    /// Grows `damage` (of the frame buffer showing `root`) by the whole area each backdrop
    /// it meets reads: the backdrop's footprint and the blur's margin.
    mutating func expand(_ damage: inout DamageRegion, root: CALayer) {
        guard !layers.isEmpty else { return }
        layers.removeAll { $0.layer == nil }
        var changed = true
        var rounds = 0
        while changed, rounds < 4 {
            changed = false
            rounds += 1
            for entry in layers {
                guard let layer = entry.layer, layer.blurRadius > 0, let state = layer._renderState,
                      !state.footprint.isNull, damage.intersects(state.footprint), layer.isInTree(of: root) else { continue }
                let margin = layer.blurMargin(atScale: state.homography.linearScale)
                let needed = state.footprint.insetBy(dx: -margin, dy: -margin).intersection(damage.bounds)
                if !damage.covers(needed) {
                    damage.add(needed)
                    changed = true
                }
            }
        }
    }
}

extension DamageRegion {
    /// Whether one of the rectangles holds all of `rect`.
    func covers(_ rect: CGRect) -> Bool {
        guard !rect.isNull, !rect.isEmpty else { return true }
        let whole = rect.integral
        return rects.contains { $0.contains(whole) }
    }
}

extension CALayer {
    /// Whether `root` is this layer or one of its ancestors (through masks too).
    func isInTree(of root: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === root { return true }
            layer = current._superlayer ?? current.extras?.maskOwner
        }
        return false
    }
}
