/// The largest bitmaps OpenUIKit will allocate. Not Apple API: CoreGraphics fails allocation
/// somewhere near available memory; OpenUIKit refuses early so that a bad size (a negative
/// number converted to a huge one, a runaway layout) cannot allocate gigabytes.
///
/// - Each side is at most 16384 pixels (Cairo's own limit is 32767).
/// - The total is at most 16384 × 4096 = 64 Mi pixels, i.e. 256 MiB as 32-bit pixels.
enum BitmapLimits {
    static let maximumDimension = 16_384
    static let maximumPixelCount = 16_384 * 4_096

    static func allows(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else { return false }
        return width * height <= maximumPixelCount
    }

    /// Logs and returns false for an empty or oversized bitmap.
    static func check(width: Int, height: Int, what: String) -> Bool {
        if width <= 0 || height <= 0 {
            FrameworkLog.log("\(what): invalid size \(width) × \(height); returning nil")
            return false
        }
        if !allows(width: width, height: height) {
            FrameworkLog.log("\(what): \(width) × \(height) exceeds OpenUIKit's bitmap limit "
                + "(\(maximumDimension) per side, \(maximumPixelCount) pixels); returning nil")
            return false
        }
        return true
    }
}
