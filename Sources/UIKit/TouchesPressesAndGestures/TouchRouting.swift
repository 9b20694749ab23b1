/// One touch's way to its view, as the window's `WindowTouchTracker` decides it. Stored
/// inline on the touch (no lookup, no side table) but owned and written only by the tracker;
/// nothing here is part of `UITouch`'s public surface.
struct TouchRouting {
    /// The view the touch began in, held strongly while the tracker still routes the touch
    /// (UIKit: a view removed mid-touch still gets the touch's end), released once the touch
    /// has ended or been cancelled and nothing of it is held back.
    var view: UIView?
    /// Whether the touch is still delivered to its view (false once a recognizer cancelled
    /// it in the view, or when the view never gets it).
    var isDeliveredToView = true
    /// Whether the view has been sent `touchesBegan` for this touch (delaysTouchesBegan may
    /// hold it back).
    var viewHasSeenBegan = false
    /// Whether the view has been sent `touchesEnded` or `touchesCancelled`.
    var viewHasFinished = false
    /// A recognizer cancelled the touch in its view; `touchesCancelled` is due.
    var pendingViewCancel = false
    /// Whether the touch is in the tracker's held list (phases held back from the view).
    var isHeld = false
    /// What the view has actually been sent (the flags above are what routing decided; a
    /// nested event delivered from a view's callback may get there first).
    var viewWasSentBegan = false
    var viewWasSentEnd = false
}
