@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

// UIKit: UIImage adopts NSSecureCoding.
extension UIImage: NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }
}

/// What an archive says about an image.
struct ArchivedImage {
    var cgImage: CGImage?
    var scale: CGFloat = 1
    var orientation: UIImage.Orientation = .up
    var renderingMode: UIImage.RenderingMode = .automatic
    var capInsets: UIEdgeInsets = .zero
    var resizingMode: UIImage.ResizingMode = .tile
    var tintColor: UIColor?
}

extension UIImage {
    private enum Key {
        static let data = "UIImageData"
        static let scale = "UIScale"
        static let orientation = "UIImageOrientation"
        static let renderingMode = "UIRenderingMode"
        static let capInsets = "UICapInsets"
        static let resizingMode = "UIResizingMode"
        static let tintColor = "UITintColor"
        static let empty = "UIEmptyImage"
    }

    /// The bitmap as PNG data (lossless, with alpha), with the scale, orientation, rendering
    /// mode, cap insets and tint color.
    func _encodeImage(with coder: NSCoder) {
        if let data = pngData() {
            coder.encode(data, forKey: Key.data)
        } else {
            coder.encode(true, forKey: Key.empty)
        }
        coder.encode(Double(scale), forKey: Key.scale)
        coder.encode(imageOrientation.rawValue, forKey: Key.orientation)
        coder.encode(renderingMode.rawValue, forKey: Key.renderingMode)
        if capInsets != .zero { coder.encode(capInsets, forKey: Key.capInsets) }
        coder.encode(resizingMode.rawValue, forKey: Key.resizingMode)
        if let tintColorStorage { coder.encode(tintColorStorage, forKey: Key.tintColor) }
    }

    /// Nil for an archive that is not an image's, or whose data is not a PNG that decodes.
    static func _archivedImage(from coder: NSCoder) -> ArchivedImage? {
        var image = ArchivedImage()
        if let data = coder._decodedData(forKey: Key.data) {
            guard let cgImage = decode(data) else {
                FrameworkLog.log("UIImage init(coder:): the archived image data does not decode; nil returned")
                return nil
            }
            image.cgImage = cgImage
        } else if coder._decodedBool(forKey: Key.empty) != true {
            return nil
        }
        if let scale = coder._decodedCGFloat(forKey: Key.scale), scale > 0 { image.scale = scale }
        if let raw = coder._decodedInteger(forKey: Key.orientation), let value = Orientation(rawValue: raw) {
            image.orientation = value
        }
        if let raw = coder._decodedInteger(forKey: Key.renderingMode), let value = RenderingMode(rawValue: raw) {
            image.renderingMode = value
        }
        if let insets = coder._decodedInsets(forKey: Key.capInsets) { image.capInsets = insets }
        if let raw = coder._decodedInteger(forKey: Key.resizingMode), let value = ResizingMode(rawValue: raw) {
            image.resizingMode = value
        }
        image.tintColor = coder._decodedObject(UIColor.self, forKey: Key.tintColor)
        return image
    }
}
