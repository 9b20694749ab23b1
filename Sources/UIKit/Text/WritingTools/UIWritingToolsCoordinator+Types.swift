import Foundation

extension UIWritingToolsCoordinator {
    /// Why the app changed text Writing Tools is working on (UIKit's raw values).
    public enum TextUpdateReason: Int, @unchecked Sendable {
        case typing = 0
        case undoRedo = 1
    }

    /// What Writing Tools is doing in the view (UIKit's raw values).
    public enum State: Int, @unchecked Sendable {
        case inactive = 0
        case noninteractive = 1
        case interactiveResting = 2
        case interactiveStreaming = 3
    }

    /// Whether a replacement is animated (UIKit's raw values).
    public enum TextReplacementReason: Int, @unchecked Sendable {
        case interactive = 0
        case noninteractive = 1
    }

    /// How much text Writing Tools asks for (UIKit's raw values).
    public enum ContextScope: Int, @unchecked Sendable {
        case userSelection = 0
        case fullDocument = 1
        case visibleArea = 2
    }

    /// The animations Writing Tools runs over the text (UIKit's raw values).
    public enum TextAnimation: Int, @unchecked Sendable {
        case anticipate = 0
        case remove = 1
        case insert = 2
    }
}

/// UIKit: a debugging name for an animation type.
public func UIWritingToolsCoordinatorTextAnimationDebugDescription(_ animationType: UIWritingToolsCoordinator.TextAnimation) -> String {
    switch animationType {
    case .anticipate: return "Anticipate"
    case .remove: return "Remove"
    case .insert: return "Insert"
    }
}
