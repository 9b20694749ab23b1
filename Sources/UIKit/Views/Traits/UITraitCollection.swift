/// The traits of an interface environment: size classes, display scale, appearance, idiom,
/// layout direction, text size (UIKit). Immutable.
///
/// What OpenUIKit reports for a view in a window: the window's size classes (see
/// `UIWindow`), the screen's scale, the system appearance (light unless the platform says
/// otherwise), the app's layout direction, the user's text size (`.large` by default), the
/// sRGB gamut, normal contrast, regular legibility weight, base level, and no force touch;
/// then the `traitOverrides` (and `overrideUserInterfaceStyle`) of the windows, views and
/// view controllers above it and its own, and the content size limits of the views.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(values: TraitValues()) }

    /// A collection that specifies one trait (each single-trait initializer below).
    private convenience init<Value>(_ trait: WritableKeyPath<TraitValues, Value>, _ value: Value) {
        var values = TraitValues()
        values[keyPath: trait] = value
        self.init(values: values)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(\.userInterfaceStyle, userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(\.horizontalSizeClass, horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(\.verticalSizeClass, verticalSizeClass) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(\.userInterfaceIdiom, idiom) }
    public convenience init(displayScale scale: CGFloat) { self.init(\.displayScale, scale.isFinite && scale > 0 ? scale : 0) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(\.layoutDirection, layoutDirection) }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(\.forceTouchCapability, capability) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(\.preferredContentSizeCategory, preferredContentSizeCategory) }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(\.displayGamut, displayGamut) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(\.accessibilityContrast, accessibilityContrast) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(\.legibilityWeight, legibilityWeight) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(\.userInterfaceLevel, userInterfaceLevel) }

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

    /// UIKit: whether dynamic colors could resolve differently, that is whether a trait that
    /// affects color appearance differs (appearance, contrast, level, or a custom trait whose
    /// `affectsColorAppearance` is true).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        values.changedTraits(from: traitCollection?.values ?? TraitValues()).contains { $0.affectsColorAppearance }
    }

    // MARK: The current trait collection

    /// What `current` is: a collection, or a view whose traits it is (computed only when
    /// read, as layout and drawing set it for every view).
    enum CurrentTraits {
        case collection(UITraitCollection)
        case view(UIView)
    }

    @MainActor private static var currentStorage: CurrentTraits?

    /// The traits dynamic colors and images resolve against. UIKit sets it while it calls
    /// `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`; by default it has the
    /// main screen's traits.
    @MainActor
    public static var current: UITraitCollection {
        get {
            switch currentStorage {
            case .collection(let collection): return collection
            case .view(let view): return view.traitCollection
            case nil: return UIScreen.main.traitCollection
            }
        }
        set { currentStorage = .collection(newValue) }
    }

    /// Makes this collection `current` while `actions` runs.
    @preconcurrency @MainActor
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.currentStorage
        Self.currentStorage = .collection(self)
        defer { Self.currentStorage = previous }
        actions()
    }

    /// The view whose traits are current (during its layout or drawing).
    @MainActor
    static var currentView: UIView? {
        if case .view(let view) = currentStorage { return view }
        return nil
    }

    /// Makes `view`'s traits current while `actions` runs.
    @MainActor
    static func performAsCurrent(traitsOf view: UIView, _ actions: () -> Void) {
        let previous = currentStorage
        currentStorage = .view(view)
        defer { currentStorage = previous }
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
