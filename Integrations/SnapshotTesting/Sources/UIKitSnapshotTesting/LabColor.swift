import Foundation

/// A colour in CIE L*a*b* (D65 white), from 8-bit sRGB, and the CIE94 colour difference: the
/// perceptual comparison in plain Swift (Core Image's `CILabDeltaE`, which swift-snapshot-testing
/// uses on Apple platforms, reports CIE94 ΔE values from 0 to 100).
struct LabColor: Equatable {
    var l: Double
    var a: Double
    var b: Double

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The colour of 8-bit sRGB components.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        // sRGB primaries to XYZ, relative to the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func linear(_ component: UInt8) -> Double {
        let c = Double(component) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// CIE94 ΔE (graphic-arts weights) of `other` from this reference colour; 0 for the same
    /// colour, about 100 from black to white. Not symmetric: the chroma weights use the
    /// reference's chroma.
    func deltaE94(to other: LabColor) -> Double {
        let dL = l - other.l
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = a - other.a, db = b - other.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
