@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The polar form the gravity and push behaviors expose (`angle`, `magnitude`,
/// `setAngle(_:magnitude:)`) over their direction vector.
extension CGVector {
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Radians from the positive x axis (y down: π/2 points down); 0 for the zero vector.
    var directionAngle: CGFloat { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }

    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }

    /// The vector, or zero with a log line naming `api` when a component is not finite.
    func finiteOrZero(for api: String) -> CGVector {
        guard !dx.isFinite || !dy.isFinite else { return self }
        FrameworkLog.log("\(api) \(self) is not finite; using (0, 0)")
        return CGVector(dx: 0, dy: 0)
    }
}
