import UIKit

/// UIKit Dynamics as iOS code writes it: a box dropped onto a floor boundary, the animator's
/// and the collision's delegates, an item behavior and a composite behavior.
final class DropViewController: UIViewController, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator!
    let box = UIView(frame: CGRect(x: 20, y: 0, width: 40, height: 40))
    private(set) var contacts: [String] = []
    private(set) var pauses = 0

    final class FallBehavior: UIDynamicBehavior {
        init(items: [UIDynamicItem]) {
            super.init()
            let gravity = UIGravityBehavior(items: items)
            gravity.magnitude = 2
            addChildBehavior(gravity)
            let resistance = UIDynamicItemBehavior(items: items)
            resistance.allowsRotation = false
            resistance.elasticity = 0
            addChildBehavior(resistance)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 400, y: 200))
        collision.collisionDelegate = self
        animator.addBehavior(FallBehavior(items: [box]))
        animator.addBehavior(collision)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        contacts.append(identifier.map { "\($0)" } ?? "bounds")
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
    }
}
