/// The display gamut trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitDisplayGamut: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIDisplayGamut
    public static let defaultValue: UIDisplayGamut = .unspecified
    public static let identifier = "UITraitCollection.displayGamut"
    public static let name = "DisplayGamut"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIDisplayGamut> { \.displayGamut }
}
