import Foundation

extension UISplitViewController {
    /// UIKit: without a preferred width the primary column is 320 points wide; a preferred
    /// fraction is clamped to the minimum (0) and maximum (320) widths by default.
    static let defaultColumnWidth: CGFloat = 320

    func primaryWidth(in width: CGFloat) -> CGFloat {
        columnWidth(in: width, preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// Ours: the supplementary column takes the primary's defaults (320 points).
    func supplementaryWidth(in width: CGFloat) -> CGFloat {
        columnWidth(in: width, preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// A width in points wins over a fraction; the automatic maximum bounds a fraction at
    /// 320 points but not a width in points (Ours: nor the view's width).
    func columnWidth(in width: CGFloat, preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let automatic = Self.automaticDimension
        let lower = minimum == automatic ? 0 : max(0, minimum)
        var upper: CGFloat
        var value: CGFloat
        if preferred != automatic, preferred >= 0 {
            value = preferred
            upper = maximum == automatic ? width : maximum
        } else if fraction != automatic, fraction >= 0 {
            value = (min(fraction, 1) * width).rounded()
            upper = maximum == automatic ? Self.defaultColumnWidth : maximum
        } else {
            value = Self.defaultColumnWidth
            upper = maximum == automatic ? Self.defaultColumnWidth : maximum
        }
        upper = max(upper, lower)
        value = min(max(value, lower), upper)
        return max(0, min(value, width))
    }

    /// The children whose views are on screen, bottom first.
    var shownContainers: [UIViewController] {
        if collapsedStorage {
            if style == .unspecified { return classicCollapseRecord.map { [$0.primary] } ?? [] }
            if collapseRecord?.topColumn == .compact, let compact = columnContainers[.compact] { return [compact] }
            return columnContainers[.primary].map { [$0] } ?? []
        }
        let mode = displayMode
        if style == .unspecified {
            let secondary = classicControllers.count > 1 ? [classicControllers[1]] : []
            let primary = (mode.sidebarCount ?? 0) > 0 ? classicControllers.prefix(1).map { $0 } : []
            return secondary + primary
        }
        // The secondary is at the bottom, the primary on top (it covers the others when over).
        let columns = visibleColumns(for: mode)
        return [Column.secondary, .supplementary, .primary].filter { columns.contains($0) }.compactMap { columnContainers[$0] }
    }

    /// Lays out the columns for the display mode: side by side, over the secondary, or
    /// pushing it aside; mirrored when the primary is on the trailing edge (or the layout
    /// is right to left).
    func layoutContainer() {
        guard let view = viewStorage else { return }
        updateCollapsedState()
        let bounds = view.bounds
        if lastLayoutSize != bounds.size {
            // A new size is a new arrangement: what show/hide asked for ends.
            if lastLayoutSize != nil { requestedDisplayMode = nil }
            lastLayoutSize = bounds.size
        }
        if !collapsedStorage { updateDisplayMode(to: resolvedDisplayMode(for: bounds.size)) }
        let shown = shownContainers
        for child in children where !shown.contains(where: { $0 === child }) {
            if let childView = child.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
        }
        var frames: [(UIViewController, CGRect)] = []
        var separators: [CGFloat] = []
        var overlay = false
        if collapsedStorage {
            frames = shown.map { ($0, bounds) }
        } else {
            (frames, separators, overlay) = columnFrames(in: bounds)
        }
        let mirrored = (primaryEdge == .trailing) != (view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        presentationGestureRecognizer.edges = mirrored ? .right : .left
        func placed(_ rect: CGRect) -> CGRect {
            guard mirrored else { return rect }
            return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        // Bottom to top: the secondary, the tap catcher beside an overlay, the sidebars.
        for (index, entry) in frames.enumerated() {
            let childView: UIView = entry.0.view
            if childView.superview !== view { view.addSubview(childView) } else { view.bringSubviewToFront(childView) }
            childView.frame = placed(entry.1)
            if index == 0 {
                // A tap beside sidebars laid over the secondary hides them.
                overlayDismissView.isHidden = !overlay
                overlayDismissView.frame = placed(entry.1)
                view.bringSubviewToFront(overlayDismissView)
            }
        }
        if frames.isEmpty { overlayDismissView.isHidden = true }
        layoutSeparators(at: separators, in: bounds, placed: placed)
    }

    /// The frames of the shown columns (secondary first) for the display mode, left to
    /// right; the x positions of the separators; whether sidebars lie over the secondary.
    func columnFrames(in bounds: CGRect) -> ([(UIViewController, CGRect)], [CGFloat], Bool) {
        let mode = displayMode
        let width = bounds.width
        let primaryW = primaryWidth(in: width)
        let supplementaryW = supplementaryWidth(in: width)
        func column(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: bounds.minX + x, y: bounds.minY, width: max(0, w), height: bounds.height) }
        let classic = style == .unspecified
        let primary = classic ? classicControllers.first : columnContainers[.primary]
        let secondary = classic ? (classicControllers.count > 1 ? classicControllers[1] : nil) : columnContainers[.secondary]
        let supplementary = columnContainers[.supplementary]
        var sidebars: [(UIViewController?, CGFloat)] = []
        switch visibleColumns(for: mode) {
        case [.primary, .supplementary, .secondary]: sidebars = [(primary, primaryW), (supplementary, supplementaryW)]
        case [.supplementary, .secondary]: sidebars = [(supplementary, supplementaryW)]
        case [.primary, .secondary]: sidebars = [(primary, primaryW)]
        default: sidebars = []
        }
        var frames: [(UIViewController, CGRect)] = []
        var separators: [CGFloat] = []
        var x: CGFloat = 0
        var sidebarFrames: [(UIViewController, CGRect)] = []
        for (controller, w) in sidebars {
            if let controller { sidebarFrames.append((controller, column(x, w))) }
            x += w
            separators.append(x)
        }
        let secondaryFrame: CGRect
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: secondaryFrame = column(0, width)
        // UIKit: displacing keeps the secondary as wide as beside the supplementary alone.
        case .twoDisplaceSecondary: secondaryFrame = column(x, width - supplementaryW)
        default: secondaryFrame = column(x, width - x)
        }
        if let secondary { frames.append((secondary, secondaryFrame)) }
        // The supplementary below the primary.
        frames += sidebarFrames.reversed()
        return (frames, separators, mode.isOverlay)
    }

    /// Hairline separators at the sidebars' trailing edges.
    func layoutSeparators(at positions: [CGFloat], in bounds: CGRect, placed: (CGRect) -> CGRect) {
        guard let view = viewStorage else { return }
        while separatorViews.count < positions.count {
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            separatorViews.append(separator)
        }
        let hairline = 1 / max(1, view.traitCollection.displayScale)
        for (index, separator) in separatorViews.enumerated() {
            guard index < positions.count else {
                separator.removeFromSuperview()
                continue
            }
            if separator.superview !== view { view.addSubview(separator) } else { view.bringSubviewToFront(separator) }
            separator.frame = placed(CGRect(x: bounds.minX + positions[index] - hairline, y: bounds.minY, width: hairline, height: bounds.height))
        }
    }
}
