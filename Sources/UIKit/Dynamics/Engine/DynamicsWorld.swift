@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The simulation behind a `UIDynamicAnimator`: bodies for the items of its behaviors, forces
/// from gravity, pushes and fields, contacts from collision behaviors, joints from
/// attachments and snaps, advanced in fixed steps of 1/240 s (semi-implicit Euler; a body
/// nothing touches moves on its exact parabola within a step) so a run is the same for the
/// same clock readings.
@MainActor
final class DynamicsWorld {
    static let step = 1.0 / 240
    static let velocityIterations = 10
    /// Below these speeds for `restDuration`, a body is at rest (ours).
    static let restSpeed = 2.0, restAngularSpeed = 0.05, restDuration = 0.1
    /// Gaps narrower than this count as touching for the collision delegate.
    static let touchDistance = 0.5

    struct ContactKey: Hashable {
        let behavior: ObjectIdentifier
        let item: ObjectIdentifier
        let other: ObjectIdentifier?
        /// The boundary's index; -1 for the reference bounds; nil for an item pair.
        let boundary: Int?
    }

    struct Touch {
        let behavior: UICollisionBehavior
        let item: any UIDynamicItem
        let other: (any UIDynamicItem)?
        let identifier: (any NSCopying)?
    }

    private(set) var bodies: [DynamicsBody] = []
    private var index: [ObjectIdentifier: DynamicsBody] = [:]
    let ground: DynamicsBody
    private(set) var behaviors: [UIDynamicBehavior] = []
    /// The room `translatesReferenceBoundsIntoBoundary` makes (the reference view's bounds).
    var referenceBounds = CGRect.zero
    /// The pairs touching after the last step, in the order they were found (the delegate
    /// calls keep that order, so runs repeat exactly).
    private var touching: [ContactKey: Touch] = [:]
    private var touchingOrder: [ContactKey] = []

    init() {
        ground = DynamicsBody(item: DynamicsGroundItem())
        ground.isAnchored = true
        ground.updateMass()
    }

    func body(for item: any UIDynamicItem) -> DynamicsBody? {
        index[ObjectIdentifier(item)]
    }

    /// Takes the behaviors (flattened, parents first); keeps the bodies of items still
    /// present (with their velocities), makes bodies for new items, and applies the item
    /// behaviors' properties (a later behavior wins).
    func rebuild(with list: [UIDynamicBehavior]) {
        behaviors = list
        var newIndex: [ObjectIdentifier: DynamicsBody] = [:]
        var newBodies: [DynamicsBody] = []
        for behavior in list {
            for item in behavior.engineItems {
                let key = ObjectIdentifier(item)
                guard newIndex[key] == nil else { continue }
                let body = index[key] ?? DynamicsBody(item: item)
                newIndex[key] = body
                newBodies.append(body)
            }
        }
        index = newIndex
        bodies = newBodies
        for body in bodies {
            body.density = 1; body.elasticity = 0; body.friction = 0; body.resistance = 0
            body.angularResistance = 0; body.charge = 0; body.isAnchored = false; body.allowsRotation = true
        }
        for case let properties as UIDynamicItemBehavior in list {
            for item in properties.items {
                guard let body = body(for: item) else { continue }
                body.density = Double(properties.density)
                body.elasticity = Double(properties.elasticity)
                body.friction = Double(properties.friction)
                body.resistance = Double(properties.resistance)
                body.angularResistance = Double(properties.angularResistance)
                body.charge = Double(properties.charge)
                body.isAnchored = properties.isAnchored
                body.allowsRotation = properties.allowsRotation
            }
        }
        for body in bodies { body.updateMass() }
        // Velocities given before the items reached the animator (or before their item
        // behavior did).
        for case let properties as UIDynamicItemBehavior in list
        where !properties.pendingLinearVelocity.isEmpty || !properties.pendingAngularVelocity.isEmpty {
            for body in bodies {
                let key = ObjectIdentifier(body.item)
                if let v = properties.pendingLinearVelocity.removeValue(forKey: key) { body.velocity += DynamicsVector(v) }
                if let w = properties.pendingAngularVelocity.removeValue(forKey: key) { body.angularVelocity += Double(w) }
            }
        }
        touching = touching.filter { index[$0.key.item] != nil && ($0.key.other.map { index[$0] != nil } ?? true) }
        touchingOrder = touchingOrder.filter { touching[$0] != nil }
    }

    /// Re-reads an item's state (`updateItem(usingCurrentState:)`).
    func reread(_ item: any UIDynamicItem) {
        guard let body = body(for: item) else { return }
        body.readState()
        body.updateMass()
        body.restTime = 0
    }

