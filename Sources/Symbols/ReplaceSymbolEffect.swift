/// A type that replaces the layers of one symbol-based image with those of another (Symbols
/// framework): Down-Up, Off-Up or Up-Up.
public struct ReplaceSymbolEffect: SymbolEffect, ConfiguredSymbolEffect, ContentTransitionSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration

    init() { configuration = SymbolEffectConfiguration(kind: .replace) }

    private func with(_ style: SymbolEffectConfiguration.ReplaceStyle) -> ReplaceSymbolEffect { configured { $0.replaceStyle = style } }

    /// Replaces a symbol by scaling it down, and scaling a different symbol up.
    public var downUp: ReplaceSymbolEffect { with(.downUp) }
    /// Replaces a symbol by removing it, and scaling a different symbol up.
    public var offUp: ReplaceSymbolEffect { with(.offUp) }
    /// Replaces a symbol by scaling it up, and scaling a different symbol up.
    public var upUp: ReplaceSymbolEffect { with(.upUp) }

    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }

    /// An effect that replaces each layer separately.
    public var byLayer: ReplaceSymbolEffect { configured { $0.scope = .byLayer } }

    /// An effect that replaces all layers simultaneously.
    public var wholeSymbol: ReplaceSymbolEffect { configured { $0.scope = .wholeSymbol } }

    /// A magic replace (iOS 18), which animates the parts two symbols share; `fallback` is
    /// used where it cannot. OpenUIKit has no symbol parts: it always plays the fallback.
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect.MagicReplace {
        MagicReplace(fallback: fallback)
    }
}
