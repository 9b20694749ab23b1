/// A mutable container of traits (UIKit, iOS 17): what `UITraitCollection(mutations:)`,
/// `modifyingTraits(_:)` and `traitOverrides` hand out. The system traits are shortcuts for
/// the subscript with their trait type.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayGamut: UIDisplayGamut { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var legibilityWeight: UILegibilityWeight { get set }
}

extension UIMutableTraits {
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
}
