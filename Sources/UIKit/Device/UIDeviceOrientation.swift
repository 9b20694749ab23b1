/// The physical orientation of the device (UIKit's raw values).
///
/// UIKit: the landscape cases are named after the device's rotation, the interface ones after
/// the content's, so they cross: `UIDeviceOrientation.landscapeLeft` (3) is
/// `UIInterfaceOrientation.landscapeRight` (3). The shared raw values bridge them:
/// `UIInterfaceOrientation(rawValue: device.orientation.rawValue)`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    /// Upright, the Home button (or its place) at the bottom.
    case portrait = 1
    case portraitUpsideDown = 2
    /// Turned so that the Home button is on the right.
    case landscapeLeft = 3
    /// Turned so that the Home button is on the left.
    case landscapeRight = 4
    /// Flat, the screen facing up.
    case faceUp = 5
    /// Flat, the screen facing down.
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the interface can take this orientation: portrait or landscape, not flat or unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
