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
    /// the inspector slides in from (or out to) the trailing edge.
    func setInspectorShown(_ shown: Bool) {
        guard style != .unspecified else { return }
        guard inspectorRequested != shown else { return }
        let wasShowing = showsInspector
        inspectorRequested = shown
        if showsInspector != wasShowing {
            if shown {
                delegate?.splitViewController(self, willShow: .inspector)
            } else {
                delegate?.splitViewController(self, willHide: .inspector)
            }
        }
        guard let view = viewStorage else { return }
        view.setNeedsLayout()
        guard view.window != nil, ViewAnimationCenter.shared.activeBlock == nil, UIView.areAnimationsEnabled else {
            return view.layoutIfNeeded()
        }
        UIView.animate(withDuration: Self.displayModeAnimationDuration, delay: 0, options: [.curveEaseInOut, .layoutSubviews]) {
            view.layoutIfNeeded()
        }
    }

    /// Expanded: the columns the display mode shows, and the inspector when shown.
    /// Collapsed: the column on top (the `.compact` one when it replaced the others).
    func _isShowing(_ column: Column) -> Bool {
        if column == .inspector { return showsInspector }
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
