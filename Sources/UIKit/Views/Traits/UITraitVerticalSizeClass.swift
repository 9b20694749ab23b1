/// The vertical size class trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let identifier = "UITraitCollection.verticalSizeClass"
    public static let name = "VerticalSizeClass"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}
