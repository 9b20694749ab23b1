@_spi(Rendering) import CoreGraphics
import Foundation

extension UIImage {
    /// UIKit (iOS 15): the image redrawn at `size` points (its scale and orientation kept);
    /// nil when the image has no bitmap or `size` is empty or not finite.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let cgImage, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        // The bitmap is drawn unturned: a quarter-turned image's bitmap is as tall as it is wide.
        let turned: Bool
        switch imageOrientation {
        case .left, .leftMirrored, .right, .rightMirrored: turned = true
        default: turned = false
        }
        let points = turned ? CGSize(width: size.height, height: size.width) : size
        let pixels = CGSize(width: (points.width * scale).rounded(), height: (points.height * scale).rounded())
        guard pixels.width >= 1, pixels.height >= 1,
              let context = CGContext(size: pixels, scale: 1) else { return nil }
        context.interpolationQuality = .high
        context.drawImage(cgImage, in: CGRect(origin: .zero, size: pixels))
        guard let thumbnail = context.makeImage() else { return nil }
        return UIImage(cgImage: thumbnail, scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// UIKit (iOS 15): `preparingThumbnail(of:)` on a background queue; the handler runs there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingThumbnail(of: size))
        }
    }

    /// UIKit (iOS 15): the async form of `prepareThumbnail(of:completionHandler:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareThumbnail(of: size) { continuation.resume(returning: $0) }
        }
    }

    /// UIKit (iOS 15): a copy decoded for display. OpenUIKit's images hold decoded pixels
    /// already: the copy shares them. Nil when the image has no bitmap.
    public func preparingForDisplay() -> UIImage? {
        guard let cgImage else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                       capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                       symbolName: symbolNameStorage, configuration: configurationStorage,
                flipsForRightToLeft: flipsForRTLStorage)
    }

    /// UIKit (iOS 15): `preparingForDisplay()` on a background queue; the handler runs there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingForDisplay())
        }
    }

    /// UIKit (iOS 15): the async form of `prepareForDisplay(completionHandler:)`.
    public func byPreparingForDisplay() async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareForDisplay { continuation.resume(returning: $0) }
        }
    }
}
