extension UIApplication {
    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
        interfaceChangeCount &+= 1
    }

    func windowLevelsDidChange() {
        interfaceChangeCount &+= 1
    }

    func windowVisibilityDidChange(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        interfaceChangeCount &+= 1
    }
}
