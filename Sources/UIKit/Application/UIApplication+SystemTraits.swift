internal import CMainThread
@_spi(Diagnostics) import CoreGraphics

// The user's system settings that reach the app as traits: text size and appearance.
extension UIApplication {
    /// Reports a new preferred text size (Settings › Display & Text Size): every window's
    /// views and view controllers whose traits change hear of it, then
    /// `UIContentSizeCategory.didChangeNotification` is posted with the new category under
    /// `UIContentSizeCategory.newValueUserInfoKey`.
    @_spi(Platform)
    public func updatePreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != .unspecified else {
            FrameworkLog.log("UIApplication: an unspecified preferred content size category is ignored")
            return
        }
        guard category != contentSizeCategoryStorage else { return }
        changeSystemTraits { contentSizeCategoryStorage = category }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// Reports the system appearance (light or dark): the screen's traits and every window's
    /// that does not override it change.
    @_spi(Platform)
    public func updateSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let style = style == .unspecified ? .light : style
        guard style != systemStyleStorage else { return }
        changeSystemTraits { systemStyleStorage = style }
    }

    func changeSystemTraits(_ change: () -> Void) {
        let windows = windowRefs.compactMap(\.window)
        let before = windows.map { $0.traitSnapshot(base: $0.traitBase()) }
        change()
        for (window, snapshot) in zip(windows, before) {
            TraitSnapshot.deliver(from: snapshot, to: window.traitSnapshot(base: window.traitBase()))
        }
    }
}

// Increase Contrast and Bold Text: the contrast and legibility weight traits.
extension UIApplication {
    /// Reports the Increase Contrast setting: the screen's `accessibilityContrast` becomes
    /// high (system colors take their increased-contrast values), then
    /// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification` is posted.
    @_spi(Platform)
    public func updateIncreasedContrast(_ enabled: Bool) {
        guard enabled != increasedContrastStorage else { return }
        changeSystemTraits { increasedContrastStorage = enabled }
        NotificationCenter.default.post(name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
    }

    /// Reports the Bold Text setting: the screen's `legibilityWeight` becomes bold, then
    /// `UIAccessibility.boldTextStatusDidChangeNotification` is posted.
    @_spi(Platform)
    public func updateBoldText(_ enabled: Bool) {
        guard enabled != boldTextStorage else { return }
        changeSystemTraits { boldTextStorage = enabled }
        NotificationCenter.default.post(name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
    }

    /// A system setting read from any thread: the app's on the main thread, off otherwise.
    nonisolated static func systemSetting(_ setting: SystemSetting) -> Bool {
        guard openuikit_is_main_thread() else { return false }
        return MainActor.assumeIsolated {
            guard let app = sharedIfCreated else { return false }
            switch setting {
            case .increasedContrast: return app.increasedContrastStorage
            case .boldText: return app.boldTextStorage
            }
        }
    }

    enum SystemSetting: Sendable {
        case increasedContrast, boldText
    }
}
