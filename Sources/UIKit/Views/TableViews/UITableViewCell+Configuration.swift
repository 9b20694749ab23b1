import Foundation

extension UITableViewCell {
    // MARK: Content configuration

    func _setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        guard var configuration else {
            configurationStorage.contentConfiguration = nil
            if contentView is UIContentView { replaceContentView(with: TableCellContentView(frame: .zero)) }
            return
        }
        if configurationStorage.automaticallyUpdatesContentConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        configurationStorage.contentConfiguration = configuration
        showContentConfiguration(configuration)
    }

    private func showContentConfiguration(_ configuration: any UIContentConfiguration) {
        ContentViewHosting.show(configuration, in: contentView, replace: replaceContentView)
        contentSizeDidInvalidate()
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        contentViewStorage = view
        ContentViewHosting.swap(old, for: view, in: self)
    }

    /// UIKit: the list configuration matching the cell's style — `.subtitle` a subtitle cell,
    /// `.value1` and `.value2` a value cell, `.default` a plain cell.
    func _defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    // MARK: Background configuration

    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        configurationStorage.backgroundConfiguration = configuration
        applyBackgroundConfiguration()
    }

    private func applyBackgroundConfiguration() {
        guard var configuration = configurationStorage.backgroundConfiguration else {
            configurationStorage.configurationBackgroundView?.removeFromSuperview()
            configurationStorage.configurationBackgroundView = nil
            updateSelectionFill()
            return
        }
        if configurationStorage.automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: _configurationState)
        }
        let view = configurationStorage.configurationBackgroundView ?? BackgroundConfigurationView(frame: .zero)
        if configurationStorage.configurationBackgroundView == nil {
            configurationStorage.configurationBackgroundView = view
            insertSubview(view, at: 0)
        }
        view.apply(configuration)
        view.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
        updateSelectionFill()
    }

    /// UIKit: without a background configuration, a highlighted or selected cell whose
    /// `selectionStyle` is not `.none` shows its `selectedBackgroundView`, or the gray fill
    /// (systemGray4), behind its content.
    func updateSelectionFill() {
        let shows = configurationStorage.backgroundConfiguration == nil && selectionStyle != .none
            && (isSelected || isHighlighted)
        // UIKit: a table allowing multiple selection shows `multipleSelectionBackgroundView`
        // (when set) for selected cells instead of `selectedBackgroundView`.
        var selectedView = configurationStorage.selectedBackgroundView
        if let multiple = configurationStorage.multipleSelectionBackgroundView {
            let table = editingState.table ?? superview as? UITableView
            if table?.multipleSelectionNow == true, isSelected {
                if let selectedView, selectedView.superview === self { selectedView.removeFromSuperview() }
                selectedView = multiple
            } else if multiple.superview === self {
                multiple.removeFromSuperview()
            }
        }
        if let selectedView {
            if shows {
                let below = configurationStorage.backgroundView?.superview === self ? 1 : 0
                if selectedView.superview !== self { insertSubview(selectedView, at: below) }
                selectedView.frame = bounds
            } else if selectedView.superview === self {
                selectedView.removeFromSuperview()
            }
            configurationStorage.selectionFill?.removeFromSuperview()
            return
        }
        if shows {
            let fill = configurationStorage.selectionFill ?? UIView(frame: .zero)
            if configurationStorage.selectionFill == nil {
                configurationStorage.selectionFill = fill
                fill.backgroundColor = UIBackgroundConfiguration.selectedListFill
            }
            if fill.superview !== self {
                let behind = [configurationStorage.configurationBackgroundView, configurationStorage.backgroundView]
                let below = behind.filter { $0?.superview === self }.count
                insertSubview(fill, at: below)
            }
            fill.frame = bounds
        } else {
            configurationStorage.selectionFill?.removeFromSuperview()
        }
    }

    // MARK: Legacy background views

    func _setBackgroundView(_ view: UIView?, selected: Bool) {
        let old = selected ? configurationStorage.selectedBackgroundView : configurationStorage.backgroundView
        if old !== view, old?.superview === self { old?.removeFromSuperview() }
        if selected {
            configurationStorage.selectedBackgroundView = view
        } else {
            configurationStorage.backgroundView = view
            if let view {
                view.frame = bounds
                insertSubview(view, at: 0)
            }
        }
        updateSelectionFill()
    }

    // MARK: State and updates

    var _configurationState: UICellConfigurationState {
        let table = superview as? UITableView
        var state = UICellConfigurationState(traitCollection: traitCollection.inList(table.map { UIListEnvironment($0.style) }))
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = editingState.isEditing
        state.isSwiped = editingState.swipeOffset != 0
        state.cellDragState = UICellConfigurationState.DragState(dragStateStorage)
        return state
    }

    /// The selection, highlight or another input of the configuration changed.
    func configurationStateDidChange() {
        updateSelectionFill()
        _setNeedsUpdateConfiguration()
    }

    func _setNeedsUpdateConfiguration() {
        configurationStorage.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// UIKit: the update runs before the next layout; it calls `updateConfiguration(using:)`
    /// (which re-applies the automatically updated configurations), then the update handler.
    func updateConfigurationIfNeeded() {
        guard configurationStorage.needsConfigurationUpdate else { return }
        configurationStorage.needsConfigurationUpdate = false
        let state = _configurationState
        _tracked(.configuration) {
            updateConfiguration(using: state)
            configurationStorage.updateHandler?(self, state)
        }
    }

    func _updateConfiguration(using state: UICellConfigurationState) {
        if configurationStorage.automaticallyUpdatesContentConfiguration, let content = configurationStorage.contentConfiguration {
            let updated = content.updated(for: state)
            if var view = contentView as? (UIView & UIContentView), view.supports(updated) {
                view.configuration = updated
            }
        }
        if configurationStorage.automaticallyUpdatesBackgroundConfiguration, configurationStorage.backgroundConfiguration != nil {
            applyBackgroundConfiguration()
        }
    }

    // MARK: Self-sizing

    /// The cell's content asked to be measured again: a self-sizing table re-measures the row.
    func contentSizeDidInvalidate() {
        (superview as? UITableView)?.cellDidInvalidateSize(self)
    }
}
