// UIKit (iOS 17): a bar button item plays symbol effects on the symbol image its bar shows.
// OpenUIKit plays them on that image view (the item's button's, or a custom image view); an
// item no bar shows yet ignores them.
extension UIBarButtonItem {
    /// The image view that shows the item's symbol, if a bar shows the item.
    private var symbolImageView: UIImageView? {
        guard let view = shownView else { return nil }
        if let imageView = view as? UIImageView { return imageView }
        if let button = view as? UIButton { return button.imageView }
        return view.subviews.lazy.compactMap { $0 as? UIImageView }.first
    }

    /// Adds an indefinite symbol effect to the bar button item.
    @preconcurrency public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                animated: Bool = true) {
        symbolImageView?.addSymbolEffect(effect, options: options, animated: animated)
    }

    /// Adds a discrete, indefinite symbol effect to the bar button item.
    @preconcurrency public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                                options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.addSymbolEffect(effect, options: options, animated: animated)
    }

    /// Adds a discrete symbol effect to the bar button item.
    @preconcurrency public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                                animated: Bool = true) {
        symbolImageView?.addSymbolEffect(effect, options: options, animated: animated)
    }

    /// Removes the symbol effect that matches the indefinite effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect,
                                                   options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.removeSymbolEffect(ofType: effect, options: options, animated: animated)
    }

    /// Removes the symbol effect that matches the discrete, indefinite effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                                   options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.removeSymbolEffect(ofType: effect, options: options, animated: animated)
    }

    /// Removes the symbol effect that matches the discrete effect's type.
    @preconcurrency public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & SymbolEffect,
                                                   options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.removeSymbolEffect(ofType: effect, options: options, animated: animated)
    }

    /// Removes all symbol effects from the bar button item.
    @preconcurrency public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.removeAllSymbolEffects(options: options, animated: animated)
    }

    /// Sets a symbol image with a content transition: `image` changes at once, and the bar's
    /// image view plays the transition once it shows the new image.
    @preconcurrency public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                                               options: SymbolEffectOptions = .default) {
        self.image = image
        guard let imageView = symbolImageView, let shown = imageView.image else { return }
        imageView.setSymbolImage(shown, contentTransition: contentTransition, options: options)
    }
}
