import Foundation

// `container.font = …`, `string.foregroundColor = …`: UIKit's keys by name on
// `AttributedString`, its runs and `AttributeContainer`.
extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
