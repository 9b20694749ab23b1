import Foundation

// UIKit's pre-iOS 13 image customization of a navigation bar. Stored (each getter returns
// what its setter stored); OpenUIKit draws the bar from its appearance objects
// (`standardAppearance` …), which give the same effects: `backgroundImage`, `shadowImage`
// and `titlePositionAdjustment` of `UINavigationBarAppearance`.
extension UINavigationBar {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "background", barPosition.rawValue, barMetrics.rawValue)
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("background", barPosition.rawValue, barMetrics.rawValue)
    }

    /// The background image for any position (UIKit: the same as `.any`).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// How far the title is moved down; 0 unless set.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "titleVertical", barMetrics.rawValue)
    }

    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyAppearance.value("titleVertical", barMetrics.rawValue) ?? 0
    }

    /// The line under the bar (UIKit uses it only with a custom background image).
    public var shadowImage: UIImage? {
        get { legacyAppearance.value("shadow") }
        set { legacyAppearance.set(newValue, "shadow") }
    }
}
