/// An effect whose variants (`.up`, `.byLayer` …) are copies with one configuration change.
protocol ConfiguredSymbolEffect {
    var configuration: SymbolEffectConfiguration { get set }
}

extension ConfiguredSymbolEffect {
    func configured(_ change: (inout SymbolEffectConfiguration) -> Void) -> Self {
        var effect = self
        change(&effect.configuration)
        return effect
    }
}