    // MARK: Step

    /// Advances the simulation by one step; returns the collision delegate calls to make.
    func step() -> [() -> Void] {
        let h = Self.step
        for body in bodies {
            body.acceleration = .zero
            body.force = .zero
            body.torque = 0
            body.isConstrained = false
        }
        applyForces(h)
        for body in bodies where body.inverseMass > 0 || body.inverseInertia > 0 {
            if body.inverseMass > 0 {
                body.velocity += (body.acceleration + body.force * body.inverseMass) * h
                if body.resistance > 0 { body.velocity = body.velocity * (1 / (1 + h * body.resistance)) }
            }
            if body.inverseInertia > 0 {
                body.angularVelocity += body.torque * body.inverseInertia * h
                if body.angularResistance > 0 { body.angularVelocity *= 1 / (1 + h * body.angularResistance) }
            }
        }
        var newTouching: [ContactKey: Touch] = [:]
        var touchLocations: [ContactKey: DynamicsVector] = [:]
        var newOrder: [ContactKey] = []
        let contacts = findContacts(h, &newTouching, &touchLocations, &newOrder)
        let joints = makeJoints()
        for contact in contacts {
            contact.a.isConstrained = true
            contact.b?.isConstrained = true
            contact.prepare(step: h)
        }
        for joint in joints {
            joint.a.isConstrained = true
            joint.b.isConstrained = true
            joint.prepare(step: h)
        }
        for _ in 0..<Self.velocityIterations {
            for joint in joints { joint.solve() }
            for contact in contacts { contact.solve() }
        }
        // Several passes, so that two contact points of one face share the bounce.
        for _ in 0..<Self.velocityIterations {
            for contact in contacts { contact.applyRestitution() }
        }
        for body in bodies where body.inverseMass > 0 || body.inverseInertia > 0 {
            if !body.velocity.isFinite || !body.angularVelocity.isFinite {
                FrameworkLog.log("UIDynamicAnimator: \(type(of: body.item))'s velocity is not finite; stopping it")
                body.velocity = .zero
                body.angularVelocity = 0
            }
            if body.isConstrained {
                body.position += body.velocity * h
            } else {
                // Exact for the constant acceleration of this step: x + v₀h + ½ah².
                body.position += body.velocity * h - (body.acceleration + body.force * body.inverseMass) * (0.5 * h * h)
            }
            body.angle += body.angularVelocity * h
            body.updateWorldHulls()
            let still = body.velocity.length < Self.restSpeed && abs(body.angularVelocity) < Self.restAngularSpeed
            body.restTime = still ? body.restTime + h : 0
        }
        return contactEvents(newTouching, touchLocations, newOrder)
    }

    /// Whether every body that can move has been still for a while.
    var isAtRest: Bool {
        bodies.allSatisfy { ($0.inverseMass == 0 && $0.inverseInertia == 0) || $0.restTime >= Self.restDuration }
    }

