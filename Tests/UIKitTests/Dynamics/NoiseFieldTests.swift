import XCTest
import UIKit
import UIKitTesting

/// The noise and turbulence fields: random but repeatable, smooth in space, changing over
/// time at their animation speed; turbulence only for moving items.
@MainActor
final class NoiseFieldTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Where items starting at `starts` are after `seconds` in a field (velocities too).
    private func run(_ makeField: () -> UIFieldBehavior, starts: [CGPoint], velocity: CGPoint = .zero,
                     seconds: TimeInterval) -> (centers: [CGPoint], velocities: [CGPoint]) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        let items = starts.map { start -> UIView in
            let view = UIView(frame: CGRect(x: start.x - 10, y: start.y - 10, width: 20, height: 20))
            reference.addSubview(view)
            return view
        }
        let field = makeField()
        for item in items { field.addItem(item) }
        let properties = UIDynamicItemBehavior(items: items)
        for item in items { properties.addLinearVelocity(velocity, for: item) }
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(properties)
        animator.addBehavior(field)
        ManualClock.advance(by: seconds)
        let result = (items.map(\.center), items.map { properties.linearVelocity(for: $0) })
        animator.removeAllBehaviors()
        return result
    }

    func testNoiseFieldMovesItemsAtRandomAndRepeats() async {
        let starts = [CGPoint(x: 1000, y: 1000), CGPoint(x: 1500, y: 1200), CGPoint(x: 2100, y: 700)]
        let noise = { UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1) }
        let first = run(noise, starts: starts, seconds: 0.25)
        let second = run(noise, starts: starts, seconds: 0.25)
        XCTAssertEqual(first.centers, second.centers, "seeded: the same field every run")
        var displacements: [CGVector] = []
        for (center, start) in zip(first.centers, starts) {
            let d = CGVector(dx: center.x - start.x, dy: center.y - start.y)
            XCTAssertGreaterThan(hypot(d.dx, d.dy), 1, "pushed by the field")
            XCTAssertLessThan(hypot(d.dx, d.dy), 0.5 * 1000 * 1.5 * 0.25 * 0.25, "within strength × 1000 points/s² × |noise|")
            displacements.append(d)
        }
        // Random: items in different places go different ways.
        let angles = displacements.map { atan2($0.dy, $0.dx) }
        XCTAssertGreaterThan(angles.max()! - angles.min()!, 0.5, "not one direction for all")
    }

    func testNoiseIsSmoothInSpaceAndScalesWithStrength() async {
        func field(strength: CGFloat) -> () -> UIFieldBehavior {
            return {
                let field = UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0)
                field.strength = strength
                return field
            }
        }
        let starts = [CGPoint(x: 1000, y: 1000), CGPoint(x: 1001, y: 1000)]
        let near = run(field(strength: 1), starts: starts, seconds: 1.0 / 60)
        let v0 = near.velocities[0], v1 = near.velocities[1]
        XCTAssertGreaterThan(hypot(v0.x, v0.y), 1)
        XCTAssertEqual(v0.x, v1.x, accuracy: 0.02 * hypot(v0.x, v0.y), "a point away: nearly the same push")
        XCTAssertEqual(v0.y, v1.y, accuracy: 0.02 * hypot(v0.x, v0.y))
        let doubled = run(field(strength: 2), starts: starts, seconds: 1.0 / 60)
        XCTAssertEqual(doubled.velocities[0].x, 2 * v0.x, accuracy: 1e-3 * hypot(v0.x, v0.y))
        XCTAssertEqual(doubled.velocities[0].y, 2 * v0.y, accuracy: 1e-3 * hypot(v0.x, v0.y))
    }

    func testAnimationSpeedChangesTheFieldOverTime() async {
        let starts = [CGPoint(x: 1000, y: 1000)]
        let still = run({ UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0) }, starts: starts, seconds: 1)
        let fast = run({ UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 4) }, starts: starts, seconds: 1)
        XCTAssertGreaterThan(hypot(still.centers[0].x - fast.centers[0].x, still.centers[0].y - fast.centers[0].y), 5)
        let field = UIFieldBehavior.turbulenceField(smoothness: 0.25, animationSpeed: 2)
        XCTAssertEqual(field.smoothness, 0.25)
        XCTAssertEqual(field.animationSpeed, 2)
        field.smoothness = 3
        XCTAssertEqual(field.smoothness, 1, "within 0...1")
        let drag = UIFieldBehavior.dragField()
        drag.animationSpeed = 2
        XCTAssertEqual(drag.animationSpeed, 0, "UIKit: always 0 for other fields")
    }

    func testTurbulenceActsOnlyOnMovingItems() async {
        let turbulence = { UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1) }
        let resting = run(turbulence, starts: [CGPoint(x: 1000, y: 1000)], seconds: 0.5)
        XCTAssertEqual(resting.centers[0], CGPoint(x: 1000, y: 1000), "still items feel nothing")
        let moving = run(turbulence, starts: [CGPoint(x: 1000, y: 1000)], velocity: CGPoint(x: 400, y: 0), seconds: 0.5)
        XCTAssertGreaterThan(abs(moving.velocities[0].y), 1, "deflected")
        XCTAssertGreaterThan(abs(moving.centers[0].x - (1000 + 400 * 0.5)) + abs(moving.centers[0].y - 1000), 1)
        let again = run(turbulence, starts: [CGPoint(x: 1000, y: 1000)], velocity: CGPoint(x: 400, y: 0), seconds: 0.5)
        XCTAssertEqual(again.centers, moving.centers)
    }
}
