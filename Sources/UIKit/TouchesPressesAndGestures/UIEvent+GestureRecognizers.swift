extension UIEvent {
    /// The event's touches that are delivered to `gesture` (UIKit).
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return Set(touchList.filter { touch in touch.recognizers.contains { $0 === gesture } })
    }
}
