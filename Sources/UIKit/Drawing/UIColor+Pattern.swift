@_spi(Rendering) import CoreGraphics

// Pattern colors (UIKit's `UIColor(patternImage:)`).
extension UIColor {
    /// A color that paints `image` repeated, at the image's size in points. UIKit: used as a
    /// fill (`setFill()`, a view's or layer's background) the tiles start at the origin of the
    /// space being drawn in (a view's top-left corner) and are drawn upright.
    public convenience init(patternImage image: UIImage) {
        self.init(patternImage: image, alpha: 1)
    }

    /// A pattern color with `alpha` applied to its tiles (`withAlphaComponent(_:)`).
    convenience init(patternImage image: UIImage, alpha: CGFloat) {
        self.init(model: .rgb, red: 0, green: 0, blue: 0, alpha: alpha)
        patternImageStorage = image
    }

    /// The Core Graphics pattern color for `image`; clear for an image without a bitmap.
    func patternCGColor(_ image: UIImage) -> CGColor {
        guard let tile = image.cgImage, image.size.width > 0, image.size.height > 0 else {
            return CGColor(gray: 0, alpha: 0)
        }
        return CGColor(patternImage: tile, tileSize: image.size, alpha: storedAlpha)
    }
}
