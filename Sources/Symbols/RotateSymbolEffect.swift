/// A type that rotates the symbol (iOS 18) (Symbols framework).
public struct RotateSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .rotate) }

    /// An effect where the symbol rotates clockwise.
    public var clockwise: RotateSymbolEffect { configured { $0.direction = .clockwise } }

    /// An effect where the symbol rotates counterclockwise.
    public var counterClockwise: RotateSymbolEffect { configured { $0.direction = .counterClockwise } }

    /// An effect that animates each layer separately.
    public var byLayer: RotateSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: RotateSymbolEffect { configured { $0.scope = .wholeSymbol } }
}
