import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Views compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// Views compared pixel by pixel: the view is laid out in a window of its size (or `size`)
    /// and drawn at the traits' display scale (the main screen's when unspecified).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through the app's key window so that
    ///     appearance proxies and visual effects show. OpenUIKit always draws the whole hierarchy
    ///     as the screen shows it, so both values give the same image.
    ///   - precision: The fraction of the image that must match (see
    ///     `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)`).
    ///   - perceptualPrecision: How close in colour a pixel must be to match.
    ///   - size: The size to give the view instead of its own.
    ///   - traits: Traits over the view's: each one specified (style, content size category,
    ///     size classes, idiom, layout direction, display scale...) applies to the view and its
    ///     subviews.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                          scale: traits.displayScale).pullback { view in
            return onMainThread("Snapshotting<UIView, UIImage>.image") {
                let config = ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: .init())
                return SnapshotHost.withHosted(view, in: UIViewController(), config: config, traits: traits) {
                    SnapshotRendering.image(of: view, scale: SnapshotRendering.scale(for: traits))
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's hierarchy as UIKit's `recursiveDescription` prints it, without addresses:
    ///
    ///     <UIView; frame = (0 0; 200 100); layer = <CALayer>>
    ///        | <UIButton; frame = (20 20; 120 44); opaque = NO; layer = <CALayer>>
    public static var recursiveDescription: Snapshotting {
        .recursiveDescription()
    }

    /// The view's hierarchy, laid out at its size (or `size`) with `traits`, as UIKit's
    /// `recursiveDescription` prints it, without addresses.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting<String>.lines.pullback { view in
            return onMainThread("Snapshotting<UIView, String>.recursiveDescription") {
                let config = ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits)
                return SnapshotHost.withHosted(view, in: UIViewController(), config: config, traits: .init()) {
                    ViewDescription.withoutAddresses(ViewDescription.recursiveDescription(of: view))
                }
            }
        }
    }
}
