extension ReplaceSymbolEffect {
    /// A replace transition that animates the parts two symbols share (iOS 18).
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        /// The configuration for the effect.
        public var configuration: SymbolEffectConfiguration

        init(fallback: ReplaceSymbolEffect) {
            configuration = SymbolEffectConfiguration(kind: .magicReplace)
            configuration.fallbackReplaceStyle = fallback.configuration.replaceStyle
            configuration.scope = fallback.configuration.scope
        }
    }
}
