import Foundation

/// Connects a custom text view to Writing Tools (UIKit, iOS 18.2): add it to the view with
/// `addInteraction(_:)`; Writing Tools then asks its delegate for the view's text and hands
/// back changes.
///
/// Never runs here: Linux has no Apple Intelligence, so `isWritingToolsAvailable` is false,
/// `behavior` is `.none`, `state` stays `.inactive` and the delegate is never called. The
/// coordinator still attaches to its view and keeps what the app sets, so a custom text view
/// written for iOS builds and runs unchanged.
@preconcurrency @MainActor
open class UIWritingToolsCoordinator: NSObject, UIInteraction {
    /// UIKit: whether the device can run Writing Tools now. Always false here.
    open class var isWritingToolsAvailable: Bool { false }

    public init(delegate: (any UIWritingToolsCoordinator.Delegate)?) {
        self.delegate = delegate
        super.init()
    }

    open private(set) weak var delegate: (any UIWritingToolsCoordinator.Delegate)?

    open private(set) weak var view: UIView?

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The view hosting the rewrite effects (UIKit: the interaction's view when nil).
    /// UIKit raises when it changes while Writing Tools is active; here it never is.
    open weak var effectContainerView: UIView?

    /// The view hosting proofreading marks (UIKit: the interaction's view when nil).
    open weak var decorationContainerView: UIView?

    /// UIKit: `.inactive` until Writing Tools starts; here always.
    open private(set) var state: UIWritingToolsCoordinator.State = .inactive

    /// Ends the current session; without one (always here) it does nothing.
    open func stopWritingTools() {}

    /// UIKit: `.default`.
    open var preferredBehavior: UIWritingToolsBehavior = .default

    /// The support the system gives: never `.default`. Here `.none` (no Writing Tools).
    open var behavior: UIWritingToolsBehavior { .none }

    /// UIKit: `.default`, the empty set (the system decides).
    open var preferredResultOptions: UIWritingToolsResultOptions = []

    /// What Writing Tools would produce: the preferred options, plain text for `.default`
    /// (assumed: UIKit's choice depends on the view).
    open var resultOptions: UIWritingToolsResultOptions {
        preferredResultOptions.isEmpty ? .plainText : preferredResultOptions
    }

    /// Reports an edit the app made inside a context during a session. Without a session
    /// (always here) there is nothing to track.
    open func updateRange(_ range: NSRange, with replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextUpdateReason,
                          forContextWithIdentifier contextID: UUID) {}

    /// Reports a layout change before a context during a session (nothing to track here).
    open func updateForReflowedTextInContextWithIdentifier(_ contextID: UUID) {}
}
