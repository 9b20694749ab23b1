/// The horizontal size class trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let identifier = "UITraitCollection.horizontalSizeClass"
    public static let name = "HorizontalSizeClass"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}
