import Foundation
import QuartzCore

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
        let columns = visibleColumns(for: mode) + (showsInspector ? [.inspector] : [])
        return [Column.secondary, .supplementary, .primary, .inspector].filter { columns.contains($0) }.compactMap { columnContainers[$0] }
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
        // Changes laid out outside any animation block are done now (an animated one tells at
        // its end; a nested unanimated layout inside the block is not the end).
        let deliversNotices = !ViewAnimationCenter.shared.hasOpenBlock
        defer { if deliversNotices { deliverColumnNotices() } }
        let shown = shownContainers
        // UIKit: a display mode change made in an animation block animates: sidebars slide
        // in from and out to the primary's edge while the other columns move.
        let animated = ViewAnimationCenter.shared.activeBlock != nil && !collapsedStorage && view.window != nil
        let mirrored = (primaryEdge == .trailing) != (view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for child in children where !shown.contains(where: { $0 === child }) {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            if animated, !leavingColumns.contains(where: { $0 === child }) {
                // The inspector leaves by the trailing edge, the sidebars by the primary's.
                let trailing = child === columnContainers[.inspector]
                slideOut(child, from: childView.frame, in: bounds, mirrored: mirrored != trailing)
            } else if !animated {
                leavingColumns.removeAll { $0 === child }
                childView.removeFromSuperview()
            }
        }
        var frames: [(UIViewController, CGRect)] = []
        var separators: [CGFloat] = []
        var overlay = false
        if collapsedStorage {
            frames = shown.map { ($0, bounds) }
        } else {
            (frames, separators, overlay) = columnFrames(in: bounds)
        }
        presentationGestureRecognizer.edges = mirrored ? .right : .left
        func placed(_ rect: CGRect) -> CGRect {
            guard mirrored else { return rect }
            return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        // Bottom to top: the secondary, the tap catcher beside an overlay, the sidebars.
        for (index, entry) in frames.enumerated() {
            // A view loaded inside an animation block would animate from its zero frame.
            if animated, !entry.0.isViewLoaded { UIView.performWithoutAnimation { _ = entry.0.view } }
            let childView: UIView = entry.0.view
            leavingColumns.removeAll { $0 === entry.0 }
            let arriving = childView.superview !== view
            if arriving { view.addSubview(childView) } else { view.bringSubviewToFront(childView) }
            if animated, arriving, entry.0 !== secondaryContainer {
                // A sidebar that appears takes its place at once and slides in from beyond
                // the primary's edge (the inspector from the trailing one): an offset of its
                // own, since the block would animate it from where it was before the block.
                let final = placed(entry.1)
                UIView.performWithoutAnimation {
                    childView.frame = final
                    childView.layoutIfNeeded()
                }
                let trailing = entry.0 === columnContainers[.inspector]
                let start = Self.offscreen(final, in: bounds, mirrored: mirrored != trailing)
                let slide = CABasicAnimation(keyPath: "position")
                slide.isAdditive = true
                slide.fromValue = CGPoint(x: start.midX - final.midX, y: 0)
                slide.toValue = CGPoint.zero
                slide.duration = UIView.inheritedAnimationDuration
                slide.timingFunction = ViewAnimationCenter.shared.activeBlock?.timing.curve.timingFunction
                slide.fillMode = .both
                childView.layer.add(slide, forKey: "splitViewColumnSlide")
            } else {
                childView.frame = placed(entry.1)
            }
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

    /// The secondary column's child (classic: the second view controller).
    var secondaryContainer: UIViewController? {
        if style == .unspecified { return classicControllers.count > 1 ? classicControllers[1] : nil }
        return columnContainers[.secondary]
    }

    /// `frame` moved just past the primary's edge of `bounds` (the left edge, or the right
    /// one when mirrored).
    static func offscreen(_ frame: CGRect, in bounds: CGRect, mirrored: Bool) -> CGRect {
        mirrored ? frame.offsetBy(dx: bounds.maxX - frame.minX, dy: 0) : frame.offsetBy(dx: bounds.minX - frame.maxX, dy: 0)
    }

    /// A sidebar hidden by an animated change slides out along with it and leaves the view
    /// hierarchy when the animation ends (unless it was shown again meanwhile).
    func slideOut(_ child: UIViewController, from frame: CGRect, in bounds: CGRect, mirrored: Bool) {
        guard let childView = child.viewIfLoaded else { return }
        leavingColumns.append(child)
        let end = Self.offscreen(frame, in: bounds, mirrored: mirrored)
        UIView.animate(withDuration: UIView.inheritedAnimationDuration, animations: {
            childView.frame = end
        }, completion: { [weak self, weak child] _ in
            guard let self, let child, self.leavingColumns.contains(where: { $0 === child }) else { return }
            self.leavingColumns.removeAll { $0 === child }
            if let view = child.viewIfLoaded, view.superview === self.viewStorage,
               !self.shownContainers.contains(where: { $0 === child }) {
                view.removeFromSuperview()
            }
        })
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
        // The inspector (iOS 26) takes its width at the trailing edge, beside the secondary.
        let inspector = showsInspector ? columnContainers[.inspector] : nil
        let inspectorW = inspector == nil ? 0 : inspectorWidth(in: width)
        let secondaryFrame: CGRect
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: secondaryFrame = column(0, width - inspectorW)
        // UIKit: displacing keeps the secondary as wide as beside the supplementary alone.
        case .twoDisplaceSecondary: secondaryFrame = column(x, width - supplementaryW - inspectorW)
        default: secondaryFrame = column(x, width - x - inspectorW)
        }
        if let secondary { frames.append((secondary, secondaryFrame)) }
        // The supplementary below the primary.
        frames += sidebarFrames.reversed()
        if let inspector {
            frames.append((inspector, column(width - inspectorW, inspectorW)))
            separators.append(width - inspectorW)
        }
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
