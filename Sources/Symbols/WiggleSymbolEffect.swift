/// A type that moves the symbol back and forth (iOS 18) (Symbols framework).
public struct WiggleSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .wiggle) }

    /// An effect where the symbol wiggles by rotating clockwise first.
    public var clockwise: WiggleSymbolEffect { configured { $0.direction = .clockwise } }

    /// An effect where the symbol wiggles by rotating counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { configured { $0.direction = .counterClockwise } }

    /// An effect where the symbol wiggles horizontally, leftward first.
    public var left: WiggleSymbolEffect { configured { $0.direction = .left } }

    /// An effect where the symbol wiggles horizontally, rightward first.
    public var right: WiggleSymbolEffect { configured { $0.direction = .right } }

    /// An effect where the symbol wiggles vertically, upward first.
    public var up: WiggleSymbolEffect { configured { $0.direction = .up } }

    /// An effect where the symbol wiggles vertically, downward first.
    public var down: WiggleSymbolEffect { configured { $0.direction = .down } }

    /// An effect where the symbol wiggles toward the reading direction first.
    public var forward: WiggleSymbolEffect { configured { $0.direction = .forward } }

    /// An effect where the symbol wiggles against the reading direction first.
    public var backward: WiggleSymbolEffect { configured { $0.direction = .backward } }

    /// An effect that animates each layer separately.
    public var byLayer: WiggleSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that animates all layers simultaneously.
    public var wholeSymbol: WiggleSymbolEffect { configured { $0.scope = .wholeSymbol } }

    /// An effect that moves back and forth along an axis at `angle` degrees, clockwise from
    /// the positive x axis.
    public func custom(angle: Double) -> WiggleSymbolEffect { configured { $0.direction = .angle(angle.isFinite ? angle : 0) } }
}
