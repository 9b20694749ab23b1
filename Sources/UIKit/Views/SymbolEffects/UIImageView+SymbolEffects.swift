// UIKit (iOS 17): symbol effects on an image view; Apple: "discrete effects animate
// automatically when added to an image view". Indefinite effects (pulse, variable color,
// breathe, rotate) play until removed; scale and disappear hold their state until removed, and
// appear takes a disappear away. OpenUIKit animates the whole symbol with additive layer
// animations (see `SymbolEffectMotion`). Assumed (Apple documents none of it): an image view
// that shows no symbol image ignores effects and reports `isFinished == false`; an effect that
// repeats until removed reports `isFinished == false` when removed; bounce and wiggle play once
// by default while the other discrete-and-indefinite effects repeat.
extension UIImageView {
    private var symbolEffects: SymbolEffectPlayer {
        if let player = symbolEffectPlayer { return player }
        let player = SymbolEffectPlayer(imageView: self)
        symbolEffectPlayer = player
        return player
    }

    /// Adds an indefinite symbol effect to the image view.
    @preconcurrency public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        startSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Adds a discrete, indefinite symbol effect to the image view.
    @preconcurrency public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                                options: SymbolEffectOptions = .default, animated: Bool = true,
                                                completion: UISymbolEffectCompletion? = nil) {
        startSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Adds a discrete symbol effect to the image view.
    @preconcurrency public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        startSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Removes the symbol effect that matches the indefinite effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        stopSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Removes the symbol effect that matches the discrete, indefinite effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                                   options: SymbolEffectOptions = .default, animated: Bool = true,
                                                   completion: UISymbolEffectCompletion? = nil) {
        stopSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Removes the symbol effect that matches the discrete effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        stopSymbolEffect(effect, options: options, animated: animated, completion: completion)
    }

    /// Removes all symbol effects from the image view.
    @preconcurrency public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffectPlayer?.removeAll(animated: animated, speed: options.speedMultiplier)
    }

    /// Sets a symbol image with a content transition: the image changes at once (`image`
    /// returns it), and the new symbol scales up into place (Down-Up, Up-Up, Off-Up and the
    /// automatic transition look the same here: the outgoing symbol is not drawn during the
    /// transition).
    @preconcurrency public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                                               options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil) {
        self.image = image
        guard image.isSymbolImage else {
            completion?(UISymbolEffectCompletionContext(isFinished: false, effect: contentTransition, sender: self))
            return
        }
        symbolEffects.playTransition(contentTransition, options: options, completion: completion)
    }

    private func startSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions, animated: Bool,
                                   completion: UISymbolEffectCompletion?) {
        guard image?.isSymbolImage == true else {
            completion?(UISymbolEffectCompletionContext(isFinished: false, effect: effect, sender: self))
            return
        }
        symbolEffects.add(effect, options: options, animated: animated, completion: completion)
    }

    private func stopSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions, animated: Bool,
                                  completion: UISymbolEffectCompletion?) {
        guard let player = symbolEffectPlayer, player.hasEffect(ofType: type(of: effect)) else {
            completion?(UISymbolEffectCompletionContext(isFinished: true, effect: effect, sender: self))
            return
        }
        player.remove(ofType: type(of: effect), animated: animated, speed: options.speedMultiplier, completion: completion)
    }
}
