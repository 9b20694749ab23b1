/// The bold text trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UILegibilityWeight
    public static let defaultValue: UILegibilityWeight = .unspecified
    public static let identifier = "UITraitCollection.legibilityWeight"
    public static let name = "LegibilityWeight"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}
