/// A presentation effect that you apply to a symbol-based image (Symbols framework, iOS 17).
///
/// OpenUIKit draws a symbol as one picture, so every effect applies to the whole symbol:
/// `byLayer` and `wholeSymbol` are kept in the configuration but animate the same way.
public protocol SymbolEffect: Hashable, Sendable {
    /// The configuration for the effect.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect that performs a transient animation (bounce, pulse, variable color, breathe,
/// rotate, wiggle).
public protocol DiscreteSymbolEffect {}

/// An animation that continually affects a symbol until it's disabled or removed.
public protocol IndefiniteSymbolEffect {}

/// An effect that animates between symbols or different configurations of the same symbol.
public protocol ContentTransitionSymbolEffect {}

/// An effect that animates a symbol in or out.
public protocol TransitionSymbolEffect {}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The default, context-sensitive animation.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A transitory scaling effect, or bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of the symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the symbol up or down while it is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of variable layers in a repeatable sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces one symbol-based image with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A smooth scaling and fading that repeats (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation of the symbol (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A back-and-forth movement of the symbol (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
