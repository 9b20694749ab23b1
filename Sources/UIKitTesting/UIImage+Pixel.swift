@_exported import GraphicsTesting
import UIKit

extension UIImage {
    /// The pixel at column `x`, row `y` of the image's bitmap (pixels, from the top-left;
    /// a point is `scale` pixels). `.clear` outside the bitmap or for an image without one.
    ///
    /// - Parameters:
    ///   - x: The column, from the left.
    ///   - y: The row, from the top.
    public func pixel(_ x: Int, _ y: Int) -> Pixel {
        cgImage?.pixel(x, y) ?? .clear
    }
}
