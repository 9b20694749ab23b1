import Foundation

enum ImageViewCodingKey {
    static let image = "UIImage"
    static let highlightedImage = "UIHighlightedImage"
    static let highlighted = "UIHighlighted"
}

extension UIImageView {
    func _encodeImageView(with coder: NSCoder) {
        typealias K = ImageViewCodingKey
        if let image { coder.encode(image, forKey: K.image) }
        if let highlightedImage { coder.encode(highlightedImage, forKey: K.highlightedImage) }
        coder.encode(isHighlighted, forKey: K.highlighted)
    }

    func _decodeImageView(from coder: NSCoder) {
        typealias K = ImageViewCodingKey
        _redecodeClassDefaults(from: coder)
        if let image = coder._decodedObject(UIImage.self, forKey: K.image) { self.image = image }
        if let image = coder._decodedObject(UIImage.self, forKey: K.highlightedImage) { highlightedImage = image }
        if let highlighted = coder._decodedBool(forKey: K.highlighted) { isHighlighted = highlighted }
    }
}
