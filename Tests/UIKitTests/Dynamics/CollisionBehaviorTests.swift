import XCTest
import UIKit
import UIKitTesting

/// Collisions: boundaries from paths and segments, item pairs, shapes, modes and the delegate.
@MainActor
final class CollisionBehaviorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Recorder: UICollisionBehaviorDelegate {
        var events: [String] = []
        var points: [CGPoint] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                               with item2: any UIDynamicItem, at p: CGPoint) {
            events.append("began items")
            points.append(p)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                               with item2: any UIDynamicItem) {
            events.append("ended items")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            events.append("began \((identifier as? NSString).map { String($0) } ?? "nil")")
            points.append(p)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?) {
            events.append("ended \((identifier as? NSString).map { String($0) } ?? "nil")")
        }
    }

    private final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    private final class Triangle: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: -50))
            path.addLine(to: CGPoint(x: 50, y: 50))
            path.addLine(to: CGPoint(x: -50, y: 50))
            path.close()
            return path
        }
    }

    func testItemLandsOnASegmentBoundaryAndTheDelegateHearsIt() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
        let item = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        reference.addSubview(item)
        let collision = UICollisionBehavior(items: [item])
        let floor = NSString(string: "floor")
        collision.addBoundary(withIdentifier: floor, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertEqual(collision.boundary(withIdentifier: NSString(string: "floor"))?.cgPath.boundingBox,
                       CGRect(x: 0, y: 300, width: 400, height: 0))
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        ManualClock.advance(by: 2)
        XCTAssertEqual(item.frame.maxY, 300, accuracy: 0.5)
        XCTAssertEqual(recorder.events, ["began floor"])
        XCTAssertEqual(recorder.points.first?.y ?? 0, 300, accuracy: 1)
        XCTAssertFalse(animator.isRunning)
        // Removing the boundary lets it fall; contact ends.
        collision.removeBoundary(withIdentifier: NSString(string: "floor"))
        XCTAssertNil(collision.boundaryIdentifiers)
        ManualClock.advance(by: 0.2)
        XCTAssertGreaterThan(item.frame.maxY, 310)
        XCTAssertEqual(recorder.events, ["began floor", "ended floor"])
    }

    func testReferenceBoundsBoundaryHasNoIdentifierAndHonoursInsets() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let item = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        reference.addSubview(item)
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
        XCTAssertTrue(collision.translatesReferenceBoundsIntoBoundary)
        XCTAssertNil(collision.boundaryIdentifiers, "the reference bounds have no identifier")
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        ManualClock.advance(by: 2)
        XCTAssertEqual(item.frame.maxY, 360, accuracy: 0.5)
        XCTAssertEqual(recorder.events, ["began nil"])
    }

    func testItemsCollideAndBounceApartWithMomentum() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 400))
        let moving = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let still = UIView(frame: CGRect(x: 300, y: 100, width: 100, height: 100))
        reference.addSubview(moving)
        reference.addSubview(still)
        let collision = UICollisionBehavior(items: [moving, still])
        XCTAssertEqual(collision.collisionMode, .everything)
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        let properties = UIDynamicItemBehavior(items: [moving, still])
        properties.elasticity = 1
        properties.addLinearVelocity(CGPoint(x: 400, y: 0), for: moving)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        ManualClock.advance(by: 1)
        // Equal masses, fully elastic: the moving one stops, the other goes on at its speed.
        XCTAssertEqual(properties.linearVelocity(for: moving).x, 0, accuracy: 5)
        XCTAssertEqual(properties.linearVelocity(for: still).x, 400, accuracy: 5)
        XCTAssertLessThanOrEqual(moving.frame.maxX, still.frame.minX + 0.5)
        XCTAssertEqual(recorder.events.first, "began items")
        XCTAssertEqual(recorder.points.first?.x ?? 0, 300, accuracy: 2, "where the faces met")
    }

    func testBoundariesOnlyModeLetsItemsPass() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 400))
        let moving = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let still = UIView(frame: CGRect(x: 300, y: 100, width: 100, height: 100))
        reference.addSubview(moving)
        reference.addSubview(still)
        let collision = UICollisionBehavior(items: [moving, still])
        collision.collisionMode = .boundaries
        let properties = UIDynamicItemBehavior(items: [moving, still])
        properties.addLinearVelocity(CGPoint(x: 400, y: 0), for: moving)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        ManualClock.advance(by: 2)
        XCTAssertGreaterThan(moving.frame.minX, still.frame.maxX, "passed through")
        XCTAssertEqual(still.center.x, 350)
    }

    func testEllipseRestsOnItsLowestPointAndPathOnItsBase() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let ball = Ball(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let triangle = Triangle(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
        reference.addSubview(ball)
        reference.addSubview(triangle)
        XCTAssertEqual(ball.collisionBoundsType, .ellipse)
        let collision = UICollisionBehavior(items: [ball, triangle])
        collision.addBoundary(withIdentifier: NSString(string: "floor"), for: UIBezierPath(rect: CGRect(x: 0, y: 300, width: 600, height: 50)))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [ball, triangle]))
        ManualClock.advance(by: 3)
        XCTAssertEqual(ball.center.y, 250, accuracy: 0.6)
        XCTAssertEqual(triangle.center.y, 250, accuracy: 0.6, "its path's base is 50 points below its centre")
        XCTAssertEqual(atan2(triangle.transform.b, triangle.transform.a), 0, accuracy: 0.01)
    }

    func testTiltedBoxFallsFlat() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let item = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        item.transform = CGAffineTransform(rotationAngle: 0.3)
        reference.addSubview(item)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [item])
        properties.friction = 0.5
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        ManualClock.advance(by: 4)
        let angle = atan2(item.transform.b, item.transform.a)
        let quarter = CGFloat.pi / 2
        XCTAssertEqual(abs(angle - (angle / quarter).rounded() * quarter), 0, accuracy: 0.02, "lying on a side")
        XCTAssertEqual(item.center.y, 350, accuracy: 0.6)
    }

    func testStackOfBoxesComesToRestWithoutSinking() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        var boxes: [UIView] = []
        for level in 0..<5 {
            let view = UIView(frame: CGRect(x: 130, y: 300 - CGFloat(level) * 60, width: 40, height: 40))
            reference.addSubview(view)
            boxes.append(view)
        }
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: boxes)
        properties.friction = 0.5
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(UIGravityBehavior(items: boxes))
        ManualClock.advance(by: 3)
        XCTAssertFalse(animator.isRunning, "the stack came to rest and the animator paused")
        for (level, box) in boxes.enumerated() {
            XCTAssertEqual(box.center.y, 400 - 20 - CGFloat(level) * 40, accuracy: 0.6, "box \(level) on the one below")
            // Sequential impulses (one contact point after the other) leave a stack a little
            // off plumb after the landings: within 2 points, not toppled.
            XCTAssertEqual(box.center.x, 150, accuracy: 2, "straight up")
            XCTAssertEqual(atan2(box.transform.b, box.transform.a), 0, accuracy: 0.01)
        }
    }

    /// Items far apart in the behavior's list still collide (the broad phase finds every
    /// touching pair), and the same run gives the same pile.
    func testPileIsRepeatableAndNoBoxesOverlap() async {
        func pile() -> [CGPoint] {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            var boxes: [UIView] = []
            for i in 0..<60 {
                let view = UIView(frame: CGRect(x: 5 + CGFloat(i % 6) * 32, y: 5 + CGFloat(i / 6) * 32, width: 24, height: 24))
                view.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) * 0.1)
                reference.addSubview(view)
                boxes.append(view)
            }
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: boxes)
            properties.elasticity = 0.2
            properties.friction = 0.3
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: boxes))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            ManualClock.advance(by: 4)
            animator.removeAllBehaviors()
            return boxes.map(\.center)
        }
        let centers = pile()
        XCTAssertEqual(pile(), centers, "deterministic on the manual clock")
        for (i, a) in centers.enumerated() {
            XCTAssertTrue(CGRect(x: 0, y: 0, width: 200, height: 400).contains(a), "box \(i) in the room")
            for b in centers[(i + 1)...] {
                // Two 24-point squares that do not overlap have centres at least 24 apart.
                XCTAssertGreaterThan(hypot(a.x - b.x, a.y - b.y), 23, "boxes overlap")
            }
        }
        XCTAssertGreaterThan(centers.map(\.y).max()!, 370, "they fell to the floor")
    }
}
