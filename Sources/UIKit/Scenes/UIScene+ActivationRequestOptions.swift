import Foundation

extension UIScene {
    /// Options for asking the system to activate a scene session (UIKit, iOS 13).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from (for the system's animation and placement).
        open var requestingScene: UIScene?

        public override init() {
            super.init()
        }
    }
}

/// Options for asking the system to destroy a scene session (UIKit, iOS 13).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() {
        super.init()
    }
}

/// Destruction options of a window scene: how its window leaves the screen (UIKit, iOS 13).
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// The animation of the window's dismissal.
    public enum DismissalAnimation: Int, Sendable {
        /// The system's standard dismissal.
        case standard = 1
        /// The window's content was saved or sent.
        case commit = 2
        /// The window's content was discarded.
        case decline = 3
    }

    open var windowDismissalAnimation: DismissalAnimation = .standard
}
