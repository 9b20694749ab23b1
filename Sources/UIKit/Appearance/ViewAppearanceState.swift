import Foundation

/// A view's part in appearance customization, allocated on first use.
@MainActor
final class ViewAppearanceState {
    /// Set on a proxy: what its setters record into.
    var proxyScope: AppearanceScope?
    /// The customizable properties set on the view itself: a proxy doesn't change them.
    var explicitKeys: Set<AnyHashable> = []

    init(proxyScope: AppearanceScope? = nil) {
        self.proxyScope = proxyScope
    }
}
