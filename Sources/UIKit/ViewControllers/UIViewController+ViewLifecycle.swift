@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

extension UIViewController {
    func setView(_ newView: UIView?) {
        if let old = viewStorage, old.viewControllerStorage === self {
            old.viewControllerStorage = nil
        }
        if let newView, let owner = newView.viewControllerStorage, owner !== self {
            FrameworkLog.log("\(type(of: newView)) is already the view of \(type(of: owner)); it now belongs to \(type(of: self))")
            owner.viewStorage = nil
        }
        viewStorage = newView
        newView?.viewControllerStorage = self
        // A root view's safe area includes its controller's insets.
        LayerGeometryChanges.note()
    }

    /// Called from the view's window-move hooks: starts an appearance transition when the
    /// view enters or leaves a visible window.
    func viewWillMove(toWindow newWindow: UIWindow?) {
        guard !appearanceManagedByContainer, !parentForwardsAppearanceByHand else { return }
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        beginAppearanceTransitionIfNeeded(appearing: willBeVisible)
    }

    /// UIKit: a container whose `shouldAutomaticallyForwardAppearanceMethods` is false calls
    /// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` on its children
    /// itself; their views entering or leaving the window do not.
    var parentForwardsAppearanceByHand: Bool {
        parentStorage.map { !$0.shouldAutomaticallyForwardAppearanceMethods } ?? false
    }

    func viewDidMove(toWindow newWindow: UIWindow?) {
        guard !appearanceManagedByContainer, !parentForwardsAppearanceByHand else { return }
        let isVisible = newWindow.map { !$0.isHidden } ?? false
        endAppearanceTransitionIfNeeded(appearing: isVisible)
    }

    func beginAppearanceTransitionIfNeeded(appearing: Bool, animated: Bool = false) {
        if appearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            appearState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            appearState = .disappearing
            _rememberFocusBeforeTransition()
            viewWillDisappear(animated)
        }
    }

    func endAppearanceTransitionIfNeeded(appearing: Bool, animated: Bool = false) {
        if appearing {
            guard appearState == .appearing else { return }
            viewIsAppearing(animated)
            appearState = .appeared
            viewDidAppear(animated)
            _restoreFocusAfterTransition()
        } else {
            guard appearState == .disappearing else { return }
            appearState = .disappeared
            viewDidDisappear(animated)
        }
    }
}
