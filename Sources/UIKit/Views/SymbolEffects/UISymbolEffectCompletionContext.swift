/// A completion handler for adding and removing symbol effects and transitions (iOS 17).
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

/// Information about a symbol effect's addition or removal (iOS 17).
public struct UISymbolEffectCompletionContext {
    /// Whether the symbol effect finished completely: false when it was removed, replaced by
    /// another effect of its type, or could not run (the image view shows no symbol image).
    @MainActor public let isFinished: Bool
    /// The symbol effect that completed (for a content transition, the transition).
    @MainActor public let effect: any SymbolEffect
    /// The object, an image view or bar button item, that received the symbol effect.
    @MainActor public weak var sender: AnyObject?

    @MainActor init(isFinished: Bool, effect: any SymbolEffect, sender: AnyObject?) {
        self.isFinished = isFinished
        self.effect = effect
        self.sender = sender
    }
}
