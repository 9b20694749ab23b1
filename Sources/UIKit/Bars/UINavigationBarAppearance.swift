@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The look of a navigation bar (UIKit, iOS 13): background, shadow, title attributes and
/// its items' appearances.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the standard title (font, foreground color); UIKit's semibold 17 pt
    /// label color where not set.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; UIKit's bold 34 pt label color where not set.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// iOS 26's name for `doneButtonAppearance`: the appearance of `.prominent` items (the
    /// same style as `.done`), the same storage.
    open var prominentButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtonAppearance }
        set { doneButtonAppearance = newValue }
    }
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// UIKit: both images or neither (the default chevron).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            FrameworkLog.log("UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:): both images must be set or neither; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func copySpecifics(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance.copy(from: other.buttonAppearance)
        doneButtonAppearance.copy(from: other.doneButtonAppearance)
        backButtonAppearance.copy(from: other.backButtonAppearance)
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}
