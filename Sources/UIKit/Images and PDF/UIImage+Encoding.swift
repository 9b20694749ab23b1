@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIImage {
    /// The image as PNG data (nil for an empty image).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// Differs from UIKit: OpenUIKit has no JPEG encoder; this logs and returns nil (use
    /// `pngData()`).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        FrameworkLog.log("UIImage.jpegData(compressionQuality:): JPEG encoding is not supported; returning nil")
        return nil
    }
}
