import Foundation

/// A change to text attributes that a configuration applies when it draws its text (UIKit,
/// iOS 15): the closure gets the attributes the text would have and returns those it shows.
public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer
    /// Tells transformers apart, so configurations holding them stay Hashable.
    let identity = TransformerIdentity()

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }

    /// A reference whose identity names one transformer (copies share it).
    final class TransformerIdentity: Sendable {}

    /// A transformer stored in a Hashable configuration: equal when it is the same one.
    struct Stored: Hashable {
        let transformer: UIConfigurationTextAttributesTransformer

        static func == (lhs: Stored, rhs: Stored) -> Bool {
            lhs.transformer.identity === rhs.transformer.identity
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(transformer.identity))
        }
    }
}
