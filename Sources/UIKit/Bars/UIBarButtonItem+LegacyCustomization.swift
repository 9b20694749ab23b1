import Foundation

// UIKit's pre-iOS 13 image and offset customization of bar button items (also set through
// `UIBarButtonItem.appearance()`). Stored (each getter returns what its setter stored for the
// same state, style and metrics); OpenUIKit draws items from the bars' appearance objects
// (`UIBarButtonItemAppearance`), which give the same effects.
extension UIBarButtonItem {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "background", state.appearanceKey, barMetrics.rawValue)
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("background", state.appearanceKey, barMetrics.rawValue)
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style,
                                 barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "styledBackground", state.appearanceKey, style.rawValue, barMetrics.rawValue)
    }

    public func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("styledBackground", state.appearanceKey, style.rawValue, barMetrics.rawValue)
    }

    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "backgroundVertical", barMetrics.rawValue)
    }

    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyAppearance.value("backgroundVertical", barMetrics.rawValue) ?? 0
    }

    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "titlePosition", barMetrics.rawValue)
    }

    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyAppearance.value("titlePosition", barMetrics.rawValue) ?? .zero
    }

    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "backBackground", state.appearanceKey, barMetrics.rawValue)
    }

    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("backBackground", state.appearanceKey, barMetrics.rawValue)
    }

    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "backTitlePosition", barMetrics.rawValue)
    }

    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyAppearance.value("backTitlePosition", barMetrics.rawValue) ?? .zero
    }

    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "backBackgroundVertical", barMetrics.rawValue)
    }

    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyAppearance.value("backBackgroundVertical", barMetrics.rawValue) ?? 0
    }
}
