import Foundation

/// A field of force over a region that acts on its items (UIKit): gravity towards a point or
/// along a direction, drag, vortex, velocity, spring, electric, magnetic, noise, turbulence,
/// or your own evaluation block.
///
/// Units are ours (UIKit documents none for fields): the gravity fields and the vortex
/// accelerate at `strength` × 1000 points/s² (as `UIGravityBehavior`'s magnitude); the drag
/// field slows items by `strength` × their velocity per second; a spring field of strength 1
/// swings an item about `position` once a second; the velocity field moves items at
/// `direction` × `strength` points/s; electric and magnetic fields push charged items
/// (`UIDynamicItemBehavior.charge`) with the push behavior's force unit (100 = a 100 × 100
/// item of density 1 accelerating at 100 points/s² per unit of charge). `falloff` divides the
/// effect by the distance from `position` (at least `minimumRadius`, and 1 point) to that
/// power; 0 by default.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case linearGravity, radialGravity, drag, vortex, velocity, spring, electric, magnetic, noise, turbulence
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    private var itemList: [any UIDynamicItem] = []

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard !itemList.contains(where: { $0 === item }) else { return }
        itemList.append(item)
        behaviorDidChange()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.removeAll { $0 === item }
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { itemList }

    override var engineItems: [any UIDynamicItem] { itemList }

    /// The field's origin (reference-view coordinates); the region is around it.
    open var position: CGPoint = .zero { didSet { behaviorDidChange() } }
    /// Where the field acts, relative to `position`; everywhere by default.
    open var region: UIRegion = .infinite { didSet { behaviorDidChange() } }
    open var strength: CGFloat = 1 { didSet { if !strength.isFinite { strength = 0 }; behaviorDidChange() } }
    open var falloff: CGFloat = 0 { didSet { if !falloff.isFinite { falloff = 0 }; behaviorDidChange() } }
    open var minimumRadius: CGFloat = 0 { didSet { if !minimumRadius.isFinite || minimumRadius < 0 { minimumRadius = 0 }; behaviorDidChange() } }
    /// For the linear gravity and velocity fields.
    open var direction: CGVector = .zero { didSet { behaviorDidChange() } }

    /// For the noise and turbulence fields: 0 the most random (small swirls), 1 the least
    /// (broad, gentle ones). Ours: the noise's lattice is 10 × 32^smoothness points apart
    /// (10 to 320).
    open var smoothness: CGFloat = 0 {
        didSet {
            let clamped = smoothness.isFinite ? min(max(smoothness, 0), 1) : 0
            if clamped != smoothness { smoothness = clamped }
            behaviorDidChange()
        }
    }

    /// For the noise and turbulence fields, how fast the field changes: the noise moves one
    /// lattice step through time per second at 1 (0: a field that does not change).
    /// UIKit: always 0 for the other fields.
    open var animationSpeed: CGFloat {
        get { isNoise ? animationSpeedStorage : 0 }
        set {
            guard isNoise else { return }
            animationSpeedStorage = newValue.isFinite ? newValue : 0
            behaviorDidChange()
        }
    }

    private var animationSpeedStorage: CGFloat = 0

    private var isNoise: Bool {
        switch kind {
        case .noise, .turbulence: return true
        default: return false
        }
    }

    /// The noise's lattice spacing in points.
    var noiseSpacing: Double { 10 * pow(32, Double(smoothness)) }

    private static func typed<T>(_ field: UIFieldBehavior, _ type: T.Type) -> T {
        guard let typed = field as? T else {
            preconditionFailure("UIFieldBehavior: OpenUIKit makes fields as UIFieldBehavior; call the class methods on "
                + "UIFieldBehavior, not on a subclass")
        }
        return typed
    }

    /// Slows items in proportion to their velocity.
    open class func dragField() -> Self { typed(UIFieldBehavior(kind: .drag), self) }

    /// Turns items around `position` (clockwise on screen for a positive strength).
    open class func vortexField() -> Self { typed(UIFieldBehavior(kind: .vortex), self) }

    /// Pulls items towards `position`.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = typed(UIFieldBehavior(kind: .radialGravity), self)
        field.position = position
        return field
    }

    /// Accelerates items along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = typed(UIFieldBehavior(kind: .linearGravity), self)
        field.direction = direction
        return field
    }

    /// Gives items the velocity `direction` × `strength`.
    open class func velocityField(direction: CGVector) -> Self {
        let field = typed(UIFieldBehavior(kind: .velocity), self)
        field.direction = direction
        return field
    }

    /// Pushes items about at random, smoothly over space and time (ours: the acceleration's
    /// components are `strength` × 1000 points/s² × a noise within about ±1), on top of the
    /// other forces; the same for every run.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = typed(UIFieldBehavior(kind: .noise), self)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Like the noise field, but only moving items feel it: UIKit: its strength is
    /// proportional to the item's velocity (ours: `strength` × speed × the noise, in
    /// points/s², as the drag field's unit).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = typed(UIFieldBehavior(kind: .turbulence), self)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pulls items back to `position` like a spring (harder the farther).
    open class func springField() -> Self { typed(UIFieldBehavior(kind: .spring), self) }

    /// Pushes charged items away from `position` (attracts opposite charges for a negative
    /// strength).
    open class func electricField() -> Self { typed(UIFieldBehavior(kind: .electric), self) }

    /// Bends moving charged items sideways (the Lorentz force of a field out of the screen).
    open class func magneticField() -> Self { typed(UIFieldBehavior(kind: .magnetic), self) }

    /// A field of your own: the block gets the field, an item's position (reference
    /// coordinates), velocity, mass and charge and the time step, and returns the force.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat,
                                                            TimeInterval) -> CGVector) -> Self {
        typed(UIFieldBehavior(kind: .custom(block)), self)
    }

    /// The effect's scale at `distance` from `position`.
    func falloffScale(at distance: Double) -> Double {
        guard falloff != 0 else { return 1 }
        return pow(max(distance, Double(minimumRadius), 1), -Double(falloff))
    }
}
