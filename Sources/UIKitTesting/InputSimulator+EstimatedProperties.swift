@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import UIKit

extension InputSimulator {
    /// Sends final values for properties a touch sample only estimated (as a pen sends its
    /// force after the touch), by the sample's `estimationUpdateIndex`. The properties in
    /// `resolved` stop expecting updates (by default, those given a value here).
    ///
    /// - Parameters:
    ///   - index: The `estimationUpdateIndex` of the sample to update.
    ///   - force: The final force, if it was estimated.
    ///   - altitudeAngle: The final altitude angle, if it was estimated.
    ///   - azimuthAngle: The final azimuth in the window's coordinates (radians), if it was estimated.
    ///   - location: The final location, if it was estimated.
    ///   - resolved: The properties that stop expecting updates; those given a value by default.
    public func updateEstimatedProperties(index: Int, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil,
                                          azimuthAngle: CGFloat? = nil, location: CGPoint? = nil,
                                          resolved: UITouch.Properties? = nil) {
        var given: UITouch.Properties = []
        if force != nil { given.insert(.force) }
        if altitudeAngle != nil { given.insert(.altitude) }
        if azimuthAngle != nil { given.insert(.azimuth) }
        if location != nil { given.insert(.location) }
        let update = PlatformTouchEstimationUpdate(estimationUpdateIndex: index, force: force, altitudeAngle: altitudeAngle,
                                                   azimuthAngle: azimuthAngle, location: location, resolved: resolved ?? given)
        UIApplication.shared.dispatchTouchEstimationUpdates([update], in: window)
        runLoopTurn()
    }
}
