/// The light or dark appearance trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceStyle
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    public static let identifier = "UITraitCollection.userInterfaceStyle"
    public static let name = "UserInterfaceStyle"
    public static let affectsColorAppearance = true
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}
