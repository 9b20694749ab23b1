/// The force touch capability trait (UIKit, iOS 17); its default is `.unknown`.
public struct UITraitForceTouchCapability: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = UIForceTouchCapability
    public static let defaultValue: UIForceTouchCapability = .unknown
    public static let identifier = "UITraitCollection.forceTouchCapability"
    public static let name = "ForceTouchCapability"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, UIForceTouchCapability> { \.forceTouchCapability }
}
