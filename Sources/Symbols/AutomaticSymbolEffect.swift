/// A type that applies the default animation to a symbol-based image in a context-sensitive
/// manner (Symbols framework). In UIKit it animates a symbol change as a replacement.
public struct AutomaticSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .automatic) }
}
