@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore
import Foundation

/// Runs physics-based animation of its behaviors' items in a reference view's coordinates
/// (UIKit).
///
/// The animator runs on the framework clock (a display link; `ManualClock` in tests): at each
/// frame it advances its simulation to the frame's time in fixed steps (`DynamicsWorld`),
/// writes each item's `center` and `transform`, then calls the behaviors' `action` blocks.
/// UIKit: it resumes when a behavior is added or changed and pauses once every item has come
/// to rest, telling its delegate both times.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    private weak var referenceViewStorage: UIView?
    private var behaviorList: [UIDynamicBehavior] = []
    let world: DynamicsWorld
    private var needsRebuild = false
    private var link: CADisplayLink?
    private var running = false
    /// Steps taken in all, and when (clock time, steps) the current run started.
    private var stepCount = 0
    private var runStartTime: CFTimeInterval = 0
    private var runStartSteps = 0
    /// The longest stretch one frame simulates (a frame after a long stall skips the rest).
    static let maximumFrameTime = 0.25

    /// Items' positions are in `view`'s bounds coordinates; a collision behavior's
    /// `translatesReferenceBoundsIntoBoundary` uses its bounds.
    public init(referenceView view: UIView) {
        referenceViewStorage = view
        world = DynamicsWorld()
        super.init()
    }

    /// An animator for a collection view layout's attributes (`UICollectionViewLayoutAttributes`
    /// are dynamic items): positions are in the content's coordinates, the reference bounds
    /// are the layout's `collectionViewContentSize`, and the layout is invalidated after every
    /// frame that moved an item, so it can answer with `layoutAttributesForCell(at:)` and
    /// `items(in:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        world = DynamicsWorld()
        super.init()
    }

    private weak var layoutStorage: UICollectionViewLayout?

    /// The reference view, or for a layout's animator its collection view.
    open var referenceView: UIView? { referenceViewStorage ?? layoutStorage?.collectionView }

    /// The attributes of the cell at `indexPath` among the animator's items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(where match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        rebuildIfNeeded()
        for body in world.bodies {
            if let attributes = body.item as? UICollectionViewLayoutAttributes, match(attributes) { return attributes }
        }
        return nil
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parentBehavior == nil else {
            FrameworkLog.log("UIDynamicAnimator.addBehavior(_:): \(type(of: behavior)) is the child of another behavior; ignored")
            return
        }
        guard !behaviorList.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self { other.removeBehavior(behavior) }
        behaviorList.append(behavior)
        behavior.moveTree(to: self)
        behaviorsDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviorList.firstIndex(where: { $0 === behavior }) else { return }
        behaviorList.remove(at: index)
        behavior.moveTree(to: nil)
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        let old = behaviorList
        behaviorList.removeAll()
        for behavior in old { behavior.moveTree(to: nil) }
        behaviorsDidChange()
    }

    open var behaviors: [UIDynamicBehavior] { behaviorList }

    /// The items whose collision outline meets `rect` (reference-view coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        rebuildIfNeeded()
        return world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Takes the item's `center`, `bounds` and `transform` as they are now (after you changed
    /// them yourself); the animator otherwise keeps its own state and overwrites them.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        rebuildIfNeeded()
        world.reread(item)
        wake()
    }

    /// Whether the animator is moving items (false once they have come to rest).
    open var isRunning: Bool { running }

    /// The simulated time since the animator first ran (seconds; paused time not counted).
    open var elapsedTime: TimeInterval { Double(stepCount) * DynamicsWorld.step }

    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    // MARK: Running

    func body(for item: any UIDynamicItem) -> DynamicsBody? {
        rebuildIfNeeded()
        return world.body(for: item)
    }

    /// A behavior or its items changed: take them again and run.
    func behaviorsDidChange() {
        needsRebuild = true
        wake()
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        var flat: [UIDynamicBehavior] = []
        for behavior in behaviorList { behavior.appendTree(to: &flat) }
        world.rebuild(with: flat)
    }

    /// Resumes the simulation (telling the delegate) unless it is running or has nothing to move.
    func wake() {
        for body in world.bodies { body.restTime = 0 }
        guard !running else { return }
        rebuildIfNeeded()
        guard !world.bodies.isEmpty else { return }
        running = true
        delegate?.dynamicAnimatorWillResume(self)
        guard running else { return }
        runStartTime = CACurrentMediaTime()
        runStartSteps = stepCount
        let rate = referenceView?.window?.screen.maximumFramesPerSecond ?? UIScreen.main.maximumFramesPerSecond
        let link = CADisplayLink(refreshRate: rate) { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            self.frame(at: link.timestamp)
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func pause() {
        guard running else { return }
        running = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: simulate up to `time`, move the items, run the actions.
    private func frame(at time: CFTimeInterval) {
        guard running else { return }
        rebuildIfNeeded()
        if let layout = layoutStorage {
            world.referenceBounds = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        } else if let view = referenceView {
            world.referenceBounds = view.bounds
        }
        var target = runStartSteps + Int(((time - runStartTime) / DynamicsWorld.step + 1e-6).rounded(.down))
        let limit = stepCount + Int(Self.maximumFrameTime / DynamicsWorld.step)
        if target > limit {
            // A stall: simulate no more than the limit and carry on from now.
            target = limit
            runStartTime = time
            runStartSteps = limit
        }
        var events: [() -> Void] = []
        while stepCount < target {
            rebuildIfNeeded()
            events += world.step()
            stepCount += 1
        }
        if writeItems() { layoutStorage?.invalidateLayout() }
        for event in events { event() }
        var flat: [UIDynamicBehavior] = []
        for behavior in behaviorList { behavior.appendTree(to: &flat) }
        for behavior in flat { behavior.action?() }
        if running, !needsRebuild, world.isAtRest { pause() }
    }

    /// Writes the bodies' positions and angles to their items; whether any changed.
    @discardableResult
    private func writeItems() -> Bool {
        var moved = false
        for body in world.bodies where body.inverseMass > 0 || body.inverseInertia > 0 {
            let center = body.position.point
            let item = body.item
            if item.center != center {
                item.center = center
                moved = true
            }
            if body.angle != body.writtenAngle {
                item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle))
                body.writtenAngle = body.angle
                moved = true
            }
        }
        return moved
    }
}
