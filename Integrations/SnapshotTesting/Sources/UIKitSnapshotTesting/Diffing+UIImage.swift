import Foundation
import UIKit

extension Diffing where Value == UIImage {
    /// Images that must match exactly. (A constant of closures, which are not Sendable; it is
    /// never mutated.)
    nonisolated(unsafe) public static let image = Diffing.image()

    /// Images compared pixel by pixel, stored as PNG.
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match (of the bytes when
    ///     `perceptualPrecision` is 1, of the pixels otherwise).
    ///   - perceptualPrecision: How close in colour a pixel must be to count as matching: a
    ///     pixel matches when its CIE94 ΔE is at most `(1 - perceptualPrecision) * 100`
    ///     (0.98 to 0.99 is about what an eye tells apart).
    ///   - scale: The scale given to the reference image read from disk; nil or 0 for the
    ///     main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { image in image.pngData() ?? onMainThread("Diffing<UIImage>.image") { emptyImage() }.pngData() ?? Data() },
            fromData: { data in
                let imageScale = scale.flatMap { $0 != 0 ? $0 : nil }
                    ?? onMainThread("Diffing<UIImage>.image") { UIScreen.main.scale }
                // Unreadable data gives an image without a bitmap, which the comparison
                // reports ("could not be loaded") instead of crashing.
                return UIImage(data: data, scale: imageScale) ?? UIImage()
            }
        ) { old, new in
            guard let message = ImageComparison.compare(old, new, precision: precision,
                                                        perceptualPrecision: perceptualPrecision) else { return nil }
            var attachments: [DiffAttachment] = []
            if let data = old.pngData() { attachments.append(.data(data, name: "reference.png")) }
            if let data = new.pngData() { attachments.append(.data(data, name: "failure.png")) }
            if let data = ImageComparison.differenceImage(old, new)?.pngData() {
                attachments.append(.data(data, name: "difference.png"))
            }
            return (message, attachments)
        }
    }

    /// What is recorded for a view that drew nothing (a zero size): a red banner saying so.
    @MainActor private static func emptyImage() -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text = "No image: the snapshot's size is zero. Give the view a size, or pass size: to the strategy."
        label.textAlignment = .center
        label.numberOfLines = 3
        return SnapshotRendering.image(of: label, scale: 1)
    }
}
