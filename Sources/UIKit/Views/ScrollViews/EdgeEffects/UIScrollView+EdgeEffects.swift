extension UIScrollView {
    // iOS 26 edge effects, made on first use (stored only; see `UIScrollEdgeEffect`).

    public var topEdgeEffect: UIScrollEdgeEffect { _edgeEffect(at: 0) }
    public var leftEdgeEffect: UIScrollEdgeEffect { _edgeEffect(at: 1) }
    public var bottomEdgeEffect: UIScrollEdgeEffect { _edgeEffect(at: 2) }
    public var rightEdgeEffect: UIScrollEdgeEffect { _edgeEffect(at: 3) }

    private func _edgeEffect(at index: Int) -> UIScrollEdgeEffect {
        let storage = ensureExtras().iOS26 ?? ViewIOS26Storage()
        extras?.iOS26 = storage
        if storage.edgeEffects.isEmpty {
            storage.edgeEffects = (0..<4).map { _ in UIScrollEdgeEffect() }
        }
        return storage.edgeEffects[index]
    }
}
