/// Where the system places a window scene it activates (UIKit, iOS 17). Linux shows each
/// scene in a window of its own and has no scene activation requests here, so a placement is
/// a value the app can make and compare, never applied.
public protocol UIWindowScenePlacement: Hashable {}

/// The system's usual placement of a window (iOS 17).
public struct UIWindowSceneStandardPlacement: UIWindowScenePlacement {
    public init() {}
}

/// A window shown more prominently than the others in the space (iOS 17).
public struct UIWindowSceneProminentPlacement: UIWindowScenePlacement {
    public init() {}
}

extension UIWindowScenePlacement where Self == UIWindowSceneStandardPlacement {
    /// The standard placement.
    public static func standard() -> Self { UIWindowSceneStandardPlacement() }
}

extension UIWindowScenePlacement where Self == UIWindowSceneProminentPlacement {
    /// The prominent placement.
    public static func prominent() -> Self { UIWindowSceneProminentPlacement() }
}
