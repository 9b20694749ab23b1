import Foundation

extension UISplitViewController {
    /// Collapses in a horizontally compact environment, expands in a regular one (UIKit);
    /// nothing changes while the size class is unknown (no window yet).
    func updateCollapsedState() {
        let sizeClass = traitCollection.horizontalSizeClass
        guard sizeClass != .unspecified else { return }
        if sizeClass == .compact, !collapsedStorage {
            if style == .unspecified {
                guard let primary = classicControllers.first else { return }
                collapseClassic(primaryCandidate: primary)
            } else {
                collapseColumns()
            }
            updateDisplayModeButton()
            NotificationCenter.default.post(name: Self.showDetailTargetDidChangeNotification, object: self)
        } else if sizeClass == .regular, collapsedStorage {
            if style == .unspecified { expandClassic() } else { expandColumns() }
            updateDisplayModeButton()
            NotificationCenter.default.post(name: Self.showDetailTargetDidChangeNotification, object: self)
        }
    }

    // MARK: Column style

    /// UIKit: the delegate may pick the column shown on top (proposed: the compact column
    /// when there is one, else the secondary); the columns up to it are pushed onto the
    /// primary's navigation controller.
    func collapseColumns() {
        let expandedColumns = displayModeStorage == .automatic ? [] : visibleColumns(for: displayModeStorage)
        let hasCompact = columnContainers[.compact] != nil
        var top: Column = hasCompact ? .compact : .secondary
        top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: top) ?? top
        if top == .compact, !hasCompact { top = .secondary }
        if top == .supplementary, style != .tripleColumn { top = .secondary }
        for column in expandedColumns where column != top {
            delegate?.splitViewController(self, willHide: column)
            pendingColumnNotices.append((column, false))
        }
        collapsedStorage = true
        var record = SplitViewCollapseRecord(topColumn: top, primaryCount: primaryNavigation?.viewControllers.count ?? 0)
        if top != .compact, top != .primary, let primary = primaryNavigation {
            var stack = primary.viewControllers
            if style == .tripleColumn, let supplementary = navigation(of: .supplementary) {
                record.supplementary = supplementary.viewControllers
                stack += record.supplementary
                supplementary.setViewControllers([], animated: false)
            }
            if top == .secondary, let secondary = navigation(of: .secondary) {
                record.secondary = secondary.viewControllers
                stack += record.secondary
                secondary.setViewControllers([], animated: false)
            }
            primary.setViewControllers(stack, animated: false)
        }
        collapseRecord = record
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// UIKit: the delegate may change the display mode proposed; what was pushed onto the
    /// primary's navigation controller goes back to the supplementary and secondary columns
    /// (each keeps what it had when nothing was left above the primary's own).
    func expandColumns() {
        let record = collapseRecord
        collapsedStorage = false
        collapseRecord = nil
        if let record, record.topColumn != .compact, let primary = primaryNavigation {
            let stack = primary.viewControllers
            let own = Array(stack.prefix(record.primaryCount))
            var rest = Array(stack.dropFirst(record.primaryCount))
            var supplementaryPart: [UIViewController] = []
            if style == .tripleColumn, !record.supplementary.isEmpty {
                supplementaryPart = Array(rest.prefix(record.supplementary.count))
                rest = Array(rest.dropFirst(supplementaryPart.count))
            }
            if stack.count > own.count { primary.setViewControllers(own, animated: false) }
            if style == .tripleColumn, let supplementary = navigation(of: .supplementary), !record.supplementary.isEmpty {
                supplementary.setViewControllers(supplementaryPart.isEmpty ? record.supplementary : supplementaryPart, animated: false)
            }
            if let secondary = navigation(of: .secondary) {
                if !rest.isEmpty {
                    secondary.setViewControllers(rest, animated: false)
                } else if !record.secondary.isEmpty, secondary.viewControllers.isEmpty {
                    secondary.setViewControllers(record.secondary, animated: false)
                }
            }
        }
        let size = currentSize
        var proposed = resolvedDisplayMode(for: size)
        if let delegate {
            let chosen = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            if chosen != proposed, chosen != .automatic {
                requestedDisplayMode = chosen
                proposed = resolvedDisplayMode(for: size)
            }
        }
        for column in visibleColumns(for: proposed) {
            delegate?.splitViewController(self, willShow: column)
            pendingColumnNotices.append((column, true))
        }
        // A presented inspector sheet goes back to its column.
        if let sheet = inspectorSheet {
            inspectorSheet = nil
            if sheet.presentingViewController != nil { sheet.dismiss(animated: false) }
            addColumnChild(sheet)
        }
        displayModeStorage = proposed
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: Classic style

    /// UIKit: the delegate may name the primary; then it may take in the secondary itself
    /// (returning true), else the primary does (`collapseSecondaryViewController(_:for:)`:
    /// a navigation controller pushes it). The secondary is no longer a child of the split
    /// view controller.
    func collapseClassic(primaryCandidate: UIViewController) {
        let primary = delegate?.primaryViewController(forCollapsing: self) ?? primaryCandidate
        let secondary = classicControllers.count > 1 ? classicControllers[1] : nil
        let primaryCount = (primary as? UINavigationController)?.viewControllers.count ?? 0
        classicCollapseRecord = SplitViewClassicCollapseRecord(primary: primary, secondary: secondary, primaryCount: primaryCount)
        collapsedStorage = true
        if primary.parentStorage !== self { addColumnChild(primary) }
        if let secondary, secondary !== primary {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
            removeColumnChild(secondary)
        }
        for controller in classicControllers where controller !== primary && controller !== secondary { removeColumnChild(controller) }
    }

    /// UIKit: the delegate may name the primary and the secondary; else the primary gives
    /// the secondary back (`separateSecondaryViewController(for:)`). Ours: when neither
    /// does, the secondary from before the collapse comes back.
    func expandClassic() {
        guard let record = classicCollapseRecord else {
            collapsedStorage = false
            return
        }
        let primary = delegate?.primaryViewController(forExpanding: self) ?? record.primary
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if secondary == nil { secondary = primary.separateSecondaryViewController(for: self) }
        if secondary == nil, let original = record.secondary, original.parentStorage == nil { secondary = original }
        collapsedStorage = false
        classicCollapseRecord = nil
        let controllers = [primary] + (secondary.map { [$0] } ?? [])
        for controller in classicControllers where !controllers.contains(where: { $0 === controller }) { removeColumnChild(controller) }
        classicControllers = controllers
        for controller in controllers where controller.parentStorage !== self { addColumnChild(controller) }
        displayModeStorage = .automatic
    }

    /// The classic collapse's record, for the primary navigation controller's
    /// `separateSecondaryViewController(for:)`.
    func takeClassicSecondary(from navigation: UINavigationController) -> UIViewController? {
        guard let record = classicCollapseRecord, record.primary === navigation,
              navigation.viewControllers.count > record.primaryCount, record.primaryCount > 0 else { return nil }
        let stack = navigation.viewControllers
        let moved = Array(stack[record.primaryCount...])
        navigation.setViewControllers(Array(stack[..<record.primaryCount]), animated: false)
        if let original = record.secondary as? UINavigationController {
            original.setViewControllers(moved, animated: false)
            return original
        }
        if moved.count == 1 { return moved[0] }
        let wrapper = UINavigationController()
        wrapper.setViewControllers(moved, animated: false)
        return wrapper
    }
}
