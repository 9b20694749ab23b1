@_spi(UIKit) import QuartzCore

// A view is its layer's delegate and decides the layer's actions.
extension UIView {
    /// The answer that stops the layer's search for an action (one shared object: views
    /// answer it for every change outside animation blocks).
    private static let noAction = NSNull()

    /// UIKit: a view's layer has no implicit animations — outside animation blocks the view
    /// answers `NSNull` (no action, the search stops); inside one (and while a property
    /// animator runs its animations) it answers an animation for the properties UIKit
    /// animates, with the block's duration, delay, curve and options.
    func _layerAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === viewLayer, let block = ViewAnimationCenter.shared.activeBlock, block.animates,
              ViewPropertyChange.animatableKeys.contains(event),
              let oldValue = layer._modelValue(forKeyPath: event) else { return Self.noAction }
        let shown = layer._presentationValue(forKey: event) ?? oldValue
        return PendingViewChange(block: block, oldValue: oldValue, shownValue: shown).makeAction(key: event)
    }
}

extension UIView {
    /// UIKit: "during an animation, user interactions are temporarily disabled for the views
    /// being animated" unless the block allows them (`.allowUserInteraction`); such a view
    /// (and its subviews) is not hit while its block's animations run.
    var _isAnimatingWithoutInteraction: Bool {
        // Asked for every view a hit test visits: the common case (no animation) is one test.
        viewLayer._hasAnimations
            && viewLayer._containsAnimation { ($0.delegate as? ViewAnimationState)?.blocksInteraction == true }
    }
}
