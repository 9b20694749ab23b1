/// A type that replaces the opacity of variable layers in a repeatable sequence (Symbols framework).
public struct VariableColorSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .variableColor) }

    /// An effect where each layer stays enabled until the cycle ends.
    public var cumulative: VariableColorSymbolEffect { configured { $0.variableColor.cumulative = true } }

    /// An effect where one layer at a time is enabled.
    public var iterative: VariableColorSymbolEffect { configured { $0.variableColor.cumulative = false } }

    /// An effect where the cycle plays forward, then backward.
    public var reversing: VariableColorSymbolEffect { configured { $0.variableColor.reversing = true } }

    /// An effect where the cycle plays forward only.
    public var nonReversing: VariableColorSymbolEffect { configured { $0.variableColor.reversing = false } }

    /// An effect where inactive layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { configured { $0.variableColor.hidesInactiveLayers = true } }

    /// An effect where inactive layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { configured { $0.variableColor.hidesInactiveLayers = false } }
}
