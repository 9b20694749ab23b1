import XCTest
import UIKit
import UIKitTesting

/// UIKit Dynamics on the framework clock: gravity's 1000 points/s², rest and pause, pushes in
/// UIKit's force unit, snaps, attachments and item properties.
@MainActor
final class DynamicAnimatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Delegate: UIDynamicAnimatorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    }

    private func box(_ frame: CGRect, in reference: UIView) -> UIView {
        let view = UIView(frame: frame)
        reference.addSubview(view)
        return view
    }

    func testGravityAcceleratesAtAThousandPointsPerSecondSquared() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let item = box(CGRect(x: 175, y: 75, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        XCTAssertFalse(animator.isRunning)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        XCTAssertTrue(animator.isRunning)
        for _ in 0..<4 {
            ManualClock.advance(by: 0.25)
            let t = animator.elapsedTime
            XCTAssertEqual(item.center.y, 100 + 0.5 * 1000 * t * t, accuracy: 0.01, "free fall at t = \(t)")
            XCTAssertEqual(item.center.x, 200, accuracy: 1e-9)
        }
        XCTAssertEqual(animator.elapsedTime, 1, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertEqual(item.transform, .identity, "gravity alone does not turn an item")
        XCTAssertTrue(animator.isRunning, "a falling item is not at rest")
    }

    func testGravityAngleAndMagnitude() async {
        let gravity = UIGravityBehavior(items: [])
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.setAngle(0, magnitude: 0.5)
        XCTAssertEqual(gravity.gravityDirection.dx, 0.5, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 400))
        let item = box(CGRect(x: 0, y: 0, width: 20, height: 20), in: reference)
        gravity.addItem(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(gravity)
        ManualClock.advance(by: 0.5)
        let t = animator.elapsedTime
        XCTAssertEqual(item.center.x, 10 + 0.5 * 500 * t * t, accuracy: 0.01, "half gravity, to the right")
        XCTAssertEqual(item.center.y, 10, accuracy: 1e-9)
    }

    func testItemComesToRestOnTheReferenceBoundsAndTheAnimatorPauses() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let item = box(CGRect(x: 100, y: 50, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let delegate = Delegate()
        animator.delegate = delegate
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        XCTAssertEqual(delegate.events, ["resume"])
        ManualClock.advance(by: 3)
        XCTAssertEqual(item.frame.maxY, 400, accuracy: 0.5, "resting on the bottom edge")
        XCTAssertEqual(item.center.x, 150, accuracy: 1e-6)
        XCTAssertFalse(animator.isRunning, "paused once at rest")
        XCTAssertEqual(delegate.events, ["resume", "pause"])
        // A new behavior wakes it.
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        animator.addBehavior(push)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(delegate.events, ["resume", "pause", "resume"])
        ManualClock.advance(by: 0.05)
        XCTAssertLessThan(item.frame.maxY, 395, "pushed up")
        ManualClock.advance(by: 3)
        XCTAssertEqual(item.frame.maxY, 400, accuracy: 0.5, "and back down")
        XCTAssertEqual(delegate.events, ["resume", "pause", "resume", "pause"])
    }

    func testElasticItemBouncesBack() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let item = box(CGRect(x: 100, y: 0, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 0.8
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        // It falls 300 points: it lands at about 0.775 s with about 775 points/s.
        ManualClock.advance(by: 0.8)
        let velocity = properties.linearVelocity(for: item)
        XCTAssertLessThan(velocity.y, -500, "going up after the bounce at about 0.8 × 775 points/s")
        XCTAssertGreaterThan(velocity.y, -650)
    }

    func testInstantaneousPushGivesAHundredPointsPerSecondPerUnitOfMass() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let square = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: reference)
        let tall = box(CGRect(x: 0, y: 200, width: 100, height: 200), in: reference)
        let dense = box(CGRect(x: 0, y: 500, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let properties = UIDynamicItemBehavior(items: [square, tall, dense])
        let denseProperties = UIDynamicItemBehavior(items: [dense])
        denseProperties.density = 2
        let push = UIPushBehavior(items: [square, tall, dense], mode: .instantaneous)
        XCTAssertTrue(push.active)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(properties)
        animator.addBehavior(denseProperties)
        animator.addBehavior(push)
        ManualClock.advance(by: 0.05)
        XCTAssertFalse(push.active, "an instantaneous push turns itself off")
        XCTAssertEqual(properties.linearVelocity(for: square).x, 100, accuracy: 1e-9, "100 × 100, density 1: mass 1")
        XCTAssertEqual(properties.linearVelocity(for: tall).x, 50, accuracy: 1e-9, "twice the area: twice the mass")
        XCTAssertEqual(properties.linearVelocity(for: dense).x, 50, accuracy: 1e-9, "twice the density")
        let t = animator.elapsedTime
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(square.center.x, 50 + 100 * animator.elapsedTime, accuracy: 1e-6)
        XCTAssertEqual(tall.center.x, 50 + 50 * animator.elapsedTime, accuracy: 1e-6)
        XCTAssertGreaterThan(animator.elapsedTime, t)
        // Active again: pushes again.
        push.active = true
        ManualClock.advance(by: 0.05)
        XCTAssertEqual(properties.linearVelocity(for: square).x, 200, accuracy: 1e-9)
    }

    func testContinuousPushAcceleratesAtAHundredPointsPerSecondSquared() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 400))
        let item = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        XCTAssertEqual(push.magnitude, 1)
        XCTAssertEqual(push.angle, 0)
        animator.addBehavior(push)
        ManualClock.advance(by: 1)
        let t = animator.elapsedTime
        XCTAssertEqual(item.center.x, 50 + 0.5 * 100 * t * t, accuracy: 0.01)
        push.active = false
        let x = item.center.x
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(item.center.x - x, 100 * t * 0.5, accuracy: 1.0, "coasting at the speed reached")
    }

    func testOffCentrePushTurnsTheItem() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let item = box(CGRect(x: 1000, y: 1000, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        let properties = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        animator.addBehavior(push)
        ManualClock.advance(by: 0.1)
        // Impulse 100 at 50 points: ω = 50 × 100 / I, I = m(w² + h²)/12 = 20000/12.
        XCTAssertEqual(properties.angularVelocity(for: item), 3, accuracy: 1e-9)
        let angle = atan2(item.transform.b, item.transform.a)
        XCTAssertEqual(angle, 3 * animator.elapsedTime, accuracy: 1e-6, "clockwise on screen")
    }

    func testItemWithoutRotationDoesNotTurn() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let item = box(CGRect(x: 1000, y: 1000, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.allowsRotation = false
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        animator.addBehavior(properties)
        animator.addBehavior(push)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(item.transform, .identity)
        XCTAssertEqual(properties.linearVelocity(for: item).y, 100, accuracy: 1e-9)
    }

    func testResistanceSlowsAThrownItemToRest() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let item = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let delegate = Delegate()
        animator.delegate = delegate
        let properties = UIDynamicItemBehavior(items: [item])
        properties.resistance = 5
        properties.addLinearVelocity(CGPoint(x: 500, y: 0), for: item)
        XCTAssertEqual(properties.linearVelocity(for: item), CGPoint(x: 500, y: 0), "kept until the item is in an animator")
        animator.addBehavior(properties)
        ManualClock.advance(by: 0.1)
        // About 500 e^(-0.5) after 0.1 s.
        XCTAssertLessThan(properties.linearVelocity(for: item).x, 330)
        XCTAssertGreaterThan(properties.linearVelocity(for: item).x, 280)
        ManualClock.advance(by: 5)
        // v₀/k = 100 points, whatever the step.
        XCTAssertEqual(item.center.x, 150, accuracy: 2)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(delegate.events, ["resume", "pause"])
    }

    func testSnapConvergesToThePoint() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let item = box(CGRect(x: 0, y: 0, width: 60, height: 60), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 250, y: 300))
        XCTAssertEqual(snap.damping, 0.5)
        animator.addBehavior(snap)
        ManualClock.advance(by: 0.3)
        XCTAssertGreaterThan(item.center.x, 100, "on its way")
        ManualClock.advance(by: 4)
        XCTAssertEqual(item.center.x, 250, accuracy: 0.5)
        XCTAssertEqual(item.center.y, 300, accuracy: 0.5)
        XCTAssertFalse(animator.isRunning, "settled")
        snap.snapPoint = CGPoint(x: 100, y: 100)
        XCTAssertTrue(animator.isRunning, "a new snap point wakes the animator")
        ManualClock.advance(by: 4)
        XCTAssertEqual(item.center.x, 100, accuracy: 0.5)
        XCTAssertEqual(item.center.y, 100, accuracy: 0.5)
    }

    func testAttachmentToAnAnchorKeepsItsLength() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let item = box(CGRect(x: 375, y: 225, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 400, y: 100))
        XCTAssertEqual(attachment.length, 150)
        XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
        XCTAssertEqual(attachment.anchorPoint, CGPoint(x: 400, y: 100))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1.5, dy: 0)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(push)
        var farthestRight: CGFloat = 400
        for _ in 0..<60 {
            ManualClock.advance(by: 1.0 / 60)
            let distance = hypot(item.center.x - 400, item.center.y - 100)
            XCTAssertEqual(distance, 150, accuracy: 1.5, "a rod of 150 points")
            farthestRight = max(farthestRight, item.center.x)
        }
        XCTAssertGreaterThan(farthestRight, 450, "it swung")
        // Moving the anchor drags the item.
        attachment.anchorPoint = CGPoint(x: 600, y: 100)
        ManualClock.advance(by: 3)
        XCTAssertEqual(hypot(item.center.x - 600, item.center.y - 100), 150, accuracy: 1.5)
    }

    func testSpringAttachmentBetweenItemsPullsThemToItsLength() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let a = box(CGRect(x: 0, y: 500, width: 50, height: 50), in: reference)
        let b = box(CGRect(x: 300, y: 500, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(spring.length, 300)
        XCTAssertEqual(spring.attachedBehaviorType, .items)
        spring.length = 100
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        ManualClock.advance(by: 3)
        XCTAssertEqual(b.center.x - a.center.x, 100, accuracy: 1)
        XCTAssertEqual(a.center.x + b.center.x, 25 + 325, accuracy: 0.5, "equal masses meet about the middle")
    }

    func testLimitAttachmentIsARope() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let a = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: reference)
        let b = box(CGRect(x: 100, y: 0, width: 50, height: 50), in: reference)
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        let damped = UIDynamicItemBehavior(items: [b])
        damped.resistance = 4
        let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: UIOffset(), attachedTo: b,
                                                        offsetFromCenter: UIOffset())
        XCTAssertEqual(rope.length, 100)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(anchored)
        animator.addBehavior(damped)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        ManualClock.advance(by: 0.1)
        XCTAssertLessThan(hypot(b.center.x - a.center.x, b.center.y - a.center.y), 100.5, "never longer than the rope")
        ManualClock.advance(by: 4)
        XCTAssertEqual(a.center, CGPoint(x: 25, y: 25), "anchored")
        XCTAssertEqual(b.center.x, 25, accuracy: 2, "hanging under the anchor")
        XCTAssertEqual(b.center.y, 125, accuracy: 1.5)
    }

    func testSlidingAttachmentKeepsTheItemOnItsLine() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let item = box(CGRect(x: 75, y: 75, width: 50, height: 50), in: reference)
        let slider = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                            axisOfTranslation: CGVector(dx: 1, dy: 1))
        slider.attachmentRange = UIFloatRange(minimum: -1000, maximum: 200)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(slider)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        ManualClock.advance(by: 2)
        XCTAssertEqual(item.center.x - 100, item.center.y - 100, accuracy: 0.5, "on the diagonal")
        XCTAssertEqual(hypot(item.center.x - 100, item.center.y - 100), 200, accuracy: 1.5, "stopped by the range")
        XCTAssertEqual(atan2(item.transform.b, item.transform.a), 0, accuracy: 1e-3, "no turning")
    }

    func testPinAttachmentJoinsTwoItemsAtAPoint() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let base = box(CGRect(x: 500, y: 500, width: 100, height: 100), in: reference)
        let arm = box(CGRect(x: 600, y: 530, width: 200, height: 40), in: reference)
        let anchored = UIDynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        let pin = UIAttachmentBehavior.pinAttachment(with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 600, y: 550))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(anchored)
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [arm]))
        ManualClock.advance(by: 0.4)
        let angle = atan2(arm.transform.b, arm.transform.a)
        XCTAssertGreaterThan(angle, 0.3, "the arm swings down about the pin")
        // The arm's end at the pin stays at the pin.
        let pinned = CGPoint(x: arm.center.x - 100 * cos(angle), y: arm.center.y - 100 * sin(angle))
        XCTAssertEqual(pinned.x, 600, accuracy: 1)
        XCTAssertEqual(pinned.y, 550, accuracy: 1)
    }

    func testFixedAttachmentMovesTwoItemsAsOne() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let a = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: reference)
        let b = box(CGRect(x: 100, y: 0, width: 100, height: 100), in: reference)
        let weld = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 100, y: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(weld)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        ManualClock.advance(by: 1)
        XCTAssertEqual(hypot(b.center.x - a.center.x, b.center.y - a.center.y), 100, accuracy: 1, "welded")
        XCTAssertGreaterThan(b.center.y, 150, "gravity on one pulls both")
    }

    func testItemsInRectAndUpdateItemUsingCurrentState() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: reference)
        let b = box(CGRect(x: 300, y: 300, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let properties = UIDynamicItemBehavior(items: [a, b])
        animator.addBehavior(properties)
        let found = animator.items(in: CGRect(x: 280, y: 280, width: 100, height: 100))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first === b)
        // The animator keeps its own state until told.
        properties.addLinearVelocity(CGPoint(x: 0, y: 60), for: a)
        ManualClock.advance(by: 0.5)
        a.center = CGPoint(x: 200, y: 25)
        ManualClock.advance(by: 1.0 / 60)
        XCTAssertEqual(a.center.x, 25, "overwritten by the animator")
        a.center = CGPoint(x: 200, y: 25)
        animator.updateItem(usingCurrentState: a)
        ManualClock.advance(by: 1.0 / 60)
        XCTAssertEqual(a.center.x, 200)
        XCTAssertGreaterThan(a.center.y, 25)
    }

    func testActionRunsEveryFrameAndBehaviorsKnowTheirAnimator() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let item = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        final class Composite: UIDynamicBehavior {
            var moves: [UIDynamicAnimator?] = []
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator) }
        }
        let composite = Composite()
        let gravity = UIGravityBehavior(items: [item])
        composite.addChildBehavior(gravity)
        var frames = 0
        composite.action = { frames += 1 }
        animator.addBehavior(composite)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        XCTAssertEqual(composite.moves.count, 1)
        XCTAssertTrue(composite.moves[0] === animator)
        XCTAssertEqual(animator.behaviors.count, 1)
        ManualClock.advance(by: 0.5)
        XCTAssertTrue((29...30).contains(frames), "once per 60 Hz frame: \(frames)")
        XCTAssertGreaterThan(item.center.y, 25, "the child's gravity acts")
        animator.removeAllBehaviors()
        XCTAssertNil(gravity.dynamicAnimator)
        XCTAssertEqual(composite.moves.count, 2)
        XCTAssertNil(composite.moves[1])
        XCTAssertTrue(animator.behaviors.isEmpty)
    }

    func testAnchoredItemStaysButStopsOthers() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let shelf = box(CGRect(x: 0, y: 300, width: 400, height: 20), in: reference)
        let item = box(CGRect(x: 150, y: 0, width: 100, height: 100), in: reference)
        let anchored = UIDynamicItemBehavior(items: [shelf])
        anchored.isAnchored = true
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(anchored)
        animator.addBehavior(UICollisionBehavior(items: [shelf, item]))
        animator.addBehavior(UIGravityBehavior(items: [shelf, item]))
        ManualClock.advance(by: 3)
        XCTAssertEqual(shelf.frame.minY, 300, "anchored")
        XCTAssertEqual(item.frame.maxY, 300, accuracy: 0.5, "resting on the shelf")
        XCTAssertFalse(animator.isRunning)
    }
}
