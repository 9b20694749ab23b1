import Foundation

/// A view for a custom keyboard or input accessory (a responder's `inputView` or
/// `inputAccessoryView`) that can look like the system keyboard (UIKit).
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How the view's background looks.
    public enum Style: Int, Sendable {
        /// A plain background.
        case `default` = 0
        /// The system keyboard's background.
        case keyboard = 1
    }

    private let style: Style

    /// The view's style, fixed when it is made.
    open var inputViewStyle: Style { style }

    /// Whether the view sizes itself with Auto Layout (`intrinsicContentSize`, constraints)
    /// rather than keeping its frame's height (UIKit, iOS 9; false by default).
    open var allowsSelfSizing = false

    /// UIKit: the one designated initializer besides decoding (`init(frame:)` is not
    /// inherited).
    public init(frame: CGRect, inputViewStyle: Style) {
        style = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard {
            // The system keyboard's light backdrop (OpenUIKit draws no blur behind it).
            backgroundColor = UIColor { traits in
                traits.userInterfaceStyle == .dark
                    ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1)
                    : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
            }
        }
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
    }
}
