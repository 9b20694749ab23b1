import UIKit
import UIKitTesting

/// UIKit Dynamics and motion effects: blocks and a ball fall under gravity into a box and
/// collide; dragging a block pulls it on an attachment; a tap snaps the ball to the finger
/// (the next tap lets it go); the "Shake" button gives every block a push. The pad's title has a parallax motion
/// effect that follows the pointer. The animator's pauses and the first contacts are logged.
@MainActor
final class DynamicsScreen: UIViewController, CatalogScreen, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    let screenTitle = "Dynamics"
    var log = EventLog()
    let pad = UIView()
    let heading = UILabel()
    let shake = UIButton(type: .system)
    private(set) var blocks: [UIView] = []
    let ball = BallView()
    private var animator: UIDynamicAnimator?
    private var collision: UICollisionBehavior?
    private var push: UIPushBehavior?
    private var drag: UIAttachmentBehavior?
    private var snap: UISnapBehavior?

    final class BallView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        view = root
        pad.frame = CGRect(x: 20, y: 20, width: 350, height: 420)
        pad.backgroundColor = .secondarySystemBackground
        pad.layer.cornerRadius = 12
        pad.clipsToBounds = true
        root.addSubview(pad)
        heading.text = "UIKit Dynamics"
        heading.font = .preferredFont(forTextStyle: .title2)
        heading.textColor = .tertiaryLabel
        heading.sizeToFit()
        heading.center = CGPoint(x: 175, y: 60)
        pad.addSubview(heading)
        let parallax = UIMotionEffectGroup()
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -24
        x.maximumRelativeValue = 24
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = -12
        y.maximumRelativeValue = 12
        parallax.motionEffects = [x, y]
        heading.addMotionEffect(parallax)

        let colors: [UIColor] = [.systemIndigo, .systemOrange, .systemTeal]
        for (i, color) in colors.enumerated() {
            let block = UIView(frame: CGRect(x: 40 + CGFloat(i) * 100, y: 90 + CGFloat(i) * 30, width: 70, height: 50))
            block.backgroundColor = color
            block.layer.cornerRadius = 6
            block.transform = CGAffineTransform(rotationAngle: CGFloat(i - 1) * 0.25)
            pad.addSubview(block)
            blocks.append(block)
        }
        ball.frame = CGRect(x: 150, y: 20, width: 60, height: 60)
        ball.backgroundColor = .systemPink
        ball.layer.cornerRadius = 30
        pad.addSubview(ball)

        shake.setTitle("Shake", for: .normal)
        shake.frame = CGRect(x: 20, y: 456, width: 100, height: 44)
        shake.addAction(UIAction { [weak self] _ in self?.shakeBlocks() }, for: .primaryActionTriggered)
        root.addSubview(shake)

        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.addAction { [weak self] recognizer in self?.dragged(recognizer as! UIPanGestureRecognizer) }
        pad.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in self?.tapped(recognizer) }
        pad.addGestureRecognizer(tap)
        startDynamics()
    }

    private func startDynamics() {
        let animator = UIDynamicAnimator(referenceView: pad)
        animator.delegate = self
        let items: [any UIDynamicItem] = blocks + [ball]
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        let properties = UIDynamicItemBehavior(items: items)
        properties.elasticity = 0.3
        properties.friction = 0.4
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.7
        animator.addBehavior(UIGravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(bouncy)
        self.animator = animator
        self.collision = collision
    }

    private func shakeBlocks() {
        guard let animator else { return }
        if let push { animator.removeBehavior(push) }
        let push = UIPushBehavior(items: blocks, mode: .instantaneous)
        push.setAngle(-.pi / 2, magnitude: 0.6)
        for (i, block) in blocks.enumerated() {
            push.setTargetOffsetFromCenter(UIOffset(horizontal: CGFloat(i - 1) * 20, vertical: 0), for: block)
        }
        animator.addBehavior(push)
        self.push = push
        log.append("shake: pushed \(blocks.count) blocks up")
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let animator else { return }
        let location = pan.location(in: pad)
        switch pan.state {
        case .began:
            guard let block = blocks.last(where: { $0.frame.contains(location) }) else { return }
            let local = block.convert(location, from: pad)
            let offset = UIOffset(horizontal: local.x - block.bounds.midX, vertical: local.y - block.bounds.midY)
            let drag = UIAttachmentBehavior(item: block, offsetFromCenter: offset, attachedToAnchor: location)
            drag.frequency = 4
            drag.damping = 0.7
            animator.addBehavior(drag)
            self.drag = drag
            log.append("drag: block \(blocks.firstIndex(of: block) ?? -1) attached")
        case .changed:
            drag?.anchorPoint = location
        default:
            if let drag { animator.removeBehavior(drag) }
            drag = nil
        }
    }

    /// A tap snaps the ball to the finger; the next tap lets it fall again.
    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard let animator, recognizer.state == .ended else { return }
        if let snap {
            animator.removeBehavior(snap)
            self.snap = nil
            log.append("snap: ball released")
            return
        }
        let point = recognizer.location(in: pad)
        let snap = UISnapBehavior(item: ball, snapTo: point)
        snap.damping = 0.4
        animator.addBehavior(snap)
        self.snap = snap
        log.append("snap: ball to (\(Int(point.x)), \(Int(point.y)))")
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        let resting = blocks.map { "(\(Int($0.center.x.rounded())), \(Int($0.center.y.rounded())))" }.joined(separator: " ")
        log.append("animator paused after \(String(format: "%.2f", animator.elapsedTime)) s; blocks at \(resting)")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        guard p.y > pad.bounds.height - 2 else { return }
        if let block = item as? UIView, let index = blocks.firstIndex(of: block) {
            log.append("block \(index) landed")
        } else if item === ball {
            log.append("ball landed")
        }
    }

    func script(_ input: InputSimulator) {
        input.advance(by: 3)
        input.hover(at: CGPoint(x: 360, y: 120))
        input.advance(by: 0.2)
        let center = input.center(of: shake)
        input.tap(at: center)
        input.advance(by: 3)
        let block = blocks[0]
        let start = input.center(of: block)
        input.drag(from: start, to: CGPoint(x: start.x + 80, y: start.y - 150), duration: 0.5)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: pad.frame.midX, y: pad.frame.minY + 120))
        input.advance(by: 1.5)
        input.tap(at: CGPoint(x: pad.frame.midX, y: pad.frame.minY + 120))
        input.advance(by: 3)
    }
}
