/// A type that fades the opacity of some or all layers (Symbols framework).
public struct PulseSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .pulse) }

    /// An effect that animates each layer separately.
    public var byLayer: PulseSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: PulseSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
