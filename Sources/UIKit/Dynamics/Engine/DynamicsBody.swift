@_spi(Diagnostics) import CoreGraphics
import Foundation

/// One rigid body of the dynamics engine: a dynamic item's position, angle, velocities, mass
/// and collision outline (a group's members make one body with an outline per member).
@MainActor
final class DynamicsBody {
    let item: any UIDynamicItem
    var position: DynamicsVector
    var angle: Double
    var velocity = DynamicsVector.zero
    var angularVelocity: Double = 0
    /// Outlines around the centre, unturned.
    private(set) var localHulls: [DynamicsHull] = []
    /// The outlines where the body is now (updated in place each step) and their bounds.
    private(set) var worldHulls: [DynamicsHull] = []
    private(set) var box = DynamicsBox()
    /// The body's place in the world's list (the solver's index); -1 for the ground.
    var index = -1
    private(set) var boundingRadius: Double = 0
    /// The bounds' area (points²) and the moment of inertia per unit of mass.
    private var area: Double = 0
    private var inertiaPerMass: Double = 0

    // UIDynamicItemBehavior's properties (UIKit's defaults).
    var density: Double = 1
    var elasticity: Double = 0
    var friction: Double = 0
    var resistance: Double = 0
    var angularResistance: Double = 0
    var charge: Double = 0
    var isAnchored = false
    var allowsRotation = true

    private(set) var mass: Double = 1
    private(set) var inverseMass: Double = 1
    private(set) var inverseInertia: Double = 0

    /// This step's external acceleration (mass-independent: gravity) and force.
    var acceleration = DynamicsVector.zero
    var force = DynamicsVector.zero
    var torque: Double = 0
    /// Whether a contact or joint acted on the body this step.
    var isConstrained = false
    /// How long the body has been (nearly) still.
    var restTime: Double = 0
    /// The angle last written to the item's transform.
    var writtenAngle: Double

    init(item: any UIDynamicItem) {
        self.item = item
        position = Self.center(of: item)
        angle = Self.angle(of: item)
        writtenAngle = angle
        readShape()
    }

    /// Reads the item's position, angle and outline again (`updateItem(usingCurrentState:)`).
    func readState() {
        position = Self.center(of: item)
        angle = Self.angle(of: item)
        writtenAngle = angle
        readShape()
    }

    private static func center(of item: any UIDynamicItem) -> DynamicsVector {
        let center = DynamicsVector(item.center)
        guard center.isFinite else {
            FrameworkLog.log("UIDynamicAnimator: \(type(of: item))'s center \(item.center) is not finite; using (0, 0)")
            return .zero
        }
        return center
    }

    private static func angle(of item: any UIDynamicItem) -> Double {
        let angle = Double(atan2(item.transform.b, item.transform.a))
        return angle.isFinite ? angle : 0
    }

    private func readShape() {
        var hulls: [DynamicsHull] = []
        var totalArea: Double = 0, inertia: Double = 0
        if let group = item as? UIDynamicItemGroup {
            let turn = -angle
            for member in group.items {
                let offset = (DynamicsVector(member.center) - position).rotated(by: turn)
                let memberAngle = Double(atan2(member.transform.b, member.transform.a)) + turn
                let size = member.bounds.size
                let hull = Self.outline(of: member).transformed(by: offset, cos: cos(memberAngle), sin: sin(memberAngle))
                hulls.append(hull)
                let a = Double(size.width * size.height)
                totalArea += a
                inertia += a * (Self.inertiaPerMass(size, member.collisionBoundsType) + offset.lengthSquared)
            }
        } else {
            let size = item.bounds.size
            hulls = [Self.outline(of: item)]
            totalArea = Double(size.width * size.height)
            inertia = totalArea * Self.inertiaPerMass(size, item.collisionBoundsType)
        }
        localHulls = hulls
        area = totalArea.isFinite ? totalArea : 0
        inertiaPerMass = area > 0 ? inertia / area : 0
        boundingRadius = hulls.reduce(0) { max($0, $1.radius) }
        updateMass()
        updateWorldHulls()
    }

    private static func outline(of item: any UIDynamicItem) -> DynamicsHull {
        let size = item.bounds.size
        switch item.collisionBoundsType {
        case .rectangle:
            return .rectangle(size)
        case .ellipse:
            return .ellipse(size)
        case .path:
            var points: [DynamicsVector] = []
            for segment in UICollisionBehavior.segments(of: item.collisionBoundingPath) { points += segment.points }
            if let hull = DynamicsHull.polygon(points) { return hull }
            FrameworkLog.log("UIDynamicItem.collisionBoundingPath: the path of \(type(of: item)) encloses no area; "
                + "colliding with its bounds")
            return .rectangle(size)
        }
    }

    private static func inertiaPerMass(_ size: CGSize, _ type: UIDynamicItemCollisionBoundsType) -> Double {
        let w = Double(size.width), h = Double(size.height)
        return type == .ellipse ? (w * w + h * h) / 16 : (w * w + h * h) / 12
    }

    /// UIKit: mass is density × area, with a 100 × 100 item of density 1 weighing 1.
    func updateMass() {
        let computed = density * area / 10_000
        mass = computed.isFinite && computed > 1e-9 ? computed : 1e-9
        inverseMass = isAnchored ? 0 : 1 / mass
        let inertia = mass * inertiaPerMass
        inverseInertia = isAnchored || !allowsRotation || inertia <= 1e-12 ? 0 : 1 / inertia
        if isAnchored {
            velocity = .zero
            angularVelocity = 0
        }
        if !allowsRotation { angularVelocity = 0 }
    }

    func updateWorldHulls() {
        let c = cos(angle), s = sin(angle)
        if worldHulls.count != localHulls.count { worldHulls = localHulls }
        var box = DynamicsBox()
        for i in localHulls.indices {
            if worldHulls[i].points.count != localHulls[i].points.count { worldHulls[i] = localHulls[i] }
            worldHulls[i].place(localHulls[i], offset: position, cos: c, sin: s, box: &box)
        }
        self.box = box
    }

    /// The velocity of the body's point at `r` from its centre.
    func velocity(at r: DynamicsVector) -> DynamicsVector {
        velocity + DynamicsVector.cross(angularVelocity, r)
    }

    func applyImpulse(_ impulse: DynamicsVector, at r: DynamicsVector) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * r.cross(impulse)
    }

    /// The outline's bounding box in the reference view.
    var frame: CGRect {
        guard !box.isEmpty, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else {
            return CGRect(x: position.x, y: position.y, width: 0, height: 0)
        }
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }
}
