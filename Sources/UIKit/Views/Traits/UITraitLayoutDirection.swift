/// The layout direction trait (UIKit, iOS 17); its default is `.unspecified`.
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UITraitEnvironmentLayoutDirection
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    public static let identifier = "UITraitCollection.layoutDirection"
    public static let name = "LayoutDirection"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}
