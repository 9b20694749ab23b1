/// A type that applies a transitory scaling effect, or bounce (Symbols framework).
public struct BounceSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .bounce) }

    /// An effect where the symbol bounces upward (scales up).
    public var up: BounceSymbolEffect { configured { $0.direction = .up } }

    /// An effect where the symbol bounces downward (scales down).
    public var down: BounceSymbolEffect { configured { $0.direction = .down } }

    /// An effect that animates each layer separately.
    public var byLayer: BounceSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: BounceSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
