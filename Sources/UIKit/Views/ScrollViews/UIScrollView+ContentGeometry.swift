@_spi(Diagnostics) import CoreGraphics
import Foundation
@_spi(Platform) import QuartzCore

// Content size, offset and insets: the model a drag, a fling and an animation move through.
extension UIScrollView {
    func _setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            FrameworkLog.log("UIScrollView.contentSize: invalid size \(size) (negative or not finite); ignored")
            return
        }
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        updateContentGuideSize()
        // The scrollable axes may have changed (`scrollableAxes` adjusts only those).
        updateAdjustedContentInset()
        alignSmallContent(force: false)
    }

    /// UIKit: setting the offset does not clamp it, and tells the delegate (`scrollViewDidScroll`)
    /// on every change. A running deceleration continues from the new offset.
    func _setContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            FrameworkLog.log("UIScrollView.contentOffset: invalid offset \(offset) (not finite); ignored")
            return
        }
        let requested = offset
        let offset = pixelAligned(offset)
        let old = bounds.origin
        guard offset != old else { return }
        if case .decelerating(var x, var y) = motion {
            // The fling moves on from where it was asked to be (its frames are not on the grid).
            x.shift(by: Double(requested.x - old.x))
            y.shift(by: Double(requested.y - old.y))
            motion = .decelerating(x: x, y: y)
        }
        var rect = bounds
        rect.origin = offset
        bounds = rect
    }

    /// UIKit: an offset set in code is rounded to the screen's pixel grid (3.8 reads back 4.0
    /// at scale 1; −187.5 reads −187.33 at scale 3: halves round up). `bounds` set directly,
    /// drags and decelerations keep fractional offsets.
    func pixelAligned(_ offset: CGPoint) -> CGPoint {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        guard scale > 0 else { return offset }
        return CGPoint(x: (offset.x * scale + 0.5).rounded(.down) / scale,
                       y: (offset.y * scale + 0.5).rounded(.down) / scale)
    }

    /// Moves the content for a drag or an animation frame (no adjustment of running motion).
    func moveContent(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var rect = bounds
        rect.origin = offset
        bounds = rect
    }

    func boundsDidChange(from old: CGRect) {
        let new = bounds
        if new.origin != old.origin {
            updateFrameGuideOrigin()
            contentDidMoveForIndicators()
            refreshControlContentDidMove()
            notifyNavigationScrollEdge()
            delegateStorage?.scrollViewDidScroll(self)
        }
        if new.size != old.size {
            updateAdjustedContentInset()
            alignSmallContent(force: false)
            refreshControlStorage?.placeInScrollView()
        }
    }

    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            FrameworkLog.log("UIScrollView.setContentOffset(_:animated:): invalid offset \(offset) (not finite); ignored")
            return
        }
        stopMotion()
        let offset = pixelAligned(offset)
        guard animated, offset != contentOffset else {
            moveContent(to: offset)
            return
        }
        startMotion(.animating(from: contentOffset, to: offset, start: FrameworkScheduler.shared.clock.now,
                               duration: Self.scrollAnimationDuration))
    }

    func _setContentInset(_ inset: UIEdgeInsets) {
        guard inset.top.isFinite, inset.left.isFinite, inset.bottom.isFinite, inset.right.isFinite else {
            FrameworkLog.log("UIScrollView.contentInset: invalid inset \(inset) (not finite); ignored")
            return
        }
        guard inset != contentInsetStorage else { return }
        contentInsetStorage = inset
        updateAdjustedContentInset()
        alignSmallContent(force: false)
    }

    func _setDecelerationRate(_ rate: DecelerationRate) {
        guard rate.rawValue.isFinite, rate.rawValue > 0, rate.rawValue < 1 else {
            FrameworkLog.log("UIScrollView.decelerationRate: invalid rate \(rate.rawValue) (must be between 0 and 1); ignored")
            return
        }
        decelerationRateStorage = rate
    }

    // MARK: Adjusted inset

    var _adjustedContentInset: UIEdgeInsets {
        var inset = contentInsetStorage
        inset.top += refreshInsetTop
        let safe = safeAreaInsets
        guard safe != .zero else { return inset }
        let adjustX: Bool, adjustY: Bool
        switch contentInsetAdjustmentBehaviorStorage {
        case .never:
            return inset
        case .always:
            adjustX = true
            adjustY = true
        case .scrollableAxes, .automatic:
            // UIKit: an axis is adjusted when the content size along it is larger than the
            // view, or (vertically) the view always bounces vertically. `.automatic` also
            // always adjusts vertically for the root view of a controller shown by a navigation
            // or tab bar controller, unless the controller's (deprecated)
            // `automaticallyAdjustsScrollViewInsets` is false.
            adjustX = contentSizeStorage.width > bounds.width
            let parent = viewControllerStorage?.parentStorage
            let inContainer = contentInsetAdjustmentBehaviorStorage == .automatic
                && (parent is UINavigationController || parent is UITabBarController)
                && viewControllerStorage?.automaticallyAdjustsScrollViewInsets != false
            adjustY = alwaysBounceVertical || contentSizeStorage.height > bounds.height || inContainer
        }
        if adjustX {
            inset.left += safe.left
            inset.right += safe.right
        }
        if adjustY {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        return inset
    }

    /// UIKit: an axis is scrollable when the content (with the insets) is larger than the
    /// view along it, or the view always bounces along it.
    func scrollsHorizontally(beyond inset: UIEdgeInsets) -> Bool {
        alwaysBounceHorizontal || contentSizeStorage.width + inset.left + inset.right > bounds.width
    }

    func scrollsVertically(beyond inset: UIEdgeInsets) -> Bool {
        alwaysBounceVertical || contentSizeStorage.height + inset.top + inset.bottom > bounds.height
    }

    /// Whether a drag can move the content along the axis (it is larger than the view, or the
    /// view always bounces along it).
    var canScrollHorizontally: Bool {
        let range = offsetRange
        return range.maxX > range.minX || alwaysBounceHorizontal
    }

    var canScrollVertically: Bool {
        let range = offsetRange
        return range.maxY > range.minY || alwaysBounceVertical
    }

    /// Tells the view and the delegate when `adjustedContentInset` changed.
    func updateAdjustedContentInset() {
        let adjusted = _adjustedContentInset
        guard adjusted != reportedAdjustedInset else { return }
        // Key-value observers of `adjustedContentInset` hear of it after the delegate.
        KeyValueObservationCenter.change(of: self) {
            reportedAdjustedInset = adjusted
            adjustedContentInsetDidChange()
            delegateStorage?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    func _layoutScrollView() {
        updateAdjustedContentInset()
        adoptContentGuideSize()
        alignSmallContent(force: false)
    }

    // MARK: Range

    /// The offsets a drag reaches without rubber-banding: from −inset.left/top to where the
    /// content's far edge (plus inset) meets the view's far edge.
    var offsetRange: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat) {
        let inset = _adjustedContentInset, size = bounds.size
        var minX = -inset.left, minY = -inset.top
        // UIKit (iOS 17.4): content smaller than the view rests at `contentAlignmentPoint`.
        let alignment = contentAlignmentPointStorage
        let slackX = size.width - (contentSizeStorage.width + inset.left + inset.right)
        let slackY = size.height - (contentSizeStorage.height + inset.top + inset.bottom)
        if slackX > 0, alignment.x != 0 { minX -= slackX * alignment.x }
        if slackY > 0, alignment.y != 0 { minY -= slackY * alignment.y }
        let maxX = max(minX, contentSizeStorage.width + inset.right - size.width)
        let maxY = max(minY, contentSizeStorage.height + inset.bottom - size.height)
        return (minX, maxX, minY, maxY)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.minX), range.maxX), y: min(max(offset.y, range.minY), range.maxY))
    }

    // MARK: Scrolling a rectangle into view

    /// `roundsToPixels`: the offset lands on the screen's pixel grid, as UIKit's
    /// `setContentOffset` leaves it (asked by the text view, whose caret rects are fractional).
    func _scrollRectToVisible(_ rect: CGRect, animated: Bool, roundsToPixels: Bool = false) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            FrameworkLog.log("UIScrollView.scrollRectToVisible(_:animated:): invalid rect \(rect); ignored")
            return
        }
        let rect = rect.standardized
        let inset = _adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            // UIKit: the least movement; a rectangle larger than the view aligns its start.
            if high - low > visibleHigh - visibleLow || low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        var target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        if roundsToPixels {
            let scale = LayoutEngine.pixelScale(of: self)
            target = clampedOffset(CGPoint(x: (target.x * scale).rounded() / scale, y: (target.y * scale).rounded() / scale))
        }
        guard target != contentOffset else { return }
        _setContentOffset(target, animated: animated)
    }
}
