/// A type that makes the layers of a symbol-based image disappear (Symbols framework).
public struct DisappearSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .disappear) }

    /// An effect where the symbol scales up as it disappears.
    public var up: DisappearSymbolEffect { configured { $0.direction = .up } }

    /// An effect where the symbol scales down as it disappears.
    public var down: DisappearSymbolEffect { configured { $0.direction = .down } }

    /// An effect that animates each layer separately.
    public var byLayer: DisappearSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: DisappearSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
