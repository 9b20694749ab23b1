/// The traits of an interface environment: size classes, display scale, appearance, idiom,
/// layout direction, text size (UIKit). Immutable.
///
/// What OpenUIKit reports for a view in a window: the window's size classes (see
/// `UIWindow`), the screen's scale, light appearance unless `overrideUserInterfaceStyle` says
/// otherwise, the app's layout direction, the `.large` text size, the sRGB gamut, normal
/// contrast, regular legibility weight, base level, and no force touch.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(values: TraitValues()) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var values = TraitValues()
        values.userInterfaceStyle = userInterfaceStyle
        self.init(values: values)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var values = TraitValues()
        values.horizontalSizeClass = horizontalSizeClass
        self.init(values: values)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var values = TraitValues()
        values.verticalSizeClass = verticalSizeClass
        self.init(values: values)
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        var values = TraitValues()
        values.userInterfaceIdiom = idiom
        self.init(values: values)
    }

    public convenience init(displayScale scale: CGFloat) {
        var values = TraitValues()
        values.displayScale = scale.isFinite && scale > 0 ? scale : 0
        self.init(values: values)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var values = TraitValues()
        values.layoutDirection = layoutDirection
        self.init(values: values)
    }

    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        var values = TraitValues()
        values.forceTouchCapability = capability
        self.init(values: values)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var values = TraitValues()
        values.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: values)
    }

    public convenience init(displayGamut: UIDisplayGamut) {
        var values = TraitValues()
        values.displayGamut = displayGamut
        self.init(values: values)
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        var values = TraitValues()
        values.accessibilityContrast = accessibilityContrast
        self.init(values: values)
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        var values = TraitValues()
        values.legibilityWeight = legibilityWeight
        self.init(values: values)
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        var values = TraitValues()
        values.userInterfaceLevel = userInterfaceLevel
        self.init(values: values)
    }

    /// UIKit: the traits of all the collections combined; where several specify a trait, the
    /// last one in the array wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in traitCollections { values.overlay(collection.values) }
        self.init(values: values)
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// 0 when unspecified.
    open var displayScale: CGFloat { values.displayScale }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    open var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    open var displayGamut: UIDisplayGamut { values.displayGamut }
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// Whether this collection has every trait `trait` specifies, with the same value (a nil
    /// or empty argument is contained).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// UIKit: whether dynamic colors could resolve differently, that is whether the
    /// appearance, contrast or interface level differ.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
    }

    // MARK: The current trait collection

    @MainActor private static var currentStorage: UITraitCollection?

    /// The traits dynamic colors and images resolve against. UIKit sets it while it calls
    /// `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`; by default it has the
    /// main screen's traits.
    @MainActor
    public static var current: UITraitCollection {
        get { currentStorage ?? UIScreen.main.traitCollection }
        set { currentStorage = newValue }
    }

    /// Makes this collection `current` while `actions` runs.
    @preconcurrency @MainActor
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = previous }
        actions()
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    nonisolated open override var hash: Int { values.hashValue }

    nonisolated open override var description: String {
        let v = values
        var parts: [String] = []
        parts.append("UserInterfaceIdiom = \(v.userInterfaceIdiom)")
        parts.append("DisplayScale = \(v.displayScale)")
        parts.append("HorizontalSizeClass = \(v.horizontalSizeClass)")
        parts.append("VerticalSizeClass = \(v.verticalSizeClass)")
        parts.append("UserInterfaceStyle = \(v.userInterfaceStyle)")
        parts.append("LayoutDirection = \(v.layoutDirection)")
        parts.append("PreferredContentSizeCategory = \(v.preferredContentSizeCategory.rawValue)")
        return "<UITraitCollection: " + parts.joined(separator: ", ") + ">"
    }
}
