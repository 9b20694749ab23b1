/// Whether the scene's content is being captured (UIKit, iOS 17); `.unspecified` unless set.
/// Linux reports no capture: the trait is kept as set.
public struct UITraitSceneCaptureState: UITraitDefinition, Sendable {
    public typealias Value = UISceneCaptureState
    public static let defaultValue: UISceneCaptureState = .unspecified
    public static let identifier = "UITraitCollection.sceneCaptureState"
    public static let name = "SceneCaptureState"
}

/// With UIKit's raw values.
public enum UISceneCaptureState: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

extension UITraitCollection {
    public var sceneCaptureState: UISceneCaptureState { self[UITraitSceneCaptureState.self] }

    public convenience init(sceneCaptureState: UISceneCaptureState) {
        self.init(mutations: { $0[UITraitSceneCaptureState.self] = sceneCaptureState })
    }
}

extension UIMutableTraits {
    public var sceneCaptureState: UISceneCaptureState {
        get { self[UITraitSceneCaptureState.self] }
        set { self[UITraitSceneCaptureState.self] = newValue }
    }
}
