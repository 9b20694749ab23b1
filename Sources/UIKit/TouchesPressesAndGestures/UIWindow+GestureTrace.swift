extension UIWindow {
    /// OpenUIKit only (not in Apple's UIKit): receives one line per gesture-recognizer event
    /// in this window — each state transition, which recognizers a new touch goes to, and why
    /// a recognizer failed, waited or was prevented. It answers "why didn't my gesture fire?".
    ///
    ///     window.openUIKitGestureTraceHandler = { print($0) }
    ///
    /// Setting the environment variable `OPENUIKIT_TRACE_GESTURES=1` logs the same lines for
    /// every window. Keep it nil in production: building the lines costs time.
    public var openUIKitGestureTraceHandler: (@MainActor (String) -> Void)? {
        get { gestureEnvironment.traceHandler }
        set { gestureEnvironment.traceHandler = newValue }
    }
}
