/// A Gaussian-like blur of an 8-bit alpha plane: three successive box blurs per axis, with box
/// sizes chosen so that their combined variance matches the Gaussian's (the usual "boxes for
/// Gauss" construction). Three passes are visually indistinguishable from a true Gaussian.
struct AlphaBlur {
    let sigma: Double

    /// Box widths (odd) whose three-fold convolution approximates a Gaussian of `sigma`.
    var boxSizes: [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `plane` (`width` × `height`, rows of `width` bytes) in place.
    func apply(to plane: inout [UInt8], width: Int, height: Int) {
        guard sigma > 0, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: plane.count)
        for size in boxSizes where size > 1 {
            let radius = (size - 1) / 2
            Self.boxPass(from: plane, to: &scratch, lines: height, length: width,
                         lineStride: width, step: 1, radius: radius)
            Self.boxPass(from: scratch, to: &plane, lines: width, length: height,
                         lineStride: 1, step: width, radius: radius)
        }
    }

    /// One box blur along lines of `length` samples spaced `step` apart, lines `lineStride`
    /// apart. Samples outside the plane count as zero (transparent), so the shadow fades out.
    private static func boxPass(from source: [UInt8], to destination: inout [UInt8], lines: Int, length: Int,
                                lineStride: Int, step: Int, radius: Int) {
        let size = 2 * radius + 1
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStride
                    var sum = 0
                    // Window centred on -1 before the loop: samples radius-1 ... -1 - radius.
                    for i in 0..<min(radius, length) { sum += Int(src[base + i * step]) }
                    for i in 0..<length {
                        let entering = i + radius
                        if entering < length { sum += Int(src[base + entering * step]) }
                        let leaving = i - radius - 1
                        if leaving >= 0 { sum -= Int(src[base + leaving * step]) }
                        dst[base + i * step] = UInt8((sum + size / 2) / size)
                    }
                }
            }
        }
    }
}
