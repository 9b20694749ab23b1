/// A layout guide that is an invisible focusable region: when a focus move lands on it,
/// focus goes to its preferred environments instead (UIKit).
///
/// Add it to a view with `addLayoutGuide(_:)` and place it with constraints like any guide.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide {
    var preferredEnvironmentsStorage: [any UIFocusEnvironment] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit: true by default. A disabled guide takes part in layout only.
    open var isEnabled = true

    /// Where the guide sends focus, in order of preference. UIKit: a non-empty array makes
    /// the guide's `layoutFrame` focusable; setting nil empties it (the guide is then inert).
    open var preferredFocusEnvironments: [any UIFocusEnvironment]! {
        get { preferredEnvironmentsStorage }
        set { preferredEnvironmentsStorage = newValue ?? [] }
    }

    /// UIKit (deprecated in iOS 10): the first preferred environment when it is a view.
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use preferredFocusEnvironments")
    open var preferredFocusedView: UIView? {
        get { preferredEnvironmentsStorage.first as? UIView }
        set { preferredEnvironmentsStorage = newValue.map { [$0] } ?? [] }
    }

    /// Whether the engine treats the guide as a destination now.
    var isFocusRedirecting: Bool {
        isEnabled && !preferredEnvironmentsStorage.isEmpty && owningView != nil
    }
}
