@_spi(Platform) import QuartzCore
import Foundation

// The scroll indicators: shown while the content moves under a drag, a deceleration or an
// animation, faded out once it stops; sized by the visible fraction of the content.
extension UIScrollView {
    /// iOS's look: about 3 pt thick, 3 pt from the edges.
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    /// Ours (close to iOS): the shortest indicator while in range, and while overscrolled
    /// (it shrinks by the overscroll, down to this).
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorOverscrollMinimumLength: CGFloat = 7
    /// Ours: the indicators fade 0.5 s after the content stops, over 0.25 s.
    static let indicatorHideDelay: TimeInterval = 0.5
    static let indicatorFadeDuration: TimeInterval = 0.25

    var isScrollingForIndicators: Bool { draggingStorage || motion != nil || zoomingStorage }

    /// The content moved: while the user or an animation scrolls, the indicators show.
    func contentDidMoveForIndicators() {
        guard isScrollingForIndicators else {
            if indicatorsVisible { layoutIndicators() }
            return
        }
        showIndicators()
    }

    /// Shows the indicators of the scrollable axes (of those asked for).
    func showIndicators(vertical showVertical: Bool = true, horizontal showHorizontal: Bool = true) {
        var (vertical, horizontal) = indicatorAxes
        vertical = vertical && showVertical
        horizontal = horizontal && showHorizontal
        guard vertical || horizontal else { return }
        if vertical { verticalIndicator.alpha = 1 } else { verticalIndicatorStorage?.alpha = 0 }
        if horizontal { horizontalIndicator.alpha = 1 } else { horizontalIndicatorStorage?.alpha = 0 }
        indicatorsVisible = true
        layoutIndicators()
        scheduleIndicatorHide()
    }

    func _flashScrollIndicators() {
        showIndicators()
    }

    /// Which indicators apply: shown, and the content scrolls along the axis.
    var indicatorAxes: (vertical: Bool, horizontal: Bool) {
        let range = offsetRange
        return (showsVerticalScrollIndicator && range.maxY > range.minY,
                showsHorizontalScrollIndicator && range.maxX > range.minX)
    }

    private func scheduleIndicatorHide() {
        indicatorHideTimer?.invalidate()
        indicatorHideTimer = FrameworkScheduler.shared.schedule(after: Self.indicatorHideDelay) { [weak self] in
            guard let self else { return }
            self.indicatorHideTimer = nil
            if self.isScrollingForIndicators {
                self.scheduleIndicatorHide()
                return
            }
            self.indicatorsVisible = false
            let views = [self.verticalIndicatorStorage, self.horizontalIndicatorStorage].compactMap { $0 }
            UIView.animate(withDuration: Self.indicatorFadeDuration) {
                for view in views { view.alpha = 0 }
            }
        }
    }

    var verticalIndicator: ScrollIndicatorView {
        if let view = verticalIndicatorStorage { return view }
        let view = ScrollIndicatorView(axis: .vertical)
        verticalIndicatorStorage = view
        addSubview(view)
        return view
    }

    var horizontalIndicator: ScrollIndicatorView {
        if let view = horizontalIndicatorStorage { return view }
        let view = ScrollIndicatorView(axis: .horizontal)
        horizontalIndicatorStorage = view
        addSubview(view)
        return view
    }

    var indicatorColor: UIColor {
        // Ours (iOS's are close): dark for `.black`, light for `.white`, and for `.default`
        // dark in light mode, light in dark mode.
        switch indicatorStyle {
        case .black: return UIColor(white: 0, alpha: 0.35)
        case .white: return UIColor(white: 1, alpha: 0.35)
        case .default:
            return traitCollection.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
        }
    }

    /// Places the indicators in the visible bounds (inside the adjusted inset and the
    /// indicator insets), on top of the content.
    func layoutIndicators() {
        let bounds = self.bounds, inset = _adjustedContentInset, size = contentSizeStorage
        let t = Self.indicatorThickness, edge = Self.indicatorInset
        let (showsVertical, showsHorizontal) = indicatorAxes
        let color = indicatorColor
        func length(track: CGFloat, visible: CGFloat, content: CGFloat, overscroll: CGFloat) -> CGFloat {
            guard content > 0, track > 0 else { return track }
            var length = max(Self.indicatorMinimumLength, track * min(1, visible / content))
            if overscroll > 0 { length = max(Self.indicatorOverscrollMinimumLength, length - overscroll) }
            return min(length, track)
        }
        let range = offsetRange
        if showsVertical {
            let view = verticalIndicator
            let insets = verticalScrollIndicatorInsets
            let top = bounds.minY + (automaticallyAdjustsScrollIndicatorInsets ? inset.top : 0) + insets.top + edge
            let bottom = bounds.maxY - (automaticallyAdjustsScrollIndicatorInsets ? inset.bottom : 0) - insets.bottom - edge
            let track = max(0, bottom - top)
            let offset = bounds.minY
            let overscroll = offset < range.minY ? range.minY - offset : (offset > range.maxY ? offset - range.maxY : 0)
            let h = length(track: track, visible: bounds.height, content: size.height + inset.top + inset.bottom, overscroll: overscroll)
            let progress = range.maxY > range.minY ? min(1, max(0, (offset - range.minY) / (range.maxY - range.minY))) : 0
            view.frame = CGRect(x: bounds.maxX - insets.right - edge - t, y: top + (track - h) * progress, width: t, height: h)
            view.backgroundColor = color
            bringSubviewToFront(view)
        }
        if showsHorizontal {
            let view = horizontalIndicator
            let insets = horizontalScrollIndicatorInsets
            let left = bounds.minX + (automaticallyAdjustsScrollIndicatorInsets ? inset.left : 0) + insets.left + edge
            // Leave the corner to the vertical indicator.
            let right = bounds.maxX - (automaticallyAdjustsScrollIndicatorInsets ? inset.right : 0) - insets.right - edge
                - (showsVertical ? t + edge : 0)
            let track = max(0, right - left)
            let offset = bounds.minX
            let overscroll = offset < range.minX ? range.minX - offset : (offset > range.maxX ? offset - range.maxX : 0)
            let w = length(track: track, visible: bounds.width, content: size.width + inset.left + inset.right, overscroll: overscroll)
            let progress = range.maxX > range.minX ? min(1, max(0, (offset - range.minX) / (range.maxX - range.minX))) : 0
            view.frame = CGRect(x: left + (track - w) * progress, y: bounds.maxY - insets.bottom - edge - t, width: w, height: t)
            view.backgroundColor = color
            bringSubviewToFront(view)
        }
    }
}
