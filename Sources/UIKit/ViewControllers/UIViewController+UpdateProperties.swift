// iOS 26: a view controller's `updateProperties()` runs in its view's properties update, before
// the view's own (see `UIView._runPropertiesUpdate()`), with automatic observation tracking.

extension UIViewController: ObservationTrackingOwner {
    var _observationTrackingState: ObservationTrackingState {
        if let state = propertiesUpdateStorage.tracking { return state }
        let state = ObservationTrackingState()
        propertiesUpdateStorage.tracking = state
        return state
    }

    var _existingObservationTrackingState: ObservationTrackingState? { propertiesUpdateStorage.tracking }

    func _observedChangeInvalidates(_ pass: TrackedPass) {
        switch pass {
        case .properties: setNeedsUpdateProperties()
        case .layout: viewStorage?.setNeedsLayout()
        case .display: viewStorage?.setNeedsDisplay()
        case .constraints: viewStorage?.setNeedsUpdateConstraints()
        case .configuration: setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    func _tracked<Result>(_ pass: TrackedPass, _ body: () -> Result) -> Result {
        AutomaticObservationTracking.run(pass, of: self, body)
    }

    func _setNeedsUpdateProperties() {
        propertiesUpdateStorage.isDue = true
        // Before the view loads, the request waits for the view's first pass.
        viewStorage?._controllerNeedsUpdateProperties()
    }

    func _updatePropertiesIfNeeded() {
        viewStorage?.updatePropertiesIfNeeded()
    }
}
