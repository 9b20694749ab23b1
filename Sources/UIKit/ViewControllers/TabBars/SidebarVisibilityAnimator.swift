import Foundation

/// The animator handed to the sidebar delegate when `isHidden` changes. The sidebar is not
/// drawn here, so the change is never animated: as UIKit does for a change without
/// animation, the added animations and completions run right after the delegate returns.
@MainActor
final class SidebarVisibilityAnimator: NSObject, UITabBarController.Sidebar.Animating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    func run() {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        animations.forEach { $0() }
        completions.forEach { $0() }
    }
}
