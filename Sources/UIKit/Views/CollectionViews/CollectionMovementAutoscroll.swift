@_spi(UIKit) import QuartzCore
import Foundation

/// A gesture-driven interactive movement's autoscroll: where the finger is in the visible
/// area, how far the target position sits from it, and the display link that scrolls.
struct CollectionMovementAutoscroll {
    var viewportFinger: CGPoint
    var targetOffset: CGPoint
    var link: CADisplayLink?
}
