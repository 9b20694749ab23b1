import Foundation

extension UIScene {
    /// Which requests a scene accepts when the system routes content to an existing scene
    /// (UIKit, iOS 13): predicates over a target content identifier (a `String`). UIKit's
    /// defaults: can activate for anything, prefers nothing.
    ///
    /// Ours: one window scene is ever connected, so the conditions are kept, not consulted.
    @preconcurrency @MainActor
    open class ActivationConditions: NSObject {
        /// Identifiers the scene can show; `NSPredicate(value: true)` by default.
        open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
        /// Identifiers the scene should be chosen for; `NSPredicate(value: false)` by default.
        open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

        public override init() {
            super.init()
        }

        public required init?(coder: NSCoder) {
            super.init()
        }
    }
}
