/// A view controller's part of the iOS 26 properties update pass (see `UIView+UpdateProperties`).
@MainActor
struct ControllerPropertiesUpdate {
    /// `updateProperties()` is due: initially (it runs before the view's first layout) and
    /// after `setNeedsUpdateProperties()`.
    var isDue = true
    /// Observation tracking of the controller's `updateProperties()`.
    var tracking: ObservationTrackingState?
}
