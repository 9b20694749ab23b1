@_spi(Platform) import QuartzCore

/// The press that opens a context menu: one finger held still for `pressDuration`. When the
/// time is up, `mayBegin` is asked (with the press's window location) whether a menu will show;
/// the recognizer begins only if so, so a view without a menu at that point keeps its touches.
///
/// Not a `UILongPressGestureRecognizer` subclass: views list their long presses (a collection
/// view's reordering press), and this one is the context menu's own.
@MainActor
final class ContextMenuGestureRecognizer: UIGestureRecognizer {
    // UIKit: Apple documents no press duration for context menus (the interaction "tracks
    // long-press gestures"); ours is UILongPressGestureRecognizer's documented default
    // `minimumPressDuration`, 0.5 s.
    static let pressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press fails (the long press's 10 points).
    static let allowableMovement: CGFloat = 10

    var mayBegin: (@MainActor (CGPoint) -> Bool)?
    private var finger: (touch: UITouch, start: CGPoint)?
    private var timer: FrameworkTimer?
    private var hasBegun = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun || finger != nil {
            for touch in touches { ignore(touch, for: event) }
            if !hasBegun { fail("a second finger came down") }
            return
        }
        guard stateStorage == .possible, let touch = touches.first, touches.count == 1 else {
            return fail("more than one finger")
        }
        finger = (touch, touch.locationInWindow)
        timer = FrameworkScheduler.shared.schedule(after: Self.pressDuration) { [self] in
            timer = nil
            guard stateStorage == .possible, !hasBegun, let finger else { return }
            guard mayBegin?(finger.touch.locationInWindow) ?? false else { return fail("no context menu at the press") }
            hasBegun = true
            requestTransition(to: .began)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger.touch) else { return }
        if hasBegun {
            if state == .began || state == .changed { requestTransition(to: .changed) }
            return
        }
        let dx = finger.touch.locationInWindow.x - finger.start.x, dy = finger.touch.locationInWindow.y - finger.start.y
        if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { fail("the finger moved before the press was long enough") }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger.touch) else { return }
        if hasBegun {
            requestTransition(to: .ended)
        } else {
            fail("the finger lifted before the press was long enough")
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun, state == .began || state == .changed {
            requestTransition(to: .cancelled)
        } else {
            fail("its touches were cancelled")
        }
    }

    override func prepareForReset() {
        timer?.invalidate()
        timer = nil
        finger = nil
        hasBegun = false
    }

    private func fail(_ reason: @autoclosure () -> String) {
        timer?.invalidate()
        timer = nil
        guard stateStorage == .possible else { return }
        requestTransition(to: .failed, reason: reason())
    }
}
