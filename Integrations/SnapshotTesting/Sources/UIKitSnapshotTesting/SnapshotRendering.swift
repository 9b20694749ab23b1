import UIKit

/// How the strategies draw: the hierarchy as the compositor would show it (pending layout and
/// display done first), into a bitmap of `scale` pixels per point. Headless and the same bytes
/// on every run for the same packages and fonts.
@MainActor
enum SnapshotRendering {
    static func image(of view: UIView, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let bounds = view.bounds
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            view.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    static func image(of layer: CALayer, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
            layer.setNeedsLayout()
            layer.layoutIfNeeded()
            layer.render(in: context.cgContext)
        }
    }

    /// UIKit: a trait collection's display scale of 0 (unspecified) renders at the main
    /// screen's scale.
    static func scale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }
}
