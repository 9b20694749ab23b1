@_spi(Rendering) import QuartzCore
import Foundation

extension UIVisualEffectView {
    /// Shows `glass` on the backdrop layer: a light blur, the glass fill and a light rim (a
    /// 1-point border in the rim color, following the layer's corners). Returns false for other
    /// effects. The rim replaces the layer's border only while glass is shown.
    func _applyGlass(_ effect: UIVisualEffect?, to backdrop: _CABackdropLayer) -> Bool {
        let dark = traitCollection.userInterfaceStyle == .dark
        guard let glass = effect as? UIGlassEffect else {
            if showsGlassRim {
                backdrop.borderWidth = 0
                backdrop.borderColor = nil
                showsGlassRim = false
            }
            return false
        }
        backdrop.blurRadius = glass.blurRadius
        backdrop.tintColor = glass.fillColor(dark: dark).cgColor
        backdrop.borderWidth = 1
        backdrop.borderColor = glass.rimColor(dark: dark).cgColor
        showsGlassRim = true
        return true
    }
}
