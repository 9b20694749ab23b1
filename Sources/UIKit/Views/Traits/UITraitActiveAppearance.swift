/// Whether the view's scene is in the foreground and active, for controls that dim in an
/// inactive window (UIKit, iOS 14; the trait type iOS 17). `.unspecified` unless set: Linux
/// windows report no activation state through traits, so the trait is kept as set.
public struct UITraitActiveAppearance: UITraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceActiveAppearance
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    public static let identifier = "UITraitCollection.activeAppearance"
    public static let name = "ActiveAppearance"
}

/// With UIKit's raw values.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

extension UITraitCollection {
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }

    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(mutations: { $0[UITraitActiveAppearance.self] = activeAppearance })
    }

    /// An image configuration for these traits (iOS 13): images it loads or resolves are
    /// chosen for them.
    public var imageConfiguration: UIImage.Configuration {
        UIImage.Configuration().withTraitCollection(self)
    }
}

extension UIMutableTraits {
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}
