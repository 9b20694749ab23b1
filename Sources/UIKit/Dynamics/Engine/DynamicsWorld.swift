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
    /// Velocity iterations for joints, and the passes that share a bounce between contact
    /// points.
    static let velocityIterations = 10
    /// Velocity iterations for contacts: fewer than joints need, since a contact that lasts
    /// starts from last step's impulses (warm starting).
    static let contactIterations = 6
    /// Below these speeds for `restDuration`, a body is at rest (ours).
    static let restSpeed = 2.0, restAngularSpeed = 0.05, restDuration = 0.1
    /// Gaps narrower than this count as touching for the collision delegate.
    static let touchDistance = 0.5

    struct Touch {
        let behavior: UICollisionBehavior
        let item: any UIDynamicItem
        let other: (any UIDynamicItem)?
        let identifier: (any NSCopying)?
    }

    /// A pair touching after a step: its contact pair and whom the delegate hears about.
    struct TouchRecord {
        var id: DynamicsContact.ID
        let touch: Touch
    }

    /// A collision behavior with its members' bodies (each once, in the behavior's order).
    struct Collision {
        let behavior: UICollisionBehavior
        let members: [DynamicsBody]
        /// The boundaries when the members were taken (contact IDs number them).
        let boundaries: [UIBezierPath]
    }

    /// A member's outline bounds grown by how far it can move in a step (sort and sweep).
    private struct SweepEntry {
        var minX: Double, maxX: Double, minY: Double, maxY: Double
        var member: Int
    }

    private(set) var bodies: [DynamicsBody] = []
    private var index: [ObjectIdentifier: DynamicsBody] = [:]
    let ground: DynamicsBody
    private(set) var behaviors: [UIDynamicBehavior] = []
    /// For each behavior (same order), the indices of its items' bodies.
    private var behaviorBodies: [[Int]] = []
    private var collisions: [Collision] = []
    /// The room `translatesReferenceBoundsIntoBoundary` makes (the reference view's bounds).
    var referenceBounds = CGRect.zero
    /// The pairs touching after the last step, in the order they were found (the delegate
    /// calls keep that order, so runs repeat exactly).
    private var touching: [TouchRecord] = []
    /// The simulated time (steps × their length), for fields that change over time.
    private(set) var time: Double = 0
    private var steps = 0

    // Kept from step to step, so a step allocates nothing once the arrays have grown.
    private var solverBodies: [DynamicsSolverBody] = []
    private var contacts: [DynamicsContact] = []
    /// Last step's contacts (in ID order), for warm starting.
    private var previousContacts: [DynamicsContact] = []
    private var sweep: [SweepEntry] = []
    private var pairs: [Int] = []
    private var bouncing: [Int] = []
    private var newTouches: [(id: DynamicsContact.ID, location: DynamicsVector)] = []
    private var newTouching: [TouchRecord] = []

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
                body.index = newBodies.count
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
        behaviorBodies = list.map { behavior in
            switch behavior {
            case is UIGravityBehavior, is UIFieldBehavior:
                return behavior.engineItems.compactMap { body(for: $0)?.index }
            default:
                return []
            }
        }
        let oldCollisions = collisions
        collisions = list.compactMap { behavior in
            guard let collision = behavior as? UICollisionBehavior else { return nil }
            var seen: Set<ObjectIdentifier> = []
            var members: [DynamicsBody] = []
            for item in collision.items {
                guard let body = body(for: item), seen.insert(ObjectIdentifier(body)).inserted else { continue }
                members.append(body)
            }
            return Collision(behavior: collision, members: members, boundaries: collision.boundaryList.map(\.path))
        }
        let unchanged = oldCollisions.count == collisions.count && zip(oldCollisions, collisions).allSatisfy { old, new in
            old.behavior === new.behavior && old.members.count == new.members.count
                && zip(old.members, new.members).allSatisfy { $0 === $1 }
                && old.boundaries.count == new.boundaries.count && zip(old.boundaries, new.boundaries).allSatisfy { $0 === $1 }
        }
        if !unchanged {
            // Contact IDs name members by position: they mean other pairs now.
            previousContacts.removeAll(keepingCapacity: true)
            renumberTouching()
        }
    }

    /// Gives the touching pairs the IDs of their behavior and members now (dropping those
    /// whose behavior or items left).
    private func renumberTouching() {
        guard !touching.isEmpty else { return }
        var renumbered: [TouchRecord] = []
        for (c, collision) in collisions.enumerated() {
            let records = touching.filter { $0.touch.behavior === collision.behavior }
            guard !records.isEmpty else { continue }
            var position: [ObjectIdentifier: Int] = [:]
            for (i, body) in collision.members.enumerated() { position[ObjectIdentifier(body.item)] = i }
            for var record in records {
                guard let first = position[ObjectIdentifier(record.touch.item)] else { continue }
                record.id.behavior = c
                record.id.first = first
                if let other = record.touch.other {
                    guard let second = position[ObjectIdentifier(other)] else { continue }
                    record.id.second = second
                }
                renumbered.append(record)
            }
        }
        renumbered.sort { $0.id < $1.id }
        touching = renumbered
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
        findContacts(h)
        let joints = makeJoints()
        solveVelocities(h, joints)
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
        let events = contactEvents()
        swap(&contacts, &previousContacts)
        steps += 1
        time = Double(steps) * h
        return events
    }

    /// Sequential impulses over this step's contacts and joints.
    private func solveVelocities(_ h: Double, _ joints: [DynamicsJoint]) {
        // Worked on as local arrays (moved out and back), so the loops below make no
        // exclusivity checks on the world's properties.
        var solverBodies: [DynamicsSolverBody] = [], contacts: [DynamicsContact] = [], bouncing: [Int] = []
        swap(&solverBodies, &self.solverBodies)
        swap(&contacts, &self.contacts)
        swap(&bouncing, &self.bouncing)
        defer {
            swap(&solverBodies, &self.solverBodies)
            swap(&contacts, &self.contacts)
            swap(&bouncing, &self.bouncing)
        }
        solverBodies.removeAll(keepingCapacity: true)
        for body in bodies {
            solverBodies.append(DynamicsSolverBody(velocity: body.velocity, angularVelocity: body.angularVelocity,
                                                   inverseMass: body.inverseMass, inverseInertia: body.inverseInertia))
        }
        solverBodies.append(.fixed)
        let fixed = bodies.count
        for i in contacts.indices {
            bodies[contacts[i].a].isConstrained = true
            if contacts[i].b != fixed { bodies[contacts[i].b].isConstrained = true }
            contacts[i].prepare(step: h, solverBodies)
        }
        for joint in joints {
            joint.a.isConstrained = true
            joint.b.isConstrained = true
            joint.prepare(step: h)
        }
        for i in contacts.indices { contacts[i].warmStart(&solverBodies) }
        // Joints work on the bodies themselves: their velocities go back and forth around
        // the joints' passes.
        var jointBodies: [DynamicsBody] = []
        if !joints.isEmpty {
            var seen: Set<ObjectIdentifier> = []
            for joint in joints {
                for body in [joint.a, joint.b] where body.index >= 0 && seen.insert(ObjectIdentifier(body)).inserted {
                    jointBodies.append(body)
                }
            }
        }
        for iteration in 0..<Self.velocityIterations {
            if !joints.isEmpty {
                for body in jointBodies {
                    body.velocity = solverBodies[body.index].velocity
                    body.angularVelocity = solverBodies[body.index].angularVelocity
                }
                for joint in joints { joint.solve() }
                for body in jointBodies {
                    solverBodies[body.index].velocity = body.velocity
                    solverBodies[body.index].angularVelocity = body.angularVelocity
                }
            } else if iteration >= Self.contactIterations {
                break
            }
            if iteration < Self.contactIterations {
                for i in contacts.indices { contacts[i].solve(&solverBodies) }
            }
        }
        // Several passes, so that two contact points of one face share the bounce.
        bouncing.removeAll(keepingCapacity: true)
        for i in contacts.indices where contacts[i].bounces { bouncing.append(i) }
        if !bouncing.isEmpty {
            for _ in 0..<Self.velocityIterations {
                for i in bouncing { contacts[i].applyRestitution(&solverBodies) }
            }
        }
        for body in bodies {
            body.velocity = solverBodies[body.index].velocity
            body.angularVelocity = solverBodies[body.index].angularVelocity
        }
    }

    /// Whether every body that can move has been still for a while.
    var isAtRest: Bool {
        bodies.allSatisfy { ($0.inverseMass == 0 && $0.inverseInertia == 0) || $0.restTime >= Self.restDuration }
    }

    private func applyForces(_ h: Double) {
        for (n, behavior) in behaviors.enumerated() {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let a = DynamicsVector(gravity.gravityDirection) * Double(UIGravityBehavior.pointsPerSecondSquared)
                for i in behaviorBodies[n] { bodies[i].acceleration += a }
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
                applyField(field, behaviorBodies[n], h)
            default:
                break
            }
        }
    }

    private func applyField(_ field: UIFieldBehavior, _ members: [Int], _ h: Double) {
        let origin = DynamicsVector(field.position)
        let strength = Double(field.strength)
        for i in members {
            let body = bodies[i]
            guard body.inverseMass > 0 else { continue }
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
            case .noise:
                let noise = DynamicsNoise.vector(at: p, spacing: field.noiseSpacing, time: time * Double(field.animationSpeed))
                body.acceleration += noise * (strength * 1000 * scale)
            case .turbulence:
                let noise = DynamicsNoise.vector(at: p, spacing: field.noiseSpacing, time: time * Double(field.animationSpeed))
                body.acceleration += noise * (body.velocity.length * strength * scale)
            case let .custom(block):
                let f = block(field, body.position.point, body.velocity.vector, CGFloat(body.mass), CGFloat(body.charge), h)
                let force = DynamicsVector(f)
                if force.isFinite { body.force += force }
            }
        }
    }

    /// This step's contacts, in ID order, each starting from the impulses of last step's
    /// contact with the same ID; and the pairs within touching distance.
    private func findContacts(_ h: Double) {
        contacts.removeAll(keepingCapacity: true)
        newTouches.removeAll(keepingCapacity: true)
        let fixed = bodies.count
        var cursor = 0
        func record(_ id: DynamicsContact.ID, _ a: DynamicsBody, _ b: DynamicsBody?, _ manifold: DynamicsManifold) {
            var contact = DynamicsContact(id: id, a: a, b: b, fixed: fixed, manifold: manifold)
            while cursor < previousContacts.count && previousContacts[cursor].id < id { cursor += 1 }
            if cursor < previousContacts.count && previousContacts[cursor].id == id { contact.inherit(from: previousContacts[cursor]) }
            if contact.minimumSeparation <= Self.touchDistance {
                let pair = id.pair
                if newTouches.last?.id != pair { newTouches.append((pair, contact.location)) }
            }
            contacts.append(contact)
        }
        for (c, collision) in collisions.enumerated() {
            let members = collision.members
            let mode = collision.behavior.collisionMode
            if mode.contains(.items) && members.count > 1 {
                findPairs(members, h)
                for pair in pairs {
                    let i = pair >> 32, j = pair & 0xFFFF_FFFF
                    let a = members[i], b = members[j]
                    if a.inverseMass == 0 && b.inverseMass == 0 && a.inverseInertia == 0 && b.inverseInertia == 0 { continue }
                    let margin = 1 + (a.velocity.length + b.velocity.length) * h
                    guard (b.position - a.position).length <= a.boundingRadius + b.boundingRadius + margin else { continue }
                    for (hullIndexA, hullA) in a.worldHulls.enumerated() {
                        for (hullIndexB, hullB) in b.worldHulls.enumerated() {
                            guard let manifold = DynamicsHull.collide(hullA, hullB, margin: margin) else { continue }
                            record(DynamicsContact.ID(behavior: c, phase: 0, first: i, second: j, part: hullIndexA << 16 | hullIndexB),
                                   a, b, manifold)
                        }
                    }
                }
            }
            guard mode.contains(.boundaries) else { continue }
            let room = collision.behavior.translatesReferenceBoundsIntoBoundary
                ? referenceBounds.inset(by: collision.behavior.referenceBoundsInsets) : nil
            let boundaries = collision.behavior.boundaryList
            for (i, body) in members.enumerated() where body.inverseMass > 0 || body.inverseInertia > 0 {
                let margin = 1 + body.velocity.length * h
                if let room {
                    let minX = Double(room.minX), maxX = Double(room.maxX), minY = Double(room.minY), maxY = Double(room.maxY)
                    let box = body.box
                    // Which walls the outline comes within the margin of (the others find nothing).
                    let near = (box.minX - minX <= margin, maxX - box.maxX <= margin, box.minY - minY <= margin, maxY - box.maxY <= margin)
                    if near.0 || near.1 || near.2 || near.3 {
                        for (hullIndex, hull) in body.worldHulls.enumerated() {
                            for wall in 0..<4 {
                                let origin: DynamicsVector, normal: DynamicsVector
                                switch wall {
                                case 0:
                                    guard near.0 else { continue }
                                    origin = DynamicsVector(x: minX, y: 0); normal = DynamicsVector(x: 1, y: 0)
                                case 1:
                                    guard near.1 else { continue }
                                    origin = DynamicsVector(x: maxX, y: 0); normal = DynamicsVector(x: -1, y: 0)
                                case 2:
                                    guard near.2 else { continue }
                                    origin = DynamicsVector(x: 0, y: minY); normal = DynamicsVector(x: 0, y: 1)
                                default:
                                    guard near.3 else { continue }
                                    origin = DynamicsVector(x: 0, y: maxY); normal = DynamicsVector(x: 0, y: -1)
                                }
                                guard let manifold = hull.collide(halfPlaneThrough: origin, normal: normal, margin: margin) else { continue }
                                record(DynamicsContact.ID(behavior: c, phase: 1, first: i, second: -1, part: hullIndex << 2 | wall),
                                       body, nil, manifold)
                            }
                        }
                    }
                }
                for (boundaryIndex, boundary) in boundaries.enumerated() {
                    for (segmentIndex, segment) in boundary.segments.enumerated() {
                        guard distance(from: body.position, to: segment) <= body.boundingRadius + margin else { continue }
                        for (hullIndex, hull) in body.worldHulls.enumerated() {
                            guard let manifold = DynamicsHull.collide(hull, segment, margin: margin) else { continue }
                            record(DynamicsContact.ID(behavior: c, phase: 1, first: i, second: boundaryIndex,
                                                      part: segmentIndex << 16 | hullIndex),
                                   body, nil, manifold)
                        }
                    }
                }
            }
        }
    }

    /// The member pairs (i < j, packed as i << 32 | j, ascending) whose outline bounds, each
    /// grown by half the pair's contact margin, overlap: sort and sweep along x.
    private func findPairs(_ members: [DynamicsBody], _ h: Double) {
        sweep.removeAll(keepingCapacity: true)
        for (i, body) in members.enumerated() {
            let box = body.box
            let grow = 0.5 + body.velocity.length * h
            sweep.append(SweepEntry(minX: box.minX - grow, maxX: box.maxX + grow, minY: box.minY - grow, maxY: box.maxY + grow, member: i))
        }
        sweep.sort { $0.minX < $1.minX }
        pairs.removeAll(keepingCapacity: true)
        for s in sweep.indices {
            let e = sweep[s]
            var t = s + 1
            while t < sweep.count && sweep[t].minX <= e.maxX {
                let f = sweep[t]
                if f.minY <= e.maxY && e.minY <= f.maxY {
                    pairs.append(min(e.member, f.member) << 32 | max(e.member, f.member))
                }
                t += 1
            }
        }
        pairs.sort()
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

    /// The collision delegate calls for pairs that stopped touching (in last step's order),
    /// then for pairs that started (in this step's).
    private func contactEvents() -> [() -> Void] {
        var ended: [() -> Void] = [], began: [() -> Void] = []
        var endedTouches: [Touch] = []
        newTouching.removeAll(keepingCapacity: true)
        var old = 0
        for (id, location) in newTouches {
            while old < touching.count && touching[old].id < id {
                endedTouches.append(touching[old].touch)
                old += 1
            }
            if old < touching.count && touching[old].id == id {
                newTouching.append(touching[old])
                old += 1
                continue
            }
            let collision = collisions[id.behavior]
            let behavior = collision.behavior, item = collision.members[id.first].item
            let point = location.point
            if id.phase == 0 {
                let other = collision.members[id.second].item
                newTouching.append(TouchRecord(id: id, touch: Touch(behavior: behavior, item: item, other: other, identifier: nil)))
                began.append { behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: item, with: other, at: point) }
            } else {
                let boundaries = behavior.boundaryList
                let identifier = id.second >= 0 && id.second < boundaries.count ? boundaries[id.second].identifier : nil
                newTouching.append(TouchRecord(id: id, touch: Touch(behavior: behavior, item: item, other: nil, identifier: identifier)))
                began.append {
                    behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
                }
            }
        }
        while old < touching.count {
            endedTouches.append(touching[old].touch)
            old += 1
        }
        for touch in endedTouches {
            let behavior = touch.behavior, item = touch.item
            if let other = touch.other {
                ended.append { behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: item, with: other) }
            } else {
                let identifier = touch.identifier
                ended.append { behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: identifier) }
            }
        }
        swap(&touching, &newTouching)
        return ended.isEmpty ? began : ended + began
    }
}
