/// The interface idiom trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceIdiom
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    public static let identifier = "UITraitCollection.userInterfaceIdiom"
    public static let name = "UserInterfaceIdiom"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}
