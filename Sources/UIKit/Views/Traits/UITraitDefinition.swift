/// A type representing a trait in a trait collection (UIKit, iOS 17). Define `defaultValue`
/// to declare a custom trait; its value is what a collection that does not set it reports.
public protocol UITraitDefinition {
    associatedtype Value = Self
    static var defaultValue: Value { get }
    /// UIKit: a stable string identifying the trait (by default the type's name).
    static var identifier: String { get }
    /// A short name for debugging output (by default the type's name).
    static var name: String { get }
    /// Whether dynamic colors resolve with the trait: views redraw when it changes (false by
    /// default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as trait APIs take it (`[UITraitUserInterfaceStyle.self]`).
public typealias UITrait = any UITraitDefinition.Type
