@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIImage {
    /// The image as PNG data (nil for an empty image).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as JPEG data at `compressionQuality` (0: most compressed, 1: best quality);
    /// nil for an empty image. JPEG has no alpha: transparent areas come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(quality: compressionQuality)
    }

    /// The image as HEIC data (UIKit, iOS 17). UIKit returns nil when the image's bitmap cannot
    /// be encoded; Linux has no HEIC encoder here, so it is always nil — encode with
    /// `pngData()` or `jpegData(compressionQuality:)`.
    public func heicData() -> Data? {
        nil
    }
}
