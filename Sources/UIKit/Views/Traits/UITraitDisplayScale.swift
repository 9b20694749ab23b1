/// The display scale trait (UIKit, iOS 17); its default is `0`.
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition, Sendable {
    public typealias Value = CGFloat
    public static let defaultValue: CGFloat = 0
    public static let identifier = "UITraitCollection.displayScale"
    public static let name = "DisplayScale"
    public static let affectsColorAppearance = false
    static var field: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
}
