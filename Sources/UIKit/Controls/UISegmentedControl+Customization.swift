import Foundation

// UIKit's image and position customization of a segmented control. OpenUIKit stores the
// values (each getter returns what its setter stored); the control is still drawn with the
// system track, pill and dividers, and titles are not moved by the position adjustments.
extension UISegmentedControl {
    /// The image drawn behind segments in `state` at `barMetrics`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "background", state.appearanceKey, barMetrics.rawValue)
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("background", state.appearanceKey, barMetrics.rawValue)
    }

    /// The image drawn between a segment in `leftState` and the next one in `rightState`.
    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.set(dividerImage, "divider", leftState.appearanceKey, rightState.appearanceKey, barMetrics.rawValue)
    }

    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("divider", leftState.appearanceKey, rightState.appearanceKey, barMetrics.rawValue)
    }

    /// How far the contents of segments of a kind are moved; `.zero` unless set.
    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                           barMetrics: UIBarMetrics) {
        legacyAppearance.set(adjustment, "position", leftCenterRightOrAlone.rawValue, barMetrics.rawValue)
    }

    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                        barMetrics: UIBarMetrics) -> UIOffset {
        legacyAppearance.value("position", leftCenterRightOrAlone.rawValue, barMetrics.rawValue) ?? .zero
    }
}
