extension RunLoop {
    /// Schedules a `UITimer` (Foundation's `add(_:forMode:)` for OpenUIKit's timer): on the
    /// main run loop it becomes a framework timer, which `ManualClock` drives; on another run
    /// loop, a Foundation timer. Adding an invalidated or already scheduled timer does nothing.
    public func add(_ timer: UITimer, forMode mode: RunLoop.Mode) {
        timer.schedule(on: self)
    }
}
