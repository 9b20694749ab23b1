import Foundation

/// A pattern (CoreGraphics): a cell drawn by a callback and repeated every `xStep` × `yStep`
/// pattern-space units, used as a color through `CGColor(patternSpace:pattern:components:)` or
/// `CGContext.setFillPattern(_:colorComponents:)`.
///
/// OpenUIKit draws the cell once, at 2 pixels per pattern unit times the matrix's scale, into
/// a tile that fills are repeated with (upright in a y-down space, as `UIColor(patternImage:)`);
/// the matrix's rotation, shear and translation and the tiling mode are not applied. An
/// uncolored pattern's cell is painted in the color's components through its alpha.
public final class CGPattern: @unchecked Sendable {
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat
    let yStep: CGFloat
    let tiling: CGPatternTiling
    let isColored: Bool
    private let info: UnsafeMutableRawPointer?
    private let drawPattern: CGPatternDrawPatternCallback?
    private let releaseInfo: CGPatternReleaseInfoCallback?
    private var cachedTile: CGImage?

    /// Returns nil for a non-finite or negative step or bounds.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool,
                 callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard xStep.isFinite, yStep.isFinite, xStep >= 0, yStep >= 0, bounds.isFiniteRect,
              matrix.a.isFinite, matrix.d.isFinite else {
            FrameworkLog.log("CGPattern: non-finite or negative bounds or step; returning nil")
            return nil
        }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = matrix
        // CoreGraphics: a step of 0 means the cell's own width or height.
        self.xStep = xStep == 0 ? bounds.width : xStep
        self.yStep = yStep == 0 ? bounds.height : yStep
        self.tiling = tiling
        self.isColored = isColored
        drawPattern = callbacks.pointee.drawPattern
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit {
        releaseInfo?(info)
    }

    /// The size of one tile in the user units of the space the pattern is drawn in.
    var tileSize: CGSize {
        CGSize(width: xStep * abs(matrix.a == 0 ? 1 : matrix.a), height: yStep * abs(matrix.d == 0 ? 1 : matrix.d))
    }

    /// The cell drawn into one tile, top row first (nil for an empty step).
    func tile() -> CGImage? {
        if let cachedTile { return cachedTile }
        let size = tileSize
        let scale: CGFloat = 2
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpace.deviceRGB,
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        // Pattern space, y down from the tile's top-left (UIKit's way of seeing a cell).
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: CGFloat(width) / xStep, y: -CGFloat(height) / yStep)
        context.clip(to: bounds)
        drawPattern?(info, context)
        cachedTile = context.makeImage()
        return cachedTile
    }

    /// The tile of an uncolored pattern painted in `color` through the cell's alpha.
    func tile(paintedWith color: CGColor) -> CGImage? {
        guard let cell = tile(), let pixels = PixelStorage(width: cell.width, height: cell.height, zeroed: false) else {
            return nil
        }
        let c = color.rgba
        func unit(_ v: CGFloat) -> UInt32 { v.isFinite ? UInt32((max(0, min(1, v)) * 255).rounded()) : 0 }
        let (r, g, b, a) = (unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        for y in 0..<cell.height {
            let source = cell.pixels.row(y), target = pixels.row(y)
            for x in 0..<cell.width {
                let k = (source[x] >> 24) * a / 255
                target[x] = k << 24 | (r * k / 255) << 16 | (g * k / 255) << 8 | (b * k / 255)
            }
        }
        return CGImage(pixels: pixels, format: PixelFormat.nativeARGB32, bytesPerRow: cell.width * 4,
                       colorSpace: CGColorSpace.deviceRGB)
    }
}
