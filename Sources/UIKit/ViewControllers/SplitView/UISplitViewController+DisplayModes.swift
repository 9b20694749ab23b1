@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UISplitViewController {
    /// The size the columns are laid out in: the view's, else the screen's.
    var currentSize: CGSize { viewStorage?.bounds.size ?? UIScreen.main.bounds.size }

    /// How many sidebars this style has (the classic one has the primary).
    var sidebarLimit: Int { style == .tripleColumn ? 2 : 1 }

    /// Ours, after iPadOS's own apps: landscape tiles the columns (a triple-column split
    /// view controller displaces the secondary instead, as Mail does); portrait lays the
    /// sidebars over the secondary.
    func resolvedSplitBehavior(for size: CGSize) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        guard size.width > size.height else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// The display mode `.automatic` stands for: in landscape the sidebars show (both when
    /// the triple-column style tiles, the supplementary alone when it displaces); in portrait
    /// only the secondary (UIKit: the classic interface hides the primary in portrait too).
    func automaticDisplayMode(for size: CGSize, behavior: SplitBehavior) -> DisplayMode {
        guard size.width > size.height else { return .secondaryOnly }
        switch behavior {
        case .overlay: return .secondaryOnly
        case .tile: return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        default: return .oneBesideSecondary
        }
    }

    /// UIKit: a preferred display mode is read in the terms of the split behavior (two
    /// beside is two over when overlaying, two displacing when displacing), and of the
    /// number of sidebars the style has. The classic interface keeps beside and over as
    /// asked.
    func normalized(_ mode: DisplayMode, behavior: SplitBehavior) -> DisplayMode {
        guard let wanted = mode.sidebarCount else { return mode }
        let count = min(wanted, sidebarLimit)
        if style == .unspecified {
            if count == 0 { return .secondaryOnly }
            return mode.isOverlay ? .oneOverSecondary : .oneBesideSecondary
        }
        switch (count, behavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .tile): return .twoBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        default: return .twoDisplaceSecondary
        }
    }

    func resolvedDisplayMode(for size: CGSize) -> DisplayMode {
        // Ours: a collapsed split view controller reports its single column beside nothing.
        if collapsedStorage { return .oneBesideSecondary }
        let behavior = resolvedSplitBehavior(for: size)
        let wanted = requestedDisplayMode ?? preferredDisplayMode
        let mode = wanted == .automatic ? automaticDisplayMode(for: size, behavior: behavior) : wanted
        return normalized(mode, behavior: behavior)
    }

    /// The columns a display mode shows (expanded), leading first.
    func visibleColumns(for mode: DisplayMode) -> [Column] {
        let count = mode.sidebarCount ?? 0
        switch (style, count) {
        case (_, 0): return [.secondary]
        case (.tripleColumn, 1): return [.supplementary, .secondary]
        case (.tripleColumn, _): return [.primary, .supplementary, .secondary]
        default: return [.primary, .secondary]
        }
    }

    /// Works out the display mode again (now when the view is loaded, so the delegate hears
    /// of a change at once) and lays out.
    func displayModeNeedsUpdate() {
        guard let view = viewStorage else { return }
        if !collapsedStorage, displayModeStorage != .automatic { updateDisplayMode(to: resolvedDisplayMode(for: view.bounds.size)) }
        view.setNeedsLayout()
    }

    /// Moves to `mode`, telling the delegate first: the display mode, then each column
    /// that hides or shows (column styles).
    func updateDisplayMode(to mode: DisplayMode) {
        let old = displayModeStorage
        guard mode != old else { return }
        guard old != .automatic else {
            // The first arrangement is not a change.
            displayModeStorage = mode
            updateDisplayModeButton()
            return
        }
        delegate?.splitViewController(self, willChangeTo: mode)
        if style != .unspecified {
            let before = visibleColumns(for: old), after = visibleColumns(for: mode)
            for column in before where !after.contains(column) {
                delegate?.splitViewController(self, willHide: column)
                pendingColumnNotices.append((column, false))
            }
            for column in after where !before.contains(column) {
                delegate?.splitViewController(self, willShow: column)
                pendingColumnNotices.append((column, true))
            }
        }
        displayModeStorage = mode
        updateDisplayModeButton()
    }

    /// Asks for `mode` now (show/hide, the button, the gesture, a tap beside an overlay).
    func requestDisplayMode(_ mode: DisplayMode) {
        requestedDisplayMode = mode
        guard let view = viewStorage, !collapsedStorage else { return }
        updateDisplayMode(to: resolvedDisplayMode(for: view.bounds.size))
        view.setNeedsLayout()
        guard view.window != nil, ViewAnimationCenter.shared.activeBlock == nil, UIView.areAnimationsEnabled else {
            // In a caller's animation block, the change animates with it.
            view.layoutIfNeeded()
            return deliverColumnNotices()
        }
        // UIKit animates these changes; the duration and curve are ours.
        UIView.animate(withDuration: Self.displayModeAnimationDuration, delay: 0, options: [.curveEaseInOut, .layoutSubviews]) {
            view.layoutIfNeeded()
        } completion: { [weak self] _ in
            self?.deliverColumnNotices()
        }
    }

    /// Ours: UIKit does not document how long a display mode change animates.
    static let displayModeAnimationDuration: TimeInterval = 0.3

    /// The display mode with `count` sidebars, in the current split behavior's terms.
    func modeWith(sidebars count: Int) -> DisplayMode {
        let modes: [DisplayMode] = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        let behavior = resolvedSplitBehavior(for: currentSize)
        var mode = normalized(modes[max(0, min(count, 2))], behavior: behavior)
        if style == .unspecified, count > 0, behavior == .overlay { mode = .oneOverSecondary }
        return mode
    }

    func _show(_ column: Column) {
        guard style != .unspecified else {
            FrameworkLog.log("UISplitViewController.show(_:): a classic split view controller (style .unspecified) has no columns to show; ignored")
            return
        }
        if column == .inspector { return setInspectorShown(true) }
        if collapsedStorage {
            showCollapsed(column)
            return
        }
        let current = displayMode.sidebarCount ?? 0
        switch column {
        case .primary: requestDisplayMode(modeWith(sidebars: sidebarLimit))
        case .supplementary: requestDisplayMode(modeWith(sidebars: max(current, 1)))
        case .secondary:
            // UIKit: sidebars over the secondary step aside to show it.
            if displayMode.isOverlay { requestDisplayMode(.secondaryOnly) }
        case .compact: break
        case .inspector: setInspectorShown(true)
        }
    }

    func _hide(_ column: Column) {
        guard style != .unspecified else {
            FrameworkLog.log("UISplitViewController.hide(_:): a classic split view controller (style .unspecified) has no columns to hide; ignored")
            return
        }
        if column == .inspector { return setInspectorShown(false) }
        guard !collapsedStorage else { return }
        let current = displayMode.sidebarCount ?? 0
        switch column {
        case .primary: if current == sidebarLimit { requestDisplayMode(modeWith(sidebars: sidebarLimit - 1)) }
        // UIKit: hiding the supplementary column hides the primary with it.
        case .supplementary: if current > 0 { requestDisplayMode(.secondaryOnly) }
        case .inspector: setInspectorShown(false)
        case .secondary, .compact:
            FrameworkLog.log("UISplitViewController.hide(_:): the \(column) column cannot be hidden; ignored")
        }
    }

    /// Collapsed: showing a column pops the primary's navigation stack back to it.
    func showCollapsed(_ column: Column) {
        guard let record = collapseRecord, record.topColumn != .compact, let navigation = primaryNavigation else { return }
        let stack = navigation.viewControllers
        let end: Int
        switch column {
        case .primary: end = record.primaryCount
        case .supplementary: end = record.primaryCount + record.supplementary.count
        default: return
        }
        guard end > 0, end < stack.count else { return }
        navigation.popToViewController(stack[end - 1], animated: true)
    }

    // MARK: The display mode button

    var _displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in
            self?.performDisplayModeButtonAction()
        })
        item.accessibilityLabel = "Toggle Sidebar"
        displayModeButtonItemStorage = item
        updateDisplayModeButton()
        return item
    }

    /// UIKit: the delegate's `targetDisplayModeForAction(in:)`, else the next arrangement:
    /// hidden sidebars show (one more for the triple-column style), shown ones hide.
    func performDisplayModeButtonAction() {
        guard !collapsedStorage else { return }
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic {
            let current = displayMode.sidebarCount ?? 0
            target = current < sidebarLimit ? modeWith(sidebars: current + 1) : modeWith(sidebars: sidebarLimit - 1)
            if style == .tripleColumn, current == sidebarLimit, displayMode.isOverlay { target = .secondaryOnly }
        }
        requestDisplayMode(target)
    }

    /// UIKit: the button is hidden while collapsed, and with `.never`.
    func updateDisplayModeButton() {
        guard let item = displayModeButtonItemStorage else { return }
        item.isHidden = displayModeButtonVisibility == .never || (displayModeButtonVisibility == .automatic && collapsedStorage)
    }

    // MARK: Interface orientations

    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    var defaultPreferredInterfaceOrientation: UIInterfaceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}
