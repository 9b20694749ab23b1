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
        let ns = Measure.nanoseconds(operations: frames, rounds: 3) {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var items: [UIView] = []
            for i in 0..<count {
                let view = UIView(frame: CGRect(x: 5 + CGFloat(i % 12) * 32, y: 5 + CGFloat(i / 12) * 32, width: 24, height: 24))
                view.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) * 0.1)
                reference.addSubview(view)
                items.append(view)
            }
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: items)
            properties.elasticity = 0.2
            properties.friction = 0.3
            animator.addBehavior(UIGravityBehavior(items: items))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            for _ in 0..<frames { ManualClock.advance(by: 1.0 / 60) }
            if !animator.isRunning { rested += 1 }
            animator.removeAllBehaviors()
        }
        Measure.report("UIKit Dynamics frame at 60 Hz (4 steps, write-back; \(count) boxes falling into a pile)",
                       ns / 1000, unit: "µs", goal: "≤ 4000 µs (a quarter of a 60 Hz frame)")
        print("    runs whose pile came to rest within 5 s: \(rested)")
    }
}
