import Foundation
import UIKit
import UIKitTesting

/// Issue 17's dynamics figure: one 60 Hz frame of a `UIDynamicAnimator` (four engine steps
/// and the items' `center` / `transform` written back) while boxes fall into a pile in a
/// phone-sized room with gravity and collisions between every pair, on the manual clock. The
/// reference view is not in a window, so no rendering is counted.
@MainActor
enum DynamicsBenchmarks {
    static func run() {
        pile(boxes: 50)
        pile(boxes: 200)
    }

    static func pile(boxes count: Int) {
        ManualClock.install()
        let frames = 300
        var rested = 0
        var checksum = 0.0
        let ns = Measure.nanoseconds(operations: frames, rounds: 3) {
            let scene = Scene(boxes: count)
            scene.run(frames: frames)
            if !scene.animator.isRunning { rested += 1 }
            checksum = scene.checksum
            scene.animator.removeAllBehaviors()
        }
        Measure.report("UIKit Dynamics frame at 60 Hz (4 steps, write-back; \(count) boxes falling into a pile)",
                       ns / 1000, unit: "µs", goal: "≤ 4000 µs (a quarter of a 60 Hz frame)")
        print("    runs whose pile came to rest within 5 s: \(rested); sum of the centres' x and y: \(String(format: "%.6f", checksum))")
    }

    /// One 5 s pile of 200 boxes, for counting instructions:
    /// `valgrind --tool=callgrind --toggle-collect='*DynamicsBenchmarks*Scene*run*' .build/release/Benchmarks dynamics-once`.
    static func once() {
        ManualClock.install()
        let scene = Scene(boxes: 200)
        scene.run(frames: 300)
        print("  UIKit Dynamics, 200 boxes, 300 frames: at rest \(!scene.animator.isRunning); sum of the centres' x and y: "
            + String(format: "%.6f", scene.checksum))
    }

    @MainActor
    final class Scene {
        /// Kept: the animator holds its reference view weakly.
        let reference: UIView
        let items: [UIView]
        let animator: UIDynamicAnimator

        init(boxes count: Int) {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var items: [UIView] = []
            for i in 0..<count {
                let view = UIView(frame: CGRect(x: 5 + CGFloat(i % 12) * 32, y: 5 + CGFloat(i / 12) * 32, width: 24, height: 24))
                view.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) * 0.1)
                reference.addSubview(view)
                items.append(view)
            }
            self.reference = reference
            self.items = items
            animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: items)
            properties.elasticity = 0.2
            properties.friction = 0.3
            animator.addBehavior(UIGravityBehavior(items: items))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
        }

        func run(frames: Int) {
            for _ in 0..<frames { ManualClock.advance(by: 1.0 / 60) }
        }

        /// Equal for equal runs (the simulation is deterministic on the manual clock).
        var checksum: Double { items.reduce(0) { $0 + Double($1.center.x + $1.center.y) } }
    }
}
