import Foundation

/// Smooth pseudo-random noise in three dimensions (two of space, one of time) for the noise
/// and turbulence fields: gradient noise on a unit lattice with a quintic fade, so it varies
/// smoothly (continuous first and second derivatives) and is zero at every lattice point.
/// The lattice's gradients come from a fixed seed, so every run sees the same field.
enum DynamicsNoise {
    /// A permutation of 0..<256 shuffled with SplitMix64 from a fixed seed, repeated twice so
    /// lookups need no wrapping.
    private static let permutation: [Int] = {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var table = Array(0..<256)
        for i in stride(from: 255, to: 0, by: -1) {
            table.swapAt(i, Int(next() % UInt64(i + 1)))
        }
        return table + table
    }()

    /// The twelve edge directions of a cube: gradients with no preferred axis.
    private static let gradients: [(Double, Double, Double)] = [
        (1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0), (1, 0, 1), (-1, 0, 1),
        (1, 0, -1), (-1, 0, -1), (0, 1, 1), (0, -1, 1), (0, 1, -1), (0, -1, -1),
    ]

    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    private static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    private static func corner(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let g = gradients[hash % 12]
        return g.0 * x + g.1 * y + g.2 * z
    }

    /// The noise at (x, y, z), roughly within -1...1 (0 where the input is not finite).
    static func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        guard x.isFinite, y.isFinite, z.isFinite, abs(x) < 1e15, abs(y) < 1e15, abs(z) < 1e15 else { return 0 }
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        let xi = Int(fx) & 255, yi = Int(fy) & 255, zi = Int(fz) & 255
        let x = x - fx, y = y - fy, z = z - fz
        let u = fade(x), v = fade(y), w = fade(z)
        let p = permutation
        let a = p[xi] + yi, aa = p[a] + zi, ab = p[a + 1] + zi
        let b = p[xi + 1] + yi, ba = p[b] + zi, bb = p[b + 1] + zi
        let near = lerp(lerp(corner(p[aa], x, y, z), corner(p[ba], x - 1, y, z), u),
                        lerp(corner(p[ab], x, y - 1, z), corner(p[bb], x - 1, y - 1, z), u), v)
        let far = lerp(lerp(corner(p[aa + 1], x, y, z - 1), corner(p[ba + 1], x - 1, y, z - 1), u),
                       lerp(corner(p[ab + 1], x, y - 1, z - 1), corner(p[bb + 1], x - 1, y - 1, z - 1), u), v)
        return lerp(near, far, w)
    }

    /// A vector of two independent noises at `p` (points, on a lattice `spacing` points
    /// apart) and lattice time `t`.
    static func vector(at p: DynamicsVector, spacing: Double, time t: Double) -> DynamicsVector {
        let x = p.x / spacing, y = p.y / spacing
        // Off the lattice in time (where the noise would be 0 at every lattice point); the
        // second component reads the field far away: unrelated to the first.
        return DynamicsVector(x: value(x, y, t + 0.37), y: value(x + 101.7, y + 57.3, t + 33.61))
    }
}
