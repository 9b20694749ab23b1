@_spi(Diagnostics) import CoreGraphics
import Foundation
@_spi(Platform) import QuartzCore

// Deceleration, bouncing, paging and animated scrolling, stepped by the framework clock at the
// screen's frame rate. Each frame evaluates the closed forms at the clock's reading.
extension UIScrollView {
    /// Ours (UIKit does not document it): animated `setContentOffset` and
    /// `scrollRectToVisible` take 0.3 s, ease-in-out.
    static let scrollAnimationDuration = 0.3

    var frameInterval: Double {
        1 / Double(max(1, window?.screen.maximumFramesPerSecond ?? UIScreen.main.maximumFramesPerSecond))
    }

    func startMotion(_ newMotion: ScrollMotion) {
        motionTimer?.invalidate()
        motion = newMotion
        let start: Double
        switch newMotion {
        case let .animating(_, _, begin, _), let .zooming(_, _, _, _, begin, _): start = begin
        case .decelerating: start = FrameworkScheduler.shared.clock.now
        }
        scheduleFrame(start: start, index: 1)
    }

    /// Frames at start + k·interval, so a test stepping the clock by the frame interval sees
    /// each one at exactly its time.
    private func scheduleFrame(start: Double, index: Int) {
        let interval = frameInterval
        motionTimer = FrameworkScheduler.shared.schedule(at: start + Double(index) * interval) { [weak self] in
            guard let self else { return }
            if self.stepMotion(at: FrameworkScheduler.shared.clock.now) {
                self.scheduleFrame(start: start, index: index + 1)
            }
        }
    }

    /// Stops any motion without telling the delegate it ended (a touch caught it, or the
    /// offset was set). Returns the velocity (pt/s) a deceleration had left.
    @discardableResult
    func stopMotion() -> CGPoint {
        motionTimer?.invalidate()
        motionTimer = nil
        var velocity = CGPoint.zero
        if case let .decelerating(x, y) = motion {
            let now = FrameworkScheduler.shared.clock.now
            velocity = CGPoint(x: x.sample(at: now).velocity, y: y.sample(at: now).velocity)
        }
        motion = nil
        deceleratingStorage = false
        zoomBouncingStorage = false
        return velocity
    }

