/// The increased contrast trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIAccessibilityContrast
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    public static let identifier = "UITraitCollection.accessibilityContrast"
    public static let name = "AccessibilityContrast"
    public static let affectsColorAppearance = true
    static var field: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}
