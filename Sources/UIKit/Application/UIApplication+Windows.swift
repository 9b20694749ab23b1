extension UIApplication {
    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    func windowLevelsDidChange() {}

    func windowVisibilityDidChange(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
    }
}
