/// A CoreGraphics pixel layout (bits per component and pixel, color model, alpha info, byte
/// order) and the conversions between it and OpenUIKit's working format, premultiplied ARGB32
/// (`PixelStorage`).
///
/// Decoding accepts 8- and 16-bit integer components in gray, RGB or CMYK, with any alpha
/// placement; encoding produces 8-bit components only (what bitmap contexts use).
struct PixelFormat: Equatable, Sendable {
    var bitsPerComponent: Int
    var bitsPerPixel: Int
    var bitmapInfo: CGBitmapInfo
    var model: CGColorSpaceModel

    /// Cairo's ARGB32 on a little-endian machine.
    static let nativeARGB32 = PixelFormat(
        bitsPerComponent: 8, bitsPerPixel: 32,
        bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little), model: .rgb)

    var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    var byteOrder: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo }
    var bytesPerPixel: Int { bitsPerPixel / 8 }

    var colorComponentCount: Int {
        if alphaInfo == .alphaOnly { return 0 }
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        case .cmyk: return 4
        default: return 0
        }
    }

    /// Color components plus one for alpha or a skipped byte.
    var componentCount: Int { colorComponentCount + (alphaInfo == .none ? 0 : 1) }

    var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }
    var isOpaque: Bool { alphaInfo == .none || alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast }

    /// Why this layout cannot be decoded, or nil when it can.
    var decodeProblem: String? {
        if bitmapInfo.contains(.floatComponents) { return "floating-point components are not supported" }
        guard bitsPerComponent == 8 || bitsPerComponent == 16 else {
            return "\(bitsPerComponent) bits per component is not supported"
        }
        guard alphaInfo == .alphaOnly || colorComponentCount > 0 else { return "unsupported color space model \(model)" }
        guard bitsPerPixel % 8 == 0, bitsPerPixel >= componentCount * bitsPerComponent else {
            return "\(bitsPerPixel) bits per pixel does not hold \(componentCount) components of \(bitsPerComponent) bits"
        }
        return nil
    }

    /// Whether `encodeRow` can produce this layout.
    var isEncodable: Bool {
        decodeProblem == nil && bitsPerComponent == 8 && model != .cmyk
    }

    // MARK: - Byte layout

    /// Memory offset of logical byte `k` of a pixel (logical order is big-endian, as CoreGraphics
    /// describes components), after the byte order swap.
    private func memoryOffset(ofLogicalByte k: Int) -> Int {
        switch byteOrder {
        case .order32Little where bytesPerPixel % 4 == 0: return (k / 4) * 4 + (3 - k % 4)
        case .order16Little where bytesPerPixel % 2 == 0: return (k / 2) * 2 + (1 - k % 2)
        default: return k
        }
    }

    /// Offsets of the most significant byte of alpha (nil if the pixel has no alpha byte) and of
    /// each color component.
    private var offsets: (alpha: Int?, colors: [Int]) {
        let bytesPerComponent = bitsPerComponent / 8
        func offset(_ index: Int) -> Int { memoryOffset(ofLogicalByte: index * bytesPerComponent) }
        let n = colorComponentCount
        switch alphaInfo {
        case .alphaOnly: return (offset(0), [])
        case .none: return (nil, (0..<n).map(offset))
        case .premultipliedFirst, .first, .noneSkipFirst: return (offset(0), (1..<(n + 1)).map(offset))
        case .premultipliedLast, .last, .noneSkipLast: return (offset(n), (0..<n).map(offset))
        }
    }

    // MARK: - Decoding (format → premultiplied ARGB32)

    func decodeRow(_ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>, width: Int) {
        if bitsPerComponent == 8, bitsPerPixel == 32, model == .rgb {
            switch (alphaInfo, byteOrder) {
            case (.premultipliedFirst, .order32Little):
                destination.update(from: source.assumingMemoryBound(to: UInt32.self), count: width)
                clampPremultiplied(destination, width: width)
                return
            case (.noneSkipFirst, .order32Little):
                for x in 0..<width {
                    destination[x] = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) | 0xFF00_0000
                }
                return
            case (.premultipliedLast, .orderDefault), (.premultipliedLast, .order32Big):
                for x in 0..<width {
                    destination[x] = Self.swapRedBlue(source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                }
                clampPremultiplied(destination, width: width)
                return
            case (.noneSkipLast, .orderDefault), (.noneSkipLast, .order32Big):
                for x in 0..<width {
                    destination[x] = Self.swapRedBlue(source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) | 0xFF00_0000
                }
                return
            default:
                break
            }
        }
        let (alphaOffset, colorOffsets) = offsets
        let stride = bytesPerPixel
        let hasRealAlpha = !isOpaque
        let premultiplied = isPremultiplied
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let p = bytes + x * stride
            let a = hasRealAlpha ? UInt32(p[alphaOffset!]) : 255
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
            switch colorOffsets.count {
            case 1:
                r = UInt32(p[colorOffsets[0]]); g = r; b = r
            case 3:
                r = UInt32(p[colorOffsets[0]]); g = UInt32(p[colorOffsets[1]]); b = UInt32(p[colorOffsets[2]])
            case 4:
                // CMYK, naive conversion (as CGColor.rgba does).
                let k = 255 - UInt32(p[colorOffsets[3]])
                r = (255 - UInt32(p[colorOffsets[0]])) * k / 255
                g = (255 - UInt32(p[colorOffsets[1]])) * k / 255
                b = (255 - UInt32(p[colorOffsets[2]])) * k / 255
            default:
                break // alpha only: color is black
            }
            if premultiplied {
                r = min(r, a); g = min(g, a); b = min(b, a)
            } else if a < 255 {
                r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
            }
            destination[x] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Cairo requires color ≤ alpha in premultiplied pixels; foreign data may break that.
    private func clampPremultiplied(_ pixels: UnsafeMutablePointer<UInt32>, width: Int) {
        for x in 0..<width {
            let v = pixels[x]
            let a = v >> 24
            if a == 255 { continue }
            let r = min((v >> 16) & 0xFF, a), g = min((v >> 8) & 0xFF, a), b = min(v & 0xFF, a)
            pixels[x] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// ARGB (as a native word) ↔ R, G, B, A in memory: the word loaded from RGBA memory on a
    /// little-endian machine is ABGR; swapping the red and blue bytes gives ARGB, and back.
    @inline(__always)
    static func swapRedBlue(_ v: UInt32) -> UInt32 {
        (v & 0xFF00_FF00) | ((v & 0xFF) << 16) | ((v >> 16) & 0xFF)
    }

    // MARK: - Encoding (premultiplied ARGB32 → format, 8-bit components)

    func encodeRow(_ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, width: Int) {
        if bitsPerComponent == 8, bitsPerPixel == 32, model == .rgb {
            switch (alphaInfo, byteOrder) {
            case (.premultipliedFirst, .order32Little):
                destination.copyMemory(from: source, byteCount: width * 4)
                return
            case (.noneSkipFirst, .order32Little):
                for x in 0..<width {
                    destination.storeBytes(of: source[x] | 0xFF00_0000, toByteOffset: x * 4, as: UInt32.self)
                }
                return
            case (.premultipliedLast, .orderDefault), (.premultipliedLast, .order32Big):
                for x in 0..<width {
                    destination.storeBytes(of: Self.swapRedBlue(source[x]), toByteOffset: x * 4, as: UInt32.self)
                }
                return
            case (.noneSkipLast, .orderDefault), (.noneSkipLast, .order32Big):
                for x in 0..<width {
                    destination.storeBytes(of: Self.swapRedBlue(source[x]) | 0xFF00_0000, toByteOffset: x * 4, as: UInt32.self)
                }
                return
            default:
                break
            }
        }
        let (alphaOffset, colorOffsets) = offsets
        let stride = bytesPerPixel
        let skip = alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast
        let premultiplied = isPremultiplied || isOpaque
        let bytes = destination.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let v = source[x]
            let a = v >> 24
            var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
            if !premultiplied {
                if a == 0 {
                    r = 0; g = 0; b = 0
                } else if a < 255 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
            }
            let p = bytes + x * stride
            if let alphaOffset { p[alphaOffset] = skip ? 255 : UInt8(a) }
            switch colorOffsets.count {
            case 1:
                // Rec. 601 luma in integers; the weights sum to 256 so gray stays exact.
                p[colorOffsets[0]] = UInt8((77 * r + 150 * g + 29 * b) >> 8)
            case 3:
                p[colorOffsets[0]] = UInt8(r); p[colorOffsets[1]] = UInt8(g); p[colorOffsets[2]] = UInt8(b)
            default:
                break
            }
        }
    }
}
