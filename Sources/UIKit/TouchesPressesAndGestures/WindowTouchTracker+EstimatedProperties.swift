@_spi(Diagnostics) import CoreGraphics

/// Estimated touch properties (a pen's force or angle sent after the touch itself): the
/// touches that wait for updates, and the delivery of those updates.
extension WindowTouchTracker {
    /// At most this many touches wait for updates; older ones are forgotten.
    static let maximumTouchesExpectingUpdates = 64

    func noteExpectedUpdates(of touch: UITouch) {
        guard let index = touch.touchEstimationUpdateIndex, !touch.touchEstimatedPropertiesExpectingUpdates.isEmpty,
              !touchesExpectingUpdates.contains(where: { $0.index == index && $0.touch === touch }) else { return }
        touchesExpectingUpdates.append(PendingEstimation(index: index, touch: touch,
                                                         expecting: touch.touchEstimatedPropertiesExpectingUpdates))
        if touchesExpectingUpdates.count > Self.maximumTouchesExpectingUpdates {
            touchesExpectingUpdates.removeFirst()
        }
    }

    /// Applies an update to the touch it names and tells the touch's recognizers and its
    /// view. UIKit: updates may arrive after later samples or after the touch ended; the
    /// touch then reports the updated sample's index, and each update removes the
    /// properties it resolves from `estimatedPropertiesExpectingUpdates`
    /// (`estimatedProperties` keeps them).
    func receive(_ update: PlatformTouchEstimationUpdate) {
        guard let index = touchesExpectingUpdates.firstIndex(where: { $0.index == update.estimationUpdateIndex }) else {
            FrameworkLog.log("Estimated-property update \(update.estimationUpdateIndex) matches no touch expecting updates; dropped")
            return
        }
        let touch = touchesExpectingUpdates[index].touch
        if let force = update.force, force.isFinite { touch.touchForce = max(0, force) }
        if let altitude = update.altitudeAngle, altitude.isFinite { touch.touchAltitude = altitude }
        if let azimuth = update.azimuthAngle, azimuth.isFinite { touch.touchAzimuth = azimuth }
        if let location = update.location, location.x.isFinite, location.y.isFinite { touch.locationInWindow = location }
        touchesExpectingUpdates[index].expecting.subtract(update.resolved)
        touch.touchEstimationUpdateIndex = update.estimationUpdateIndex
        touch.touchEstimatedPropertiesExpectingUpdates = touchesExpectingUpdates[index].expecting
        if touchesExpectingUpdates[index].expecting.isEmpty { touchesExpectingUpdates.remove(at: index) }
        let touches: Set<UITouch> = [touch]
        for recognizer in touch.recognizers where recognizer.isEnabled {
            recognizer.touchesEstimatedPropertiesUpdated(touches)
        }
        touch.view?.touchesEstimatedPropertiesUpdated(touches)
    }
}

/// A touch sample whose estimated properties still expect updates.
struct PendingEstimation {
    let index: Int
    let touch: UITouch
    var expecting: UITouch.Properties
}
