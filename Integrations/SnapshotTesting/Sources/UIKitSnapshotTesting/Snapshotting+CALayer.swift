import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Layers compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// Layers compared pixel by pixel: the layer is laid out and rendered (`render(in:)`) at
    /// its bounds' size, at the traits' display scale (the main screen's when unspecified).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                          scale: traits.displayScale).pullback { layer in
            nonisolated(unsafe) let layer = layer
            return onMainThread("Snapshotting<CALayer, UIImage>.image") {
                SnapshotRendering.image(of: layer, scale: SnapshotRendering.scale(for: traits))
            }
        }
    }
}
