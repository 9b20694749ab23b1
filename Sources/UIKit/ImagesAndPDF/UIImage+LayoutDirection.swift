@_spi(Rendering) import CoreGraphics

// Images in right-to-left layouts (UIKit).
extension UIImage {
    /// A copy that image views mirror in a right-to-left layout (a back arrow, say). UIKit:
    /// the image itself is unchanged: `draw(in:)` draws it as it is, whatever the direction.
    func _imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                symbolName: symbolNameStorage, configuration: configurationStorage, flipsForRightToLeft: true)
    }

    /// A copy with the same pixels and the horizontally mirrored orientation, so that it is
    /// drawn mirrored (`.up` ↔ `.upMirrored`, `.down` ↔ `.downMirrored`). UIKit: mirroring a
    /// turned image's display swaps the turn: `.left` ↔ `.rightMirrored`, `.right` ↔ `.leftMirrored`.
    func _withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation
        switch imageOrientation {
        case .up: flipped = .upMirrored
        case .upMirrored: flipped = .up
        case .down: flipped = .downMirrored
        case .downMirrored: flipped = .down
        case .left: flipped = .rightMirrored
        case .rightMirrored: flipped = .left
        case .right: flipped = .leftMirrored
        case .leftMirrored: flipped = .right
        }
        return UIImage(cgImage: cgImage, scale: scale, orientation: flipped, renderingMode: renderingMode,
                       capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                       symbolName: symbolNameStorage, configuration: configurationStorage,
                       flipsForRightToLeft: flipsForRTLStorage)
    }

    /// Whether an image view in `direction` shows the bitmap mirrored: a `.upMirrored` image,
    /// or a flipping image in a right-to-left layout (both: not mirrored).
    func isShownMirrored(in direction: UIUserInterfaceLayoutDirection) -> Bool {
        (imageOrientation == .upMirrored) != (flipsForRTLStorage && direction == .rightToLeft)
    }

    /// `image` mirrored left to right.
    static func horizontallyMirrored(_ image: CGImage) -> CGImage? {
        guard let context = CGContext(size: CGSize(width: image.width, height: image.height), scale: 1) else {
            return nil
        }
        context.translateBy(x: CGFloat(image.width), y: 0)
        context.scaleBy(x: -1, y: 1)
        context.drawImage(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return context.makeImage()
    }
}
