/// A continuous gesture recognizer that interprets pointer movement over a view (UIKit).
///
/// UIKit: the gesture begins when the pointer enters the view, changes while it moves over
/// the view, and ends when it leaves. The SDL backend reports mouse motion with no button
/// pressed as hover; headless, nothing hovers unless a test sends pointer input. It takes no
/// touches: touches are not hovering, and a recognizer that received them would stay
/// `possible` and hold back the view's `touchesEnded`.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
    }

    /// The normalized distance of a hovering pencil from the screen; 0 without one.
    open var zOffset: CGFloat { 0 }

    /// The altitude of a hovering pencil; 0 for devices that do not report it.
    open var altitudeAngle: CGFloat { 0 }

    /// The roll of a hovering pencil; 0 for devices that do not report it.
    open var rollAngle: CGFloat { 0 }

    /// The azimuth of a hovering pencil in `view`; 0 for devices that do not report it.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The azimuth unit vector of a hovering pencil; an empty vector without one.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 0, dy: 0) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Even if allowedTouchTypes is widened again, touches are not hover input.
        for touch in touches { ignore(touch, for: event) }
    }
}
