/// A type that scales the layers of a symbol-based image while active (Symbols framework).
public struct ScaleSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .scale) }

    /// An effect where the symbol scales up.
    public var up: ScaleSymbolEffect { configured { $0.direction = .up } }

    /// An effect where the symbol scales down.
    public var down: ScaleSymbolEffect { configured { $0.direction = .down } }

    /// An effect that animates each layer separately.
    public var byLayer: ScaleSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: ScaleSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
