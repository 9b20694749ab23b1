@_spi(Platform) import UIKit

/// Puts a view (or a view controller's view) in a window as a device would show it, for the
/// time of a snapshot, then takes it out again.
@MainActor
enum SnapshotHost {
    /// Hosts `viewController` (whose view is, or contains, `view`) in a window of the config's
    /// size and safe area, with `traits` over the config's, lays it out and runs `body`.
    ///
    /// A `view` that is not the controller's view is added to it, sized to the config's size
    /// (or its own), and put back where it was afterwards.
    static func withHosted<T>(_ view: UIView, in viewController: UIViewController, config: ViewImageConfig,
                              traits: UITraitCollection, _ body: () -> T) -> T {
        let size = config.size ?? viewController.view.frame.size
        let initialFrame = view.frame
        let initialSuperview = view.superview
        let initialIndex = initialSuperview?.subviews.firstIndex(of: view)
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = SnapshotWindow(size: config.size ?? size, safeArea: config.safeArea)

        let root = UIViewController()
        // The traits the config and the caller specify override, for the controller and
        // everything inside, those of the window (which has the screen's idiom and the size
        // classes of its size): the library does the same with the root controller's
        // `setOverrideTraitCollection(_:forChild:)`. The controller's own overrides still win.
        override(&root.traitOverrides, with: merged)
        root.view.backgroundColor = .clear
        root.view.frame = window.bounds
        viewController.view.frame = root.view.bounds
        root.view.addSubview(viewController.view)
        if viewController.view.translatesAutoresizingMaskIntoConstraints {
            viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            NSLayoutConstraint.activate([
                viewController.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                viewController.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                viewController.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                viewController.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            ])
        }
        root.addChild(viewController)
        viewController.didMove(toParent: root)
        window.rootViewController = root
        window.isHidden = false
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        if view.bounds.width == 0 || view.bounds.height == 0 {
            // A view without a size gets the size it fits in.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }

        let result = body()

        window.isHidden = true
        viewController.willMove(toParent: nil)
        viewController.view.removeFromSuperview()
        viewController.removeFromParent()
        window.rootViewController = nil
        if view !== viewController.view {
            view.removeFromSuperview()
            if let initialSuperview {
                initialSuperview.insertSubview(view, at: min(initialIndex ?? initialSuperview.subviews.count,
                                                              initialSuperview.subviews.count))
            }
        }
        view.frame = initialFrame
        return result
    }

    /// Sets in `overrides` the traits `traits` specifies: its system traits not at their
    /// unspecified value and its custom traits (`UITraitDefinition`), so that a config's
    /// `traits: UITraitCollection { $0[MyTrait.self] = … }` reaches the views as on iOS.
    static func override(_ overrides: inout UITraitOverrides, with traits: UITraitCollection) {
        overrides._override(with: traits)
    }
}
