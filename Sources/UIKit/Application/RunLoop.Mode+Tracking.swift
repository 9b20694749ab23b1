import Foundation

extension RunLoop.Mode {
    /// UIKit's `UITrackingRunLoopMode`: on iOS the main run loop runs in it while a scroll
    /// view tracks a touch, and `.common` includes it. OpenUIKit's main run loop never
    /// switches to it, so a Foundation `Timer` added in this mode alone does not fire (add it
    /// in `.common`); display links and `UITimer` ignore modes and fire in any.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
