import Foundation

// Dragging: the scroll view's pan moves the content, rubber-banding beyond the edges.
extension UIScrollView {
    /// UIKit's rubber-band constant (c in f(x) = (1 − 1/(x·c/d + 1))·d).
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far the content shows beyond an edge when the finger has dragged `distance` past
    /// it, in a view `dimension` long: iOS's f(x) = (1 − 1/(x·c/d + 1))·d, c = 0.55. It
    /// approaches d and never reaches it.
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, distance > 0 else { return 0 }
        return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBand`: the finger distance that shows `overscroll` (used when a
    /// drag starts while the content is beyond an edge, so it does not jump).
    static func rubberBandInverse(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overscroll > 0 else { return 0 }
        let shown = min(overscroll, dimension * 0.999_999)
        return dimension / rubberBandCoefficient * (shown / (dimension - shown))
    }

    func installPanGestureRecognizer() {
        // UIKit: the scroll view's pan also follows mouse wheels and trackpads.
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(self, action: Selector("handlePan:", UIScrollView.handlePan))
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesRecognizer)
    }

    /// Whether the pan may begin, given the content touches already delivered: UIKit asks
    /// `touchesShouldCancel(in:)` for each (with `canCancelContentTouches`); a view that keeps
    /// its touches (a control, by default) stops the scroll.
    func panMayCancelContentTouches(_ touches: [UITouch]) -> Bool {
        guard contentTouchesDelivered else { return true }
        for touch in touches {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// A finger touched the content: a running deceleration or animation stops (the finger
    /// catches it), keeping its velocity for a re-fling in the same direction.
    func trackingDidBegin() {
        trackingStorage = true
        if motion != nil {
            let wasDecelerating = deceleratingStorage
            let velocity = stopMotion()
            caughtVelocity = velocity
            // UIKit (iOS 13 and later; iOS 9–10 did not): a deceleration the finger stops
            // still ends with scrollViewDidEndDecelerating.
            if wasDecelerating { delegateStorage?.scrollViewDidEndDecelerating(self) }
        }
    }

    func trackingDidEnd() {
        trackingStorage = false
        contentTouchesDelivered = false
        guard !draggingStorage, motion == nil else { return }
        caughtVelocity = .zero
        settleAfterTouch()
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
            updateDrag(translation: pan.translation(in: self))
        case .changed:
            updateDrag(translation: pan.translation(in: self))
        case .ended:
            guard draggingStorage else { return }
            updateDrag(translation: pan.translation(in: self))
            // A wheel or trackpad (no touches) does not fling: the platform sends its own
            // momentum as further scroll events (UIKit on Mac Catalyst and iPad behaves so).
            let fingerVelocity = pan.isScrolling ? .zero : pan.velocity(in: self)
            var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
            if let drag {
                if !drag.movesX || drag.lockedAxis == .vertical { velocity.x = 0 }
                if !drag.movesY || drag.lockedAxis == .horizontal { velocity.y = 0 }
            }
            // A re-fling in the direction the content was still moving adds to what was left
            // of the previous fling (iOS accelerates repeated flings).
            if velocity.x * caughtVelocity.x > 0 { velocity.x += caughtVelocity.x }
            if velocity.y * caughtVelocity.y > 0 { velocity.y += caughtVelocity.y }
            caughtVelocity = .zero
            endDragging(velocity: velocity)
        case .cancelled, .failed:
            guard draggingStorage else { return }
            caughtVelocity = .zero
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func beginDragging() {
        stopMotion()
        let offset = contentOffset, range = offsetRange, size = bounds.size
        // Undo the rubber band so the content does not jump under the finger.
        func unbanded(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < lower { return lower - Self.rubberBandInverse(lower - value, dimension: dimension) }
            if value > upper { return upper + Self.rubberBandInverse(value - upper, dimension: dimension) }
            return value
        }
        let inset = contentInsetStorage
        drag = ScrollDrag(startOffset: CGPoint(x: unbanded(offset.x, range.minX, range.maxX, size.width),
                                               y: unbanded(offset.y, range.minY, range.maxY, size.height)),
                          movesX: scrollsHorizontally(beyond: inset) || range.maxX > range.minX,
                          movesY: scrollsVertically(beyond: inset) || range.maxY > range.minY,
                          lockedAxis: nil)
        draggingStorage = true
        dismissKeyboardForDrag()
        delegateStorage?.scrollViewWillBeginDragging(self)
    }

    /// `keyboardDismissMode` `.onDrag`/`.onDragWithAccessory`: the first responder that takes
    /// key input (what shows the keyboard) resigns as the drag begins.
    private func dismissKeyboardForDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory,
              let responder = window?.firstResponderStorage, responder is UIKeyInput else { return }
        _ = responder.resignFirstResponder()
    }

    private func updateDrag(translation: CGPoint) {
        guard var drag else { return }
        if isDirectionalLockEnabled, drag.lockedAxis == nil, drag.movesX, drag.movesY, translation != .zero {
            // Ours: a drag within about 27° of an axis (one component at least twice the
            // other) locks to that axis.
            if abs(translation.x) >= 2 * abs(translation.y) { drag.lockedAxis = .horizontal }
            else if abs(translation.y) >= 2 * abs(translation.x) { drag.lockedAxis = .vertical }
            self.drag = drag
        }
        let range = offsetRange, size = bounds.size
        func position(_ start: CGFloat, _ delta: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ dimension: CGFloat,
                      _ bounces: Bool) -> CGFloat {
            let raw = start - delta
            if raw < lower { return bounces ? lower - Self.rubberBand(lower - raw, dimension: dimension) : lower }
            if raw > upper { return bounces ? upper + Self.rubberBand(raw - upper, dimension: dimension) : upper }
            return raw
        }
        var offset = contentOffset
        if drag.movesX, drag.lockedAxis != .vertical {
            offset.x = position(drag.startOffset.x, translation.x, range.minX, range.maxX, size.width, bouncesHorizontally)
        }
        if drag.movesY, drag.lockedAxis != .horizontal {
            offset.y = position(drag.startOffset.y, translation.y, range.minY, range.maxY, size.height, bouncesVertically)
        }
        moveContent(to: offset)
    }
}
