/// One finger's sample as a platform reports it: which finger, what happened, where (in the
/// window's coordinates, points) and how hard. Backends and UIKitTesting build these.
@_spi(Platform)
public struct PlatformTouch: Sendable {
    public var id: Int
    public var phase: UITouch.Phase
    public var location: CGPoint
    public var force: CGFloat
    public var maximumPossibleForce: CGFloat
    public var majorRadius: CGFloat
    public var type: UITouch.TouchType
    /// The platform's own click/tap count, when it has one (SDL reports mouse click counts);
    /// nil lets OpenUIKit count taps itself.
    public var tapCount: Int?
    /// Properties the platform could only estimate in this sample (a pen's force sent
    /// later over the air), those it will update later, and the index that correlates the
    /// later update with this sample (`UITouch.estimationUpdateIndex`).
    public var estimatedProperties: UITouch.Properties
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties
    public var estimationUpdateIndex: Int?
    /// A stylus's azimuth in the window's coordinates, radians (0: toward +x).
    public var azimuthAngle: CGFloat

    public init(id: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0,
                maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 20,
                type: UITouch.TouchType = .direct, tapCount: Int? = nil,
                estimatedProperties: UITouch.Properties = [],
                estimatedPropertiesExpectingUpdates: UITouch.Properties = [],
                estimationUpdateIndex: Int? = nil, azimuthAngle: CGFloat = 0) {
        self.azimuthAngle = azimuthAngle
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.type = type
        self.tapCount = tapCount
    }
}

/// Final values for properties a platform only estimated in an earlier sample, correlated
/// by `estimationUpdateIndex`. A property listed in `resolved` is no longer expected to
/// update (its value, when given here, is final).
@_spi(Platform)
public struct PlatformTouchEstimationUpdate: Sendable {
    public var estimationUpdateIndex: Int
    public var force: CGFloat?
    public var altitudeAngle: CGFloat?
    /// The final azimuth in the window's coordinates, radians.
    public var azimuthAngle: CGFloat?
    public var location: CGPoint?
    public var resolved: UITouch.Properties

    public init(estimationUpdateIndex: Int, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil,
                azimuthAngle: CGFloat? = nil, location: CGPoint? = nil, resolved: UITouch.Properties) {
        self.azimuthAngle = azimuthAngle
        self.estimationUpdateIndex = estimationUpdateIndex
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.location = location
        self.resolved = resolved
    }
}

/// A key press as a platform reports it.
@_spi(Platform)
public struct PlatformKey: Sendable {
    public var keyCode: UIKeyboardHIDUsage
    public var phase: UIPress.Phase
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags

    public init(keyCode: UIKeyboardHIDUsage, phase: UIPress.Phase, characters: String = "",
                charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.phase = phase
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}
