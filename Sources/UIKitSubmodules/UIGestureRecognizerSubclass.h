// Intentionally empty: UIGestureRecognizer's subclass API (settable state, the touch methods,
// reset(), ignore(_:for:), the prevention and failure hooks) is part of the Swift UIKit module.