    private func applyForces(_ h: Double) {
        for behavior in behaviors {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let a = DynamicsVector(gravity.gravityDirection) * Double(UIGravityBehavior.pointsPerSecondSquared)
                for item in gravity.items { body(for: item)?.acceleration += a }
            case let push as UIPushBehavior:
                guard push.active else { continue }
                let force = DynamicsVector(push.pushDirection) * Double(UIPushBehavior.pointsPerSecondSquared)
                let instantaneous = push.mode == .instantaneous
                if instantaneous && !push.pendingImpulse { continue }
                for item in push.items {
                    guard let body = body(for: item) else { continue }
                    let offset = push.targetOffsetFromCenter(for: item)
                    let r = DynamicsVector(x: Double(offset.horizontal), y: Double(offset.vertical)).rotated(by: body.angle)
                    if instantaneous {
                        // The force of one second, at once.
                        body.applyImpulse(force, at: r)
                    } else {
                        body.force += force
                        body.torque += r.cross(force)
                    }
                    body.restTime = 0
                }
                if instantaneous {
                    push.pendingImpulse = false
                    push.active = false
                }
            case let field as UIFieldBehavior:
                applyField(field, h)
            default:
                break
            }
        }
    }

    private func applyField(_ field: UIFieldBehavior, _ h: Double) {
        let origin = DynamicsVector(field.position)
        let strength = Double(field.strength)
        for item in field.items {
            guard let body = body(for: item), body.inverseMass > 0 else { continue }
            let p = body.position - origin
            guard field.region.shape.contains(p) else { continue }
            let scale = field.falloffScale(at: p.length)
            switch field.kind {
            case .linearGravity:
                body.acceleration += DynamicsVector(field.direction) * (strength * 1000 * scale)
            case .radialGravity:
                body.acceleration += -p.normalized * (strength * 1000 * scale)
            case .vortex:
                body.acceleration += p.normalized.perpendicular * (strength * 1000 * scale)
            case .drag:
                body.acceleration += -body.velocity * (strength * scale)
            case .velocity:
                body.velocity = DynamicsVector(field.direction) * (strength * scale)
            case .spring:
                body.acceleration += -p * (4 * Double.pi * Double.pi * strength * scale)
            case .electric:
                body.force += p.normalized * (body.charge * strength * 100 * scale)
            case .magnetic:
                body.force += DynamicsVector(x: body.velocity.y, y: -body.velocity.x) * (body.charge * strength * scale)
            case let .custom(block):
                let f = block(field, body.position.point, body.velocity.vector, CGFloat(body.mass), CGFloat(body.charge), h)
                let force = DynamicsVector(f)
                if force.isFinite { body.force += force }
            }
        }
    }

    private func findContacts(_ h: Double, _ touches: inout [ContactKey: Touch],
                              _ locations: inout [ContactKey: DynamicsVector], _ order: inout [ContactKey]) -> [DynamicsContact] {
        var contacts: [DynamicsContact] = []
        func record(_ contact: DynamicsContact, _ key: ContactKey, _ touch: Touch) {
            contacts.append(contact)
            if contact.minimumSeparation <= Self.touchDistance, touches[key] == nil {
                touches[key] = touch
                locations[key] = contact.location
                order.append(key)
            }
        }
        for case let collision as UICollisionBehavior in behaviors {
            let behaviorKey = ObjectIdentifier(collision)
            let members = collision.items.compactMap { body(for: $0) }
            if collision.collisionMode.contains(.items) {
                for i in members.indices {
                    for j in members.indices where j > i {
                        let a = members[i], b = members[j]
                        if a.inverseMass == 0 && b.inverseMass == 0 && a.inverseInertia == 0 && b.inverseInertia == 0 { continue }
                        let margin = 1 + (a.velocity.length + b.velocity.length) * h
                        guard (b.position - a.position).length <= a.boundingRadius + b.boundingRadius + margin else { continue }
                        let key = ContactKey(behavior: behaviorKey, item: ObjectIdentifier(a.item), other: ObjectIdentifier(b.item), boundary: nil)
                        for hullA in a.worldHulls {
                            for hullB in b.worldHulls {
                                guard let manifold = DynamicsHull.collide(hullA, hullB, margin: margin) else { continue }
                                record(DynamicsContact(a: a, b: b, manifold: manifold), key,
                                       Touch(behavior: collision, item: a.item, other: b.item, identifier: nil))
                            }
                        }
                    }
                }
            }
            guard collision.collisionMode.contains(.boundaries) else { continue }
            for body in members where body.inverseMass > 0 || body.inverseInertia > 0 {
                let margin = 1 + body.velocity.length * h
                if collision.translatesReferenceBoundsIntoBoundary {
                    let room = referenceBounds.inset(by: collision.referenceBoundsInsets)
                    let walls = [(DynamicsVector(x: Double(room.minX), y: 0), DynamicsVector(x: 1, y: 0)),
                                 (DynamicsVector(x: Double(room.maxX), y: 0), DynamicsVector(x: -1, y: 0)),
                                 (DynamicsVector(x: 0, y: Double(room.minY)), DynamicsVector(x: 0, y: 1)),
                                 (DynamicsVector(x: 0, y: Double(room.maxY)), DynamicsVector(x: 0, y: -1))]
                    let key = ContactKey(behavior: behaviorKey, item: ObjectIdentifier(body.item), other: nil, boundary: -1)
                    for hull in body.worldHulls {
                        for (origin, normal) in walls {
                            guard let manifold = hull.collide(halfPlaneThrough: origin, normal: normal, margin: margin) else { continue }
                            record(DynamicsContact(a: body, b: nil, manifold: manifold), key,
                                   Touch(behavior: collision, item: body.item, other: nil, identifier: nil))
                        }
                    }
                }
                for (boundaryIndex, boundary) in collision.boundaryList.enumerated() {
                    let key = ContactKey(behavior: behaviorKey, item: ObjectIdentifier(body.item), other: nil, boundary: boundaryIndex)
                    for segment in boundary.segments {
                        guard distance(from: body.position, to: segment) <= body.boundingRadius + margin else { continue }
                        for hull in body.worldHulls {
                            guard let manifold = DynamicsHull.collide(hull, segment, margin: margin) else { continue }
                            record(DynamicsContact(a: body, b: nil, manifold: manifold), key,
                                   Touch(behavior: collision, item: body.item, other: nil, identifier: boundary.identifier))
                        }
                    }
                }
            }
        }
        return contacts
    }

    private func distance(from p: DynamicsVector, to segment: DynamicsHull) -> Double {
        let a = segment.points[0], b = segment.points[1]
        let ab = b - a
        let t = max(0, min(1, (p - a).dot(ab) / max(ab.lengthSquared, 1e-12)))
        return (p - (a + ab * t)).length
    }

    private func makeJoints() -> [DynamicsJoint] {
        var joints: [DynamicsJoint] = []
        for behavior in behaviors {
            switch behavior {
            case let snap as UISnapBehavior:
                guard let body = body(for: snap.item) else { continue }
                // The damping ratio: 0 would never settle, so a little is always kept.
                let ratio = max(0.05, Double(snap.damping))
                joints.append(DynamicsJoint(a: ground, localA: DynamicsVector(snap.snapPoint), b: body, localB: .zero,
                                            kind: .point(frequency: UISnapBehavior.frequency, damping: ratio, holdsAngle: true),
                                            referenceAngle: snap.restingAngle))
            case let attachment as UIAttachmentBehavior:
                if let joint = makeJoint(attachment) { joints.append(joint) }
            default:
                break
            }
        }
        return joints
    }

    private func makeJoint(_ attachment: UIAttachmentBehavior) -> DynamicsJoint? {
        let items = attachment.items
        guard let first = body(for: items[0]) else { return nil }
        let second: DynamicsBody
        let localSecond: DynamicsVector
        if items.count == 2 {
            guard let other = body(for: items[1]) else { return nil }
            second = other
            localSecond = attachment.localAnchors[1]
        } else {
            second = ground
            localSecond = DynamicsVector(attachment.anchorPoint)
        }
        let length = Double(attachment.length)
        switch attachment.kind {
        case .distance:
            let frequency = Double(attachment.frequency), damping = Double(attachment.damping)
            let kind: DynamicsJoint.Kind = length < 1e-6
                ? .point(frequency: frequency, damping: damping, holdsAngle: false)
                : .distance(length: length, frequency: frequency, damping: damping)
            return DynamicsJoint(a: first, localA: attachment.localAnchors[0], b: second, localB: localSecond, kind: kind)
        case .limit:
            return DynamicsJoint(a: first, localA: attachment.localAnchors[0], b: second, localB: localSecond, kind: .rope(length: length))
        case .fixed:
            return DynamicsJoint(a: first, localA: attachment.localAnchors[0], b: second, localB: localSecond,
                                 kind: .point(frequency: 0, damping: 0, holdsAngle: true), referenceAngle: attachment.referenceAngle)
        case .pin:
            return DynamicsJoint(a: first, localA: attachment.localAnchors[0], b: second, localB: localSecond,
                                 kind: .pin(friction: Double(attachment.frictionTorque), range: attachment.attachmentRange),
                                 referenceAngle: attachment.referenceAngle)
        case let .sliding(axis):
            if items.count == 2 {
                return DynamicsJoint(a: first, localA: attachment.localAnchors[0], b: second, localB: localSecond,
                                     kind: .slider(axis: axis, range: attachment.attachmentRange),
                                     referenceAngle: attachment.referenceAngle)
            }
            // The line is fixed in the reference view: the ground carries it, the item slides.
            return DynamicsJoint(a: ground, localA: DynamicsVector(attachment.anchorPoint), b: first,
                                 localB: attachment.localAnchors[0], kind: .slider(axis: axis, range: attachment.attachmentRange),
                                 referenceAngle: attachment.referenceAngle)
        }
    }

    private func contactEvents(_ newTouching: [ContactKey: Touch], _ locations: [ContactKey: DynamicsVector],
                               _ newOrder: [ContactKey]) -> [() -> Void] {
        var events: [() -> Void] = []
        for key in touchingOrder where newTouching[key] == nil {
            guard let touch = touching[key] else { continue }
            let behavior = touch.behavior, item = touch.item
            if let other = touch.other {
                events.append { behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: item, with: other) }
            } else {
                let identifier = touch.identifier
                events.append { behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: identifier) }
            }
        }
        for key in newOrder where touching[key] == nil {
            guard let touch = newTouching[key] else { continue }
            let behavior = touch.behavior, item = touch.item
            let point = (locations[key] ?? .zero).point
            if let other = touch.other {
                events.append { behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: item, with: other, at: point) }
            } else {
                let identifier = touch.identifier
                events.append {
                    behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
                }
            }
        }
        touching = newTouching
        touchingOrder = newOrder
        return events
    }
}
