/// Several motion effects applied together (UIKit).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    /// The effects' values merged (a later effect wins for a key path both set).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            if let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) {
                merged.merge(values) { _, new in new }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}
