/// A type that specifies the configuration of a symbol effect.
///
/// Apple gives it no public members; UIKit reads what an effect asks for through the
/// package-level accessors below.
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// Which effect this is.
    package enum Kind: Hashable, Sendable {
        case appear, disappear, automatic, bounce, pulse, scale, variableColor, replace, magicReplace
        case breathe, rotate, wiggle
    }

    /// A direction an effect may be given (`.up`, `.down`, `.clockwise` …).
    package enum Direction: Hashable, Sendable {
        case unspecified, up, down, left, right, forward, backward, clockwise, counterClockwise
        /// A wiggle along an axis at this angle, in degrees clockwise from the positive x axis.
        case angle(Double)
    }

    /// Whether the effect animates the symbol's layers one by one or all together.
    package enum Scope: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

    /// How a replace transition moves the outgoing and the incoming symbol.
    package enum ReplaceStyle: Hashable, Sendable { case automatic, downUp, offUp, upUp }

    /// How a variable-color effect fills and unfills the variable layers.
    package struct VariableColor: Hashable, Sendable {
        package var cumulative: Bool?
        package var reversing: Bool?
        package var hidesInactiveLayers: Bool?
    }

    package var kind: Kind
    package var direction: Direction = .unspecified
    package var scope: Scope = .automatic
    package var replaceStyle: ReplaceStyle = .automatic
    package var variableColor = VariableColor()
    /// Breathe's `.pulse` variant (opacity as well as scale).
    package var breathePulses = false
    /// A magic replace's fallback.
    package var fallbackReplaceStyle: ReplaceStyle = .automatic

    package init(kind: Kind) { self.kind = kind }
}
