/// The base or elevated level trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceLevel
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    public static let identifier = "UITraitCollection.userInterfaceLevel"
    public static let name = "UserInterfaceLevel"
    public static let affectsColorAppearance = true
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
