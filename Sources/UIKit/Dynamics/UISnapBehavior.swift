import Foundation

/// Moves an item to a point with a spring's overshoot, like a snap into place (UIKit).
///
/// Ours: a damped spring of 1.5 Hz on the item's centre, with `damping` as its damping ratio
/// (UIKit documents only the 0...1 range and the 0.5 default), and the same spring turning
/// the item back to the angle it had when the snap was made.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    static let frequency: Double = 1.5
    let item: any UIDynamicItem
    /// The item's angle when the snap was made.
    let restingAngle: Double

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        restingAngle = Double(atan2(item.transform.b, item.transform.a))
        super.init()
    }

    /// The point the item's centre snaps to, in the reference view's coordinates.
    open var snapPoint: CGPoint {
        didSet { behaviorDidChange() }
    }

    /// How quickly the oscillation dies, 0...1 (the default 0.5 overshoots a little).
    open var damping: CGFloat = 0.5 {
        didSet {
            if !damping.isFinite { damping = 0.5 }
            behaviorDidChange()
        }
    }

    override var engineItems: [any UIDynamicItem] { [item] }
}
