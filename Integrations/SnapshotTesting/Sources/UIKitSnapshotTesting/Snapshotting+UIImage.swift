import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images that must match exactly, stored as PNG.
    public static var image: Snapshotting {
        .image()
    }

    /// Images compared as `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)` does.
    ///
    /// - Parameter scale: The scale of the reference image on disk; nil for the main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
