import Foundation

/// A view controller's content-unavailable configuration and the view showing it.
@MainActor
final class ContentUnavailableHost {
    var configuration: (any UIContentConfiguration)?
    var view: (any UIView & UIContentView)?
}

extension UIViewController {
    /// The empty state shown over the controller's view (UIKit, iOS 17): nil shows none. The
    /// view it makes fills the root view's bounds and stays in front of its other subviews.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableHost?.configuration }
        set {
            guard newValue != nil || contentUnavailableHost != nil else { return }
            let host = contentUnavailableHost ?? ContentUnavailableHost()
            contentUnavailableHost = host
            host.configuration = newValue
            _installContentUnavailableView()
        }
    }

    var _contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        if let searchController = navigationItemStorage?.searchController {
            state.searchText = searchController.searchBar.text
        }
        return state
    }

    func _setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailableNeedsUpdate = true
        viewStorage?.setNeedsLayout()
    }

    /// Shows, updates or removes the content-unavailable view for the current configuration
    /// (when the root view is loaded; otherwise at its first layout).
    func _installContentUnavailableView() {
        guard let host = contentUnavailableHost, let root = viewStorage else { return }
        guard let configuration = host.configuration else {
            host.view?.removeFromSuperview()
            host.view = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let existing = host.view, existing.supports(updated) {
            existing.configuration = updated
        } else {
            host.view?.removeFromSuperview()
            let view = updated.makeContentView()
            host.view = view
            view.frame = root.bounds
            root.addSubview(view)
        }
        root.setNeedsLayout()
    }

    /// Called before the root view's `viewWillLayoutSubviews()`: runs a pending
    /// `updateContentUnavailableConfiguration(using:)`.
    func _contentUnavailableLayoutWillBegin() {
        if contentUnavailableNeedsUpdate {
            // UIKit: asked once before the first layout, then after each
            // `setNeedsUpdateContentUnavailableConfiguration()`.
            contentUnavailableNeedsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        if let host = contentUnavailableHost, host.configuration != nil, host.view?.superview !== viewStorage {
            _installContentUnavailableView()
        }
    }

    /// Called after the root view's `layoutSubviews()`: the content-unavailable view fills
    /// the root view and is its front subview.
    func _contentUnavailableLayoutDidEnd() {
        guard let view = contentUnavailableHost?.view, let root = viewStorage, view.superview === root else { return }
        view.frame = root.bounds
        if root.subviews.last !== view { root.bringSubviewToFront(view) }
    }
}
