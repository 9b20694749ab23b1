@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Applies a force to its items, continuously or once (UIKit).
///
/// UIKit: a force of magnitude 1.0 accelerates a 100 × 100 point item of density 1.0 at
/// 100 points/s² (its mass is density × area / 10,000 points²). An instantaneous push gives
/// the same force for one second at once, as an impulse (ours: UIKit documents the unit of
/// the continuous force only): magnitude 1.0 changes that item's velocity by 100 points/s.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    /// UIKit: a force of 1.0 accelerates a 100 × 100, density 1 item at 100 points/s².
    static let pointsPerSecondSquared: CGFloat = 100

    private var itemList: [any UIDynamicItem]
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Instantaneous mode: the items still to receive the current push.
    var pendingImpulse = false

    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        itemList = items
        self.mode = mode
        super.init()
        pendingImpulse = mode == .instantaneous
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard !itemList.contains(where: { $0 === item }) else { return }
        itemList.append(item)
        behaviorDidChange()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.removeAll { $0 === item }
        offsets[ObjectIdentifier(item)] = nil
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { itemList }

    override var engineItems: [any UIDynamicItem] { itemList }

    /// The point the force acts at, as an offset from the item's centre in the item's own
    /// (turning) coordinates; off-centre pushes also turn the item. The default is zero.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? UIOffset()
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        behaviorDidChange()
    }

    public let mode: UIPushBehavior.Mode

    /// UIKit: true by default; an instantaneous push sets it back to false once it has
    /// pushed, and pushes again each time it is set to true.
    open var active = true {
        didSet {
            if active, mode == .instantaneous { pendingImpulse = true }
            behaviorDidChange()
        }
    }

    /// The force (x, y); its length is the magnitude.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            let finite = pushDirection.finiteOrZero(for: "UIPushBehavior: pushDirection")
            if finite != pushDirection { pushDirection = finite }
            behaviorDidChange()
        }
    }

    open var angle: CGFloat {
        get { pushDirection.directionAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }
}
