import Foundation

extension UITableViewHeaderFooterView {
    func _setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        guard var configuration else {
            configurationStorage.contentConfiguration = nil
            if contentView is UIContentView { replaceContentView(with: UIView(frame: .zero)) }
            return
        }
        if configurationStorage.automaticallyUpdatesContentConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        configurationStorage.contentConfiguration = configuration
        ContentViewHosting.show(configuration, in: contentView, replace: replaceContentView)
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        contentViewStorage = view
        ContentViewHosting.swap(old, for: view, in: self)
    }

    /// UIKit: the header or footer look of the table's style (plain: `plainHeader()` /
    /// `plainFooter()`, grouped: `groupedHeader()` / `groupedFooter()`).
    func _defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = configurationStorage.tableStyle != .plain
        switch (grouped, configurationStorage.isFooter) {
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        }
    }

    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        // UIKit: a background configuration and a background view exclude each other.
        if configuration != nil, backgroundView != nil { backgroundView = nil }
        configurationStorage.backgroundConfiguration = configuration
        applyBackgroundConfiguration()
    }

    private func applyBackgroundConfiguration() {
        guard var configuration = configurationStorage.backgroundConfiguration else {
            configurationStorage.backgroundView?.removeFromSuperview()
            configurationStorage.backgroundView = nil
            return
        }
        if configurationStorage.automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        let view = configurationStorage.backgroundView ?? BackgroundConfigurationView(frame: .zero)
        if configurationStorage.backgroundView == nil {
            configurationStorage.backgroundView = view
            insertSubview(view, at: 0)
        }
        view.apply(configuration)
        view.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
    }

    /// UIKit (iOS 18): in a table, the state's traits carry the table's list environment
    /// (as a cell's do), which `UIListContentConfiguration.header()`/`footer()` resolve by.
    var _configurationState: UIViewConfigurationState {
        let table = superview as? UITableView
        var state = UIViewConfigurationState(traitCollection: traitCollection.inList(table.map { UIListEnvironment($0.style) }))
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    func updateConfigurationIfNeeded() {
        guard configurationStorage.needsConfigurationUpdate else { return }
        configurationStorage.needsConfigurationUpdate = false
        let state = _configurationState
        _tracked(.configuration) {
            updateConfiguration(using: state)
            configurationStorage.updateHandler?(self, state)
        }
    }

    func _updateConfiguration(using state: UIViewConfigurationState) {
        if configurationStorage.automaticallyUpdatesContentConfiguration, let content = configurationStorage.contentConfiguration,
           var view = contentView as? (UIView & UIContentView) {
            let updated = content.updated(for: state)
            if view.supports(updated) { view.configuration = updated }
        }
        if configurationStorage.automaticallyUpdatesBackgroundConfiguration, configurationStorage.backgroundConfiguration != nil {
            applyBackgroundConfiguration()
        }
    }

    /// The table tells the view its style and role as it places it.
    func setListAppearance(style: UITableView.Style, isFooter: Bool) {
        configurationStorage.tableStyle = style
        configurationStorage.isFooter = isFooter
    }

    func setTableRowInset(_ inset: CGFloat) {
        guard configurationStorage.tableRowInset != inset else { return }
        configurationStorage.tableRowInset = inset
        setNeedsLayout()
    }
}
