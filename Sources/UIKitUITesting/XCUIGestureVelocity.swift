import CoreGraphics

/// How fast a gesture moves, in pixels per second (XCUITest's): `swipeUp(velocity:)`,
/// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    /// The velocity in pixels per second.
    public let rawValue: CGFloat

    /// A velocity of `rawValue` pixels per second.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// A velocity of `rawValue` pixels per second.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    // Apple publishes no figures for the named velocities; these are OpenUIKit's (assumed).
    /// A slow gesture (500 pixels per second here).
    public static let slow = XCUIGestureVelocity(500)
    /// The speed of the gestures without a velocity (1,500 pixels per second here).
    public static let `default` = XCUIGestureVelocity(1500)
    /// A fast gesture (3,000 pixels per second here).
    public static let fast = XCUIGestureVelocity(3000)

    /// Seconds to cover `distance` points on a screen of `scale` pixels per point.
    func duration(covering distance: CGFloat, scale: CGFloat) -> Double {
        Double(max(distance, 1) * max(scale, 1) / max(rawValue, 1))
    }
}
