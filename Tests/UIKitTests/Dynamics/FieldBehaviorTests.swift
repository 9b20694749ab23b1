import XCTest
import UIKit
import UIKitTesting

/// Field behaviors, regions and item groups.
@MainActor
final class FieldBehaviorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testRegions() async {
        let circle = UIRegion(radius: 10)
        XCTAssertTrue(circle.contains(CGPoint(x: 6, y: 8)))
        XCTAssertFalse(circle.contains(CGPoint(x: 8, y: 8)))
        let square = UIRegion(size: CGSize(width: 20, height: 20))
        XCTAssertTrue(square.contains(CGPoint(x: 9, y: -9)))
        XCTAssertFalse(square.contains(CGPoint(x: 11, y: 0)))
        XCTAssertTrue(square.difference(from: circle).contains(CGPoint(x: 9, y: 9)))
        XCTAssertFalse(square.difference(from: circle).contains(.zero))
        XCTAssertTrue(circle.inverse().contains(CGPoint(x: 100, y: 0)))
        XCTAssertTrue(circle.union(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(CGPoint(x: 40, y: 0)))
        XCTAssertFalse(circle.intersection(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(CGPoint(x: 0, y: 5)))
        XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    func testLinearGravityFieldActsOnlyInItsRegion() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let outside = UIView(frame: CGRect(x: 0, y: 1000, width: 20, height: 20))
        reference.addSubview(inside)
        reference.addSubview(outside)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        field.position = CGPoint(x: 0, y: 0)
        field.region = UIRegion(size: CGSize(width: 8000, height: 400))
        field.addItem(inside)
        field.addItem(outside)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(field)
        ManualClock.advance(by: 0.5)
        let t = animator.elapsedTime
        XCTAssertEqual(inside.center.x, 10 + 0.5 * 1000 * t * t, accuracy: 0.01, "strength 1: 1000 points/s²")
        XCTAssertEqual(outside.center.x, 10, "outside the region")
    }

    func testRadialGravityPullsTowardsItsPositionAndDragStopsItems() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let item = UIView(frame: CGRect(x: 0, y: 990, width: 20, height: 20))
        reference.addSubview(item)
        let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 1000))
        XCTAssertEqual(pull.position, CGPoint(x: 1000, y: 1000))
        pull.addItem(item)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 3
        drag.addItem(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(pull)
        animator.addBehavior(drag)
        ManualClock.advance(by: 0.2)
        XCTAssertGreaterThan(item.center.x, 10, "pulled towards the field's position")
        XCTAssertEqual(item.center.y, 1000, accuracy: 1e-6)
        ManualClock.advance(by: 10)
        XCTAssertEqual(item.center.x, 1000, accuracy: 3, "settled at the centre")
    }

    func testElectricFieldPushesChargedItemsOnly() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let charged = UIView(frame: CGRect(x: 1050, y: 950, width: 100, height: 100))
        let neutral = UIView(frame: CGRect(x: 750, y: 950, width: 100, height: 100))
        reference.addSubview(charged)
        reference.addSubview(neutral)
        let field = UIFieldBehavior.electricField()
        field.position = CGPoint(x: 1000, y: 1000)
        field.addItem(charged)
        field.addItem(neutral)
        let properties = UIDynamicItemBehavior(items: [charged])
        properties.charge = 1
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(properties)
        animator.addBehavior(field)
        ManualClock.advance(by: 0.5)
        let t = animator.elapsedTime
        XCTAssertEqual(charged.center.x, 1100 + 0.5 * 100 * t * t, accuracy: 0.01, "repelled at 100 points/s²")
        XCTAssertEqual(neutral.center.x, 800)
    }

    func testCustomFieldGetsTheItemsStateAndItsForceMovesThem() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        reference.addSubview(item)
        var masses: Set<CGFloat> = []
        let field = UIFieldBehavior.field { _, _, _, mass, _, _ in
            masses.insert(mass)
            return CGVector(dx: 0, dy: 200)
        }
        field.addItem(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(field)
        ManualClock.advance(by: 0.5)
        let t = animator.elapsedTime
        XCTAssertEqual(masses, [1])
        XCTAssertEqual(item.center.y, 50 + 0.5 * 200 * t * t, accuracy: 0.01)
    }

    func testItemGroupMovesAndCollidesAsOneBody() async {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        reference.addSubview(left)
        reference.addSubview(right)
        let group = UIDynamicItemGroup(items: [left, right])
        XCTAssertEqual(group.center, CGPoint(x: 175, y: 25))
        XCTAssertEqual(group.bounds.size, CGSize(width: 150, height: 50))
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        ManualClock.advance(by: 3)
        XCTAssertEqual(left.frame.maxY, 400, accuracy: 0.5)
        XCTAssertEqual(right.frame.maxY, 400, accuracy: 0.5)
        XCTAssertEqual(right.center.x - left.center.x, 100, accuracy: 0.01, "kept apart as one body")
    }
}
