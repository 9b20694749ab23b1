extension UIWindow {
    func _makeKey() {
        let app = UIApplication.shared
        guard app.keyWindowStorage !== self else { return }
        guard canBecomeKey else { return }
        let previous = app.keyWindowStorage
        app.keyWindowStorage = self
        app.interfaceChangeCount &+= 1
        previous?.resignKey()
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Showing or hiding the window: the application's visible windows change, view
    /// controllers in it appear or disappear, and a hidden key window resigns.
    func windowVisibilityDidChange() {
        let app = UIApplication.shared
        if isHidden {
            if app.keyWindowStorage === self {
                app.keyWindowStorage = nil
                resignKey()
                NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
            }
            cancelAllTouches()
            updateAppearanceOfViewControllers(visible: false)
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        } else {
            updateAppearanceOfViewControllers(visible: true)
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
        }
        app.windowVisibilityDidChange(self)
    }

    /// Calls the appearance methods of every view controller whose view is in the window:
    /// all the "will" calls, then all the "did" calls, parents before children.
    func updateAppearanceOfViewControllers(visible: Bool) {
        var controllers: [UIViewController] = []
        forEachInSubtree { view in
            // Children of a container that forwards appearance by hand hear only its calls.
            if let controller = view.viewControllerStorage, !controller.parentForwardsAppearanceByHand { controllers.append(controller) }
        }
        for controller in controllers { controller.beginAppearanceTransitionIfNeeded(appearing: visible) }
        for controller in controllers { controller.endAppearanceTransitionIfNeeded(appearing: visible) }
    }

    /// A subtree left the window: release touches held for it and forget first responders
    /// inside it.
    func viewDidLeaveWindow(_ view: UIView) {
        if let responder = firstResponderStorage, responder.isContained(in: view) {
            firstResponderStorage = nil
        }
        touchTracker.subtreeDidLeaveWindow(view)
    }

    func _setRootViewController(_ controller: UIViewController?) {
        let old = rootViewControllerStorage
        guard old !== controller else { return }
        if let oldView = old?.viewIfLoaded, oldView.superviewStorage === self {
            oldView.removeFromSuperview()
        }
        rootViewControllerStorage = controller
        if let controller {
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// The system cancels a window's touches when it is hidden (or loses its display).
    func cancelAllTouches() {
        let active = touchTracker.order
        guard !active.isEmpty else { return }
        touchTracker.cancel(active, timestamp: nil, application: UIApplication.shared)
    }
}

extension UIWindow {
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
