/// A type that smoothly scales the symbol up and down, repeatedly (iOS 18) (Symbols framework).
public struct BreatheSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .breathe) }

    /// An effect where the symbol breathes by scaling.
    public var plain: BreatheSymbolEffect { configured { $0.breathePulses = false } }

    /// An effect where the symbol breathes by scaling and fading.
    public var pulse: BreatheSymbolEffect { configured { $0.breathePulses = true } }

    /// An effect that animates each layer separately.
    public var byLayer: BreatheSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: BreatheSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
