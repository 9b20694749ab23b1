import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// View controllers' views compared pixel by pixel, at the view's own size.
    public static var image: Snapshotting {
        .image()
    }

    /// View controllers' views compared pixel by pixel, on a device: the controller is the
    /// child of a window's root view controller, in a window of the config's size with its
    /// safe-area insets, laid out, then drawn.
    ///
    /// - Parameters:
    ///   - config: The device (size, safe area, traits). All its traits apply inside the
    ///     controller: an iPad config on a phone screen gives the iPad's idiom and size classes.
    ///   - drawHierarchyInKeyWindow: See `Snapshotting<UIView, UIImage>.image`; no effect here.
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close in colour a pixel must be to match.
    ///   - size: The size instead of the config's.
    ///   - traits: Traits over the config's.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        let device = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return hostedImage(config: device, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }

    /// View controllers' views compared pixel by pixel, at the view's size (or `size`), with
    /// no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        hostedImage(config: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
                    precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }

    private static func hostedImage(config: ViewImageConfig, precision: Float, perceptualPrecision: Float,
                                    traits: UITraitCollection) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                                 scale: merged.displayScale).pullback { viewController in
            return onMainThread("Snapshotting<UIViewController, UIImage>.image") {
                let view = viewController.view!
                return SnapshotHost.withHosted(view, in: viewController, config: config, traits: traits) {
                    SnapshotRendering.image(of: view, scale: SnapshotRendering.scale(for: merged))
                }
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller and its descendants, one per line, with their appearance state and view
    /// (UIKit's `_printHierarchy`, without addresses):
    ///
    ///     <UIViewController>, state: appeared, view: <UIView>
    ///        | <ChildViewController>, state: appeared, view: <UIView>
    public static var hierarchy: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { viewController in
            return onMainThread("Snapshotting<UIViewController, String>.hierarchy") {
                SnapshotHost.withHosted(viewController.view, in: viewController, config: ViewImageConfig(), traits: .init()) {
                    ViewDescription.withoutAddresses(ViewDescription.hierarchy(of: viewController))
                }
            }
        }
    }

    /// The controller's view hierarchy as UIKit's `recursiveDescription` prints it.
    public static var recursiveDescription: Snapshotting {
        .recursiveDescription()
    }

    /// The controller's view hierarchy, hosted on `config` (sized `size` if given), as UIKit's
    /// `recursiveDescription` prints it, without addresses.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting<String>.lines.pullback { viewController in
            return onMainThread("Snapshotting<UIViewController, String>.recursiveDescription") {
                let device = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
                return SnapshotHost.withHosted(viewController.view, in: viewController, config: device, traits: traits) {
                    ViewDescription.withoutAddresses(ViewDescription.recursiveDescription(of: viewController.view))
                }
            }
        }
    }
}
