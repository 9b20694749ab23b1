/// A type that makes the layers of a symbol-based image appear (Symbols framework).
public struct AppearSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .appear) }

    /// An effect where the symbol scales up as it appears.
    public var up: AppearSymbolEffect { configured { $0.direction = .up } }

    /// An effect where the symbol scales down as it appears.
    public var down: AppearSymbolEffect { configured { $0.direction = .down } }

    /// An effect that animates each layer separately.
    public var byLayer: AppearSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: AppearSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