    /// One frame. Returns whether another frame is needed.
    func stepMotion(at now: Double) -> Bool {
        switch motion {
        case .decelerating(var x, var y):
            let range = offsetRange
            let stepX = x.step(to: now, lower: Double(range.minX), upper: Double(range.maxX), bounces: bouncesHorizontally)
            let stepY = y.step(to: now, lower: Double(range.minY), upper: Double(range.maxY), bounces: bouncesVertically)
            motion = .decelerating(x: x, y: y)
            moveContent(to: CGPoint(x: stepX.position, y: stepY.position))
            guard stepX.done && stepY.done else { return true }
            motion = nil
            motionTimer = nil
            deceleratingStorage = false
            delegateStorage?.scrollViewDidEndDecelerating(self)
            return false
        case let .animating(from, to, start, duration):
            // The last frame may read the clock a rounding error before the end.
            let finished = now - start >= duration - 1e-9
            let progress = finished ? 1 : min(1, max(0, (now - start) / duration))
            // Ease in, ease out (cubic).
            let eased = progress < 0.5 ? 4 * progress * progress * progress : 1 - pow(-2 * progress + 2, 3) / 2
            let point = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            moveContent(to: progress >= 1 ? to : point)
            guard progress >= 1 else { return true }
            motion = nil
            motionTimer = nil
            delegateStorage?.scrollViewDidEndScrollingAnimation(self)
            return false
        case let .zooming(fromScale, toScale, from, to, start, duration):
            let finished = now - start >= duration - 1e-9
            let progress = finished ? 1 : min(1, max(0, (now - start) / duration))
            let eased = progress < 0.5 ? 4 * progress * progress * progress : 1 - pow(-2 * progress + 2, 3) / 2
            let scale = finished ? toScale : fromScale + (toScale - fromScale) * eased
            let offset = finished ? to : CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            if let view = zoomingView { applyZoom(scale, to: view, offset: offset) }
            guard finished else { return true }
            motion = nil
            motionTimer = nil
            zoomBouncingStorage = false
            delegateStorage?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScaleStorage)
            return false
        case nil:
            return false
        }
    }

    // MARK: Release

    /// The finger lifted after a drag with `velocity` (pt/s, content direction): asks the
    /// delegate for the target, then decelerates, bounces or snaps to a page, in UIKit's order
    /// (willEndDragging, didEndDragging(willDecelerate:), willBeginDecelerating, didScroll…,
    /// didEndDecelerating).
    func endDragging(velocity: CGPoint) {
        refreshControlDragWillEnd()
        let rate = Double(decelerationRateStorage.rawValue)
        let offset = contentOffset, range = offsetRange
        var target: CGPoint
        if isPagingEnabled {
            target = pageTarget(offset: offset, velocity: velocity)
        } else {
            target = clampedOffset(CGPoint(
                x: offset.x + CGFloat(ScrollAxisMotion.restDistance(velocity: Double(velocity.x), rate: rate)),
                y: offset.y + CGFloat(ScrollAxisMotion.restDistance(velocity: Double(velocity.y), rate: rate))))
        }
        let proposed = target
        if !isPagingEnabled, let collectionView = self as? UICollectionView {
            // UIKit: a collection view's layout picks where a drag stops (snapping layouts), and
            // the delegate's scrollViewWillEndDragging then sees that target. Assumed: the
            // layout gets the delegate's velocity (points per millisecond; its documentation
            // says per second).
            let layoutTarget = collectionView.collectionViewLayout.targetContentOffset(
                forProposedContentOffset: target, withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
            if layoutTarget.x.isFinite, layoutTarget.y.isFinite {
                target = layoutTarget
            } else {
                FrameworkLog.log("UICollectionViewLayout: targetContentOffset(forProposedContentOffset:withScrollingVelocity:) returned a non-finite target \(layoutTarget); ignored")
            }
        }
        if let delegate = delegateStorage {
            // UIKit: the velocity is in points per millisecond.
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                   targetContentOffset: pointer)
            }
        }
        if !target.x.isFinite || !target.y.isFinite {
            FrameworkLog.log("UIScrollView: scrollViewWillEndDragging set a non-finite target \(target); ignored")
            target = proposed
        }
        if isPagingEnabled, target != proposed {
            // UIKit logs this and keeps the page.
            FrameworkLog.log("Stop offset can not be modified for paging scroll views")
            target = proposed
        }
        let now = FrameworkScheduler.shared.clock.now
        func axis(_ x0: CGFloat, _ v0: CGFloat, _ proposedTarget: CGFloat, _ target: CGFloat,
                  _ lower: CGFloat, _ upper: CGFloat) -> ScrollAxisMotion {
            let x0d = Double(x0), v0d = Double(v0)
            if isPagingEnabled || target != proposedTarget || x0 < lower || x0 > upper {
                // A page, a target the delegate chose, or a release beyond the edge: a spring
                // to the (clamped) target, starting with the release velocity — except that a
                // changed target reached by coasting keeps UIKit's deceleration curve.
                if !isPagingEnabled, target != proposedTarget, x0 >= lower, x0 <= upper, target != x0 {
                    return ScrollAxisMotion(coastingFrom: x0d, to: Double(target), rate: rate, at: now)
                }
                let clamped = isPagingEnabled ? target : min(max(target, lower), upper)
                return clamped == x0 && v0 == 0 ? ScrollAxisMotion(restingAt: x0d)
                    : ScrollAxisMotion(springFrom: x0d, velocity: v0d, to: Double(clamped), at: now)
            }
            // Too slow to travel half a point: no deceleration on this axis.
            if abs(ScrollAxisMotion.restDistance(velocity: v0d, rate: rate)) < 0.5 { return ScrollAxisMotion(restingAt: x0d) }
            return ScrollAxisMotion(coastingFrom: x0d, velocity: v0d, rate: rate, at: now)
        }
        let moves = drag.map { (x: $0.movesX && $0.lockedAxis != .vertical, y: $0.movesY && $0.lockedAxis != .horizontal) } ?? (x: true, y: true)
        let x = moves.x ? axis(offset.x, velocity.x, proposed.x, target.x, range.minX, range.maxX) : ScrollAxisMotion(restingAt: Double(offset.x))
        let y = moves.y ? axis(offset.y, velocity.y, proposed.y, target.y, range.minY, range.maxY) : ScrollAxisMotion(restingAt: Double(offset.y))
        let willDecelerate = !(x.isResting && y.isResting)
        draggingStorage = false
        drag = nil
        delegateStorage?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        deceleratingStorage = true
        delegateStorage?.scrollViewWillBeginDecelerating(self)
        startMotion(.decelerating(x: x, y: y))
    }

    /// UIKit: paging stops on a multiple of the bounds size; a release with velocity goes to
    /// the next page in its direction, a slow one to the nearest page.
    func pageTarget(offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange, size = bounds.size
        func axis(_ value: CGFloat, _ v: CGFloat, _ page: CGFloat, _ start: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
            guard page > 0 else { return value }
            let position = (value - start) / page
            let index: CGFloat
            if abs(v) < Self.pagingVelocityThreshold {
                index = position.rounded()
            } else {
                index = v > 0 ? floor(position) + 1 : ceil(position) - 1
            }
            return min(max(start + index * page, lower), upper)
        }
        return CGPoint(x: axis(offset.x, velocity.x, size.width, range.minX, range.minX, range.maxX),
                       y: axis(offset.y, velocity.y, size.height, range.minY, range.minY, range.maxY))
    }

    /// Ours: below 100 pt/s a paging release settles on the nearest page.
    static let pagingVelocityThreshold: CGFloat = 100

    /// A finger lifted without dragging: content left beyond an edge (a caught bounce)
    /// springs back.
    func settleAfterTouch() {
        let offset = contentOffset, target = clampedOffset(offset)
        let targetPage = isPagingEnabled ? pageTarget(offset: offset, velocity: .zero) : target
        guard targetPage != offset else { return }
        let now = FrameworkScheduler.shared.clock.now
        deceleratingStorage = true
        delegateStorage?.scrollViewWillBeginDecelerating(self)
        startMotion(.decelerating(
            x: targetPage.x == offset.x ? ScrollAxisMotion(restingAt: Double(offset.x))
                : ScrollAxisMotion(springFrom: Double(offset.x), velocity: 0, to: Double(targetPage.x), at: now),
            y: targetPage.y == offset.y ? ScrollAxisMotion(restingAt: Double(offset.y))
                : ScrollAxisMotion(springFrom: Double(offset.y), velocity: 0, to: Double(targetPage.y), at: now)))
    }
}
