/// What a coordinated focus animation may read: its duration (UIKit).
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}
