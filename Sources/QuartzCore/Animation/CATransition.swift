@_spi(Rendering) import CoreGraphics
import Foundation

/// How a `CATransition` moves between a layer's old and new appearance.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The old appearance fades out over the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old one, which stays put.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides out, uncovering the new one, which stays put.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a `CATransition`'s motion starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation uses for a layer's transition (`"transition"`): UIKit code adds
/// transitions with `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// An animation of a whole layer between how it looked when the transition was added and
/// how it looks after the changes made around it (Core Animation). Add it to the layer whose
/// content changes (a label whose text changes, a container whose subviews are swapped).
///
/// Core Animation: the default type is `.fade`, `subtype` is nil (motion from the left for
/// the moving types), linear pacing when `timingFunction` is nil, the progress runs from
/// `startProgress` to `endProgress` (0 and 1). Differs from Core Animation: the old
/// appearance is what the layer tree shows when the transition is added (layers not yet
/// redrawn show their old drawing; geometry and hierarchy changes made before adding it
/// are already new), drawn as one image beside the layer, in its superlayer; a layer without
/// a superlayer or without a size transitions in time only (its delegate hears of it, nothing
/// moves); `filter` (Core Image) is kept and not applied.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    open var filter: Any?

    /// The old appearance while the transition runs (on the copy added to a layer).
    var snapshot: CALayer?
    /// The size the motion covers: the layer's bounds when the transition was added.
    var travel = CGSize.zero

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CATransition else { return }
        other.type = type
        other.subtype = subtype
        other.startProgress = startProgress
        other.endProgress = endProgress
        other.filter = filter
    }

    /// The transition's progress at a cycle fraction: paced by the timing function, between
    /// the start and end progress.
    func progress(atFraction fraction: Double) -> CGFloat {
        let start = CGFloat(min(max(startProgress, 0), 1)), end = CGFloat(min(max(endProgress, 0), 1))
        return start + (end - start) * CGFloat(eased(fraction))
    }

    /// The unit vector from the layer's place to the side the motion starts from. Ours, taken
    /// from the names in UIKit's y-down space (`.fromTop`: the new content enters at the top
    /// edge); Apple documents no sign convention for the vertical subtypes.
    var direction: CGVector {
        switch subtype {
        case .some(.fromRight): return CGVector(dx: 1, dy: 0)
        case .some(.fromTop): return CGVector(dx: 0, dy: -1)
        case .some(.fromBottom): return CGVector(dx: 0, dy: 1)
        default: return CGVector(dx: -1, dy: 0)
        }
    }

    /// The new appearance (the layer itself) is offset while moving or pushing in.
    override func apply(at parentTime: CFTimeInterval, to state: inout PresentationState) {
        guard type == .push || type == .moveIn, let fraction = effectiveFraction(at: parentTime),
              let position = state.value(at: "position") as? CGPoint else { return }
        let remaining = 1 - progress(atFraction: fraction)
        state.set(CGPoint(x: position.x + direction.dx * travel.width * remaining,
                          y: position.y + direction.dy * travel.height * remaining), at: "position")
    }

    /// Where the old appearance is, relative to the layer's place, and how opaque, at a
    /// cycle fraction.
    func snapshotPlacement(atFraction fraction: Double) -> (offset: CGPoint, opacity: CGFloat) {
        let p = progress(atFraction: fraction)
        let away = CGPoint(x: -direction.dx * travel.width, y: -direction.dy * travel.height)
        switch type {
        case .push, .reveal: return (CGPoint(x: away.x * p, y: away.y * p), 1)
        case .moveIn: return (.zero, 1)
        default: return (.zero, 1 - p)
        }
    }

    /// Called on the copy being added to `layer`: draws the layer's appearance now into a
    /// layer in its superlayer, which the transition moves or fades until it ends.
    func begin(on layer: CALayer) {
        let bounds = layer._bounds
        travel = bounds.size
        guard let superlayer = layer.superlayer, bounds.width > 0, bounds.height > 0,
              let context = CGContext(size: bounds.size, scale: max(layer.contentsScale, 1)) else { return }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        // The tree as drawn so far: no display pass, so content not yet redrawn is the old.
        LayerTreeRenderer().drawRoot(layer, in: context)
        let image = CALayer()
        image.name = "CATransitionSnapshot"
        image.contents = context.makeImage()
        image.contentsScale = layer.contentsScale
        image.bounds = CGRect(origin: .zero, size: bounds.size)
        image.position = layer.position
        image.anchorPoint = layer.anchorPoint
        image.transform = layer.transform
        image.zPosition = layer.zPosition
        // The new appearance slides over the old one when moving in; otherwise the old is on top.
        if type == .moveIn {
            superlayer.insertSublayer(image, below: layer)
        } else {
            superlayer.insertSublayer(image, above: layer)
        }
        let follower = TransitionSnapshotAnimation(transition: self)
        image.add(follower, forKey: "CATransitionSnapshot")
        snapshot = image
    }

    /// The transition stopped (finished or removed): the old appearance goes.
    override func didStop() {
        snapshot?.removeFromSuperlayer()
        snapshot = nil
    }
}

/// Moves and fades a transition's old appearance in step with the transition.
final class TransitionSnapshotAnimation: CAAnimation {
    private(set) weak var transition: CATransition?

    init(transition: CATransition) {
        self.transition = transition
        super.init()
        beginTime = transition.beginTime
        duration = transition.duration
        speed = transition.speed
        timeOffset = transition.timeOffset
        repeatCount = transition.repeatCount
        repeatDuration = transition.repeatDuration
        autoreverses = transition.autoreverses
        timingFunction = transition.timingFunction
        fillMode = .both
        isRemovedOnCompletion = false
    }

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init()
    }

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        (other as? TransitionSnapshotAnimation)?.transition = transition
    }

    override func apply(at parentTime: CFTimeInterval, to state: inout PresentationState) {
        guard let transition, let fraction = effectiveFraction(at: parentTime),
              let position = state.value(at: "position") as? CGPoint else { return }
        let placement = transition.snapshotPlacement(atFraction: fraction)
        state.set(CGPoint(x: position.x + placement.offset.x, y: position.y + placement.offset.y), at: "position")
        state.set(Float(placement.opacity), at: "opacity")
    }
}
