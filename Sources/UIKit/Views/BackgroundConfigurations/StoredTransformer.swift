/// A reference whose identity names one configuration transformer (copies share it).
final class TransformerIdentity: Sendable {}

/// A configuration transformer (a closure in a struct) that carries its identity.
protocol IdentifiedTransformer {
    var identity: TransformerIdentity { get }
}

/// A transformer stored in a Hashable configuration: equal when it is the same one (closures
/// cannot be compared; UIKit compares configurations holding them the same way).
struct StoredTransformer<Transformer: IdentifiedTransformer>: Hashable {
    let transformer: Transformer

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.transformer.identity === rhs.transformer.identity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(transformer.identity))
    }
}
