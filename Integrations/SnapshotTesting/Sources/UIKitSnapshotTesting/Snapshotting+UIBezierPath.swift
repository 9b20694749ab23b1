import Foundation
import UIKit

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// Paths filled and compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// Paths filled (`fill()`, black) over their bounds at `scale` and compared pixel by pixel.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                          scale: scale).pullback { path in
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in
                path.fill()
            }
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// The path's elements, as `Snapshotting<CGPath, String>.elementsDescription` writes them.
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { path in path.cgPath }
    }

    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { path in path.cgPath }
    }
}
