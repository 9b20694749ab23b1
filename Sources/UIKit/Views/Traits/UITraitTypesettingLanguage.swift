import Foundation

/// The language text is laid out for (UIKit, iOS 17): line heights and fallback fonts follow
/// it where a language needs them. nil (the default): the text's own language.
///
/// OpenUIKit keeps the trait (it passes down the hierarchy and through overrides like any
/// trait); Pango already lays out each script with its own metrics, so text is not changed.
public struct UITraitTypesettingLanguage: UITraitDefinition, Sendable {
    public typealias Value = Locale.Language?
    public static let defaultValue: Locale.Language? = nil
    public static let identifier = "UITraitCollection.typesettingLanguage"
    public static let name = "TypesettingLanguage"
}

extension UITraitCollection {
    /// UIKit (iOS 17): nil unless set.
    public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }

    public convenience init(typesettingLanguage: Locale.Language) {
        self.init(mutations: { $0[UITraitTypesettingLanguage.self] = typesettingLanguage })
    }
}

extension UIMutableTraits {
    public var typesettingLanguage: Locale.Language? {
        get { self[UITraitTypesettingLanguage.self] }
        set { self[UITraitTypesettingLanguage.self] = newValue }
    }
}
