import Foundation

/// A change to text attributes that a configuration applies when it draws its text (UIKit,
/// iOS 15): the closure gets the attributes the text would have and returns those it shows.
public struct UIConfigurationTextAttributesTransformer: IdentifiedTransformer {
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

    typealias Stored = StoredTransformer<Self>
}

