import UIKit

/// The window a strategy hosts a view controller in: the config's size, with the device's
/// safe-area insets (a headless window has none of its own).
final class SnapshotWindow: UIWindow {
    private let safeArea: UIEdgeInsets

    init(size: CGSize, safeArea: UIEdgeInsets) {
        self.safeArea = safeArea
        super.init(frame: CGRect(origin: .zero, size: size))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var safeAreaInsets: UIEdgeInsets {
        // UIKit: a controller that hides the status bar gives up the 20-point status bar
        // inset of a home-button device (notched devices keep their insets).
        if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), rootViewController?.prefersStatusBarHidden == true {
            return .zero
        }
        return safeArea
    }
}
