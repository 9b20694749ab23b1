@_spi(Platform) import QuartzCore
import Foundation

// The app's own URL schemes: those its Info.plist declares (`CFBundleURLTypes`, each type's
// `CFBundleURLSchemes`) and those UIKitTesting registered. iOS routes a URL of such a scheme
// to the app even when the app itself opens it.
extension UIApplication {
    /// The app's schemes, lower-cased (URL schemes are case-insensitive).
    var ownURLSchemes: Set<String> {
        var schemes = registeredURLSchemes
        let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
        for type in types {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] { schemes.insert(scheme.lowercased()) }
        }
        return schemes
    }

    func isOwnURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ownURLSchemes.contains(scheme)
    }

    /// UIKit: the URL reaches the app on a later turn of the main queue, as one from another
    /// app does (`scene(_:openURLContexts:)` or `application(_:open:options:)`, with the app's
    /// own bundle identifier as the source application), then the completion hears true
    /// (that order is assumed). `.universalLinksOnly` opens only universal links: none here.
    func openOwnURL(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any],
                    completionHandler completion: ((Bool) -> Void)?) {
        let universalLinksOnly = options[.universalLinksOnly] as? Bool ?? false
        guard isOwnURL(url), !universalLinksOnly else {
            completion?(false)
            return
        }
        let source = Bundle.main.bundleIdentifier
        FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
            guard let self else { return }
            _ = open(LaunchRequest(url: url, sourceApplication: source))
            completion?(true)
        }
    }
}

// Test support (UIKitTesting).
extension UIApplication {
    @_spi(Platform)
    public func _registerURLScheme(_ scheme: String) {
        registeredURLSchemes.insert(scheme.lowercased())
    }

    @_spi(Platform)
    public func _unregisterURLSchemes() {
        registeredURLSchemes.removeAll()
    }
}
