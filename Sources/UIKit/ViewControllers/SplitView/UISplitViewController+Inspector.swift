@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UISplitViewController {
    /// Ours: UIKit does not document the inspector's default width; it takes the other
    /// columns' 320 points.
    func inspectorWidth(in width: CGFloat) -> CGFloat {
        columnWidth(in: width, preferred: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
                    minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth)
    }

    /// The inspector shows when asked for, expanded, with a view controller set.
    var showsInspector: Bool {
        inspectorRequested && !collapsedStorage && style != .unspecified && columnContainers[.inspector] != nil
    }

    /// `show(.inspector)`/`hide(.inspector)`: the delegate hears `willShow`/`willHide`, then
    /// the inspector slides in from (or out to) the trailing edge, then `didShow`/`didHide`.
    /// Collapsed (iOS 26): the inspector is presented as a sheet instead, and dismissed.
    func setInspectorShown(_ shown: Bool) {
        guard style != .unspecified else { return }
        guard inspectorRequested != shown else { return }
        if collapsedStorage { return setInspectorSheetShown(shown) }
        let wasShowing = showsInspector
        inspectorRequested = shown
        if showsInspector != wasShowing {
            if shown {
                delegate?.splitViewController(self, willShow: .inspector)
            } else {
                delegate?.splitViewController(self, willHide: .inspector)
            }
            pendingColumnNotices.append((.inspector, shown))
        }
        guard let view = viewStorage else { return }
        view.setNeedsLayout()
        guard view.window != nil, ViewAnimationCenter.shared.activeBlock == nil, UIView.areAnimationsEnabled else {
            view.layoutIfNeeded()
            return deliverColumnNotices()
        }
        UIView.animate(withDuration: Self.displayModeAnimationDuration, delay: 0, options: [.curveEaseInOut, .layoutSubviews]) {
            view.layoutIfNeeded()
        } completion: { [weak self] _ in
            self?.deliverColumnNotices()
        }
    }

    /// Collapsed: the inspector's container leaves the split view controller's children and
    /// is presented by it as a sheet (`didShow` once presented); hiding dismisses it and puts
    /// it back (`didHide` once dismissed). Without a window to present in, only the request
    /// is kept (the sheet shows on expansion as the column).
    private func setInspectorSheetShown(_ shown: Bool) {
        inspectorRequested = shown
        if shown {
            guard let container = columnContainers[.inspector], viewStorage?.window != nil, inspectorSheet == nil else { return }
            guard presentedViewController == nil else {
                FrameworkLog.log("UISplitViewController.show(.inspector): the split view controller already presents a view controller; the inspector sheet is not shown")
                return
            }
            delegate?.splitViewController(self, willShow: .inspector)
            removeColumnChild(container)
            inspectorSheet = container
            present(container, animated: UIView.areAnimationsEnabled) { [weak self] in
                guard let self else { return }
                delegate?.splitViewController(self, didShow: .inspector)
            }
        } else {
            guard let sheet = inspectorSheet else { return }
            delegate?.splitViewController(self, willHide: .inspector)
            inspectorSheet = nil
            let putBack = { [weak self] in
                guard let self else { return }
                if columnContainers[.inspector] === sheet, sheet.parentStorage == nil { addColumnChild(sheet) }
                delegate?.splitViewController(self, didHide: .inspector)
            }
            if sheet.presentingViewController != nil {
                sheet.dismiss(animated: UIView.areAnimationsEnabled, completion: putBack)
            } else {
                putBack()
            }
        }
    }

    /// Tells the delegate `didShow`/`didHide` for the columns whose change is done.
    func deliverColumnNotices() {
        guard !pendingColumnNotices.isEmpty else { return }
        let notices = pendingColumnNotices
        pendingColumnNotices.removeAll()
        for notice in notices {
            if notice.shown {
                delegate?.splitViewController(self, didShow: notice.column)
            } else {
                delegate?.splitViewController(self, didHide: notice.column)
            }
        }
    }

    /// Expanded: the columns the display mode shows, and the inspector when shown.
    /// Collapsed: the column on top (the `.compact` one when it replaced the others), and the
    /// inspector while presented as a sheet.
    func _isShowing(_ column: Column) -> Bool {
        if column == .inspector { return showsInspector || inspectorSheet?.presentingViewController != nil }
        if style == .unspecified {
            switch column {
            case .primary: return collapsedStorage || (displayMode.sidebarCount ?? 0) > 0
            case .secondary: return !collapsedStorage && classicControllers.count > 1
            default: return false
            }
        }
        if collapsedStorage {
            return column == (collapseRecord?.topColumn ?? .primary)
        }
        guard column != .compact, columnContainers[column] != nil else { return false }
        return visibleColumns(for: displayMode).contains(column)
    }
}
