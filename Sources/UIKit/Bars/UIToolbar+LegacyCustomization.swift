import Foundation

// UIKit's pre-iOS 13 image customization of a toolbar. Stored (each getter returns what its
// setter stored); OpenUIKit draws the bar from its appearance objects, whose
// `backgroundImage` and `shadowImage` give the same effects.
extension UIToolbar {
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "background", topOrBottom.rawValue, barMetrics.rawValue)
    }

    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("background", topOrBottom.rawValue, barMetrics.rawValue)
    }

    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyAppearance.set(shadowImage, "shadow", topOrBottom.rawValue)
    }

    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyAppearance.value("shadow", topOrBottom.rawValue)
    }
}
