@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The physical properties of its items, and their velocities (UIKit).
///
/// UIKit: when several item behaviors set a property for one item, the one added last wins.
/// An item's mass is its density × its bounds' area / 10,000 points² (a 100 × 100 item of
/// density 1.0 weighs 1).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: [any UIDynamicItem]
    /// Velocities asked for before the item reached an animator.
    var pendingLinearVelocity: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngularVelocity: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard !itemList.contains(where: { $0 === item }) else { return }
        itemList.append(item)
        behaviorDidChange()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.removeAll { $0 === item }
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { itemList }

    override var engineItems: [any UIDynamicItem] { itemList }

    /// How much of the approach speed a collision gives back: 0 (the default) none, 1 all.
    open var elasticity: CGFloat = 0 { didSet { elasticity = sanitized(elasticity, 0, "elasticity") } }
    /// Resistance to sliding along another item or a boundary: 0 (the default) none.
    open var friction: CGFloat = 0 { didSet { friction = sanitized(friction, 0, "friction") } }
    /// The relative mass density; 1 by default.
    open var density: CGFloat = 1 { didSet { density = sanitized(density, 1, "density") } }
    /// Linear velocity damping per second: 0 (the default) none.
    open var resistance: CGFloat = 0 { didSet { resistance = sanitized(resistance, 0, "resistance") } }
    /// Angular velocity damping per second: 0 (the default) none.
    open var angularResistance: CGFloat = 0 { didSet { angularResistance = sanitized(angularResistance, 0, "angularResistance") } }
    /// The electric charge that electric and magnetic fields act on; 0 by default.
    open var charge: CGFloat = 0 { didSet { if !charge.isFinite { charge = 0 }; behaviorDidChange() } }
    /// UIKit: an anchored item stays put but other items still collide with it.
    open var isAnchored = false { didSet { behaviorDidChange() } }
    /// Whether the item may turn (true by default).
    open var allowsRotation = true { didSet { behaviorDidChange() } }

    private func sanitized(_ value: CGFloat, _ fallback: CGFloat, _ name: String) -> CGFloat {
        behaviorDidChange()
        guard value.isFinite, value >= 0 else {
            FrameworkLog.log("UIDynamicItemBehavior.\(name): \(value) must be a finite number ≥ 0; using \(fallback)")
            return fallback
        }
        return value
    }

    /// Adds to the item's velocity (points/s), as when a gesture throws it.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            FrameworkLog.log("UIDynamicItemBehavior.addLinearVelocity(_:for:): \(velocity) is not finite; ignored")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += DynamicsVector(velocity)
            body.restTime = 0
            dynamicAnimator?.wake()
        } else {
            let key = ObjectIdentifier(item)
            let old = pendingLinearVelocity[key] ?? .zero
            pendingLinearVelocity[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// The item's velocity (points/s); zero for an item no animator moves.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) { return body.velocity.point }
        return pendingLinearVelocity[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds to the item's angular velocity (radians/s, clockwise on screen positive).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else {
            FrameworkLog.log("UIDynamicItemBehavior.addAngularVelocity(_:for:): \(velocity) is not finite; ignored")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += Double(velocity)
            body.restTime = 0
            dynamicAnimator?.wake()
        } else {
            pendingAngularVelocity[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingAngularVelocity[ObjectIdentifier(item)] ?? 0
    }
}
