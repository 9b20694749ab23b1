/// The preferred text size (Dynamic Type) trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIContentSizeCategory
    public static let defaultValue: UIContentSizeCategory = .unspecified
    public static let identifier = "UITraitCollection.preferredContentSizeCategory"
    public static let name = "PreferredContentSizeCategory"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}
