import Foundation

/// Lets a delegate run its own animations alongside a lift, drop or cancel animation
/// (UIKit), and hear when it finishes.
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
