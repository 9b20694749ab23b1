import Foundation

extension UICollectionViewCell {
    // MARK: Content configuration

    func _setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        guard var configuration else {
            cellConfiguration.contentConfiguration = nil
            if contentView is UIContentView { replaceContentView(with: UIView(frame: .zero)) }
            return
        }
        if cellConfiguration.automaticallyUpdatesContentConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        cellConfiguration.contentConfiguration = configuration
        ContentViewHosting.show(configuration, in: contentView, replace: replaceContentView)
        setNeedsLayout()
        // UIKit (iOS 16): a new content configuration measures a shown cell again.
        owningCollectionView?.cellSizeDidInvalidate(self)
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        contentViewStorage = view
        view.frame = bounds
        if let passed = passedSemanticContentAttribute { view.semanticContentAttribute = passed }
        ContentViewHosting.swap(old, for: view, in: self)
    }

    // MARK: Background configuration

    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        cellConfiguration.backgroundConfiguration = configuration
        applyBackgroundConfiguration()
    }

    func applyBackgroundConfiguration() {
        guard var configuration = cellConfiguration.backgroundConfiguration ?? cellConfiguration.fallbackBackgroundConfiguration else {
            cellConfiguration.backgroundView?.removeFromSuperview()
            cellConfiguration.backgroundView = nil
            return
        }
        if cellConfiguration.automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        let view = cellConfiguration.backgroundView ?? BackgroundConfigurationView(frame: .zero)
        if cellConfiguration.backgroundView == nil {
            cellConfiguration.backgroundView = view
            insertSubview(view, at: 0)
        }
        view.apply(configuration)
        placeConfigurationBackground()
    }

    func placeConfigurationBackground() {
        cellConfiguration.backgroundView?.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
    }

    // MARK: State and updates

    var _configurationState: UICellConfigurationState {
        let collectionView = superview as? UICollectionView
        var state = UICellConfigurationState(traitCollection: traitCollection.inList(collectionView?.listEnvironment(of: self)))
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = collectionView?.isEditingItem(of: self) ?? false
        state.cellDragState = UICellConfigurationState.DragState(dragStateStorage)
        // UIKit: true while the cell's item is being moved interactively.
        if let collectionView, let moving = collectionView.movement {
            state.isReordering = collectionView.visibleCellsByIndexPath[moving.current] === self
        }
        return state
    }

    /// UIKit: the update runs before the next layout; it calls `updateConfiguration(using:)`
    /// (which re-applies the automatically updated configurations), then the update handler.
    func updateConfigurationIfNeeded() {
        guard cellConfiguration.needsConfigurationUpdate else { return }
        cellConfiguration.needsConfigurationUpdate = false
        let state = configurationState
        _tracked(.configuration) {
            updateConfiguration(using: state)
            cellConfiguration.updateHandler?(self, state)
        }
    }

    func _updateConfiguration(using state: UICellConfigurationState) {
        if cellConfiguration.automaticallyUpdatesContentConfiguration, let content = cellConfiguration.contentConfiguration {
            let updated = content.updated(for: state)
            if var view = contentView as? (UIView & UIContentView), view.supports(updated) {
                view.configuration = updated
            }
        }
        if cellConfiguration.automaticallyUpdatesBackgroundConfiguration,
           cellConfiguration.backgroundConfiguration != nil || cellConfiguration.fallbackBackgroundConfiguration != nil {
            applyBackgroundConfiguration()
        }
    }
}
