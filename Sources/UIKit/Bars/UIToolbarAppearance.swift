import Foundation

/// The look of a toolbar (UIKit, iOS 13): background, shadow and its items' appearances.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// iOS 26's name for `doneButtonAppearance`: the appearance of `.prominent` items (the
    /// same style as `.done`), the same storage.
    open var prominentButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtonAppearance }
        set { doneButtonAppearance = newValue }
    }

    override func copySpecifics(from other: UIBarAppearance) {
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance.copy(from: other.buttonAppearance)
        doneButtonAppearance.copy(from: other.doneButtonAppearance)
    }
}
