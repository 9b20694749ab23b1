@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Accelerates its items in one direction (UIKit).
///
/// UIKit: a magnitude of 1.0 is an acceleration of 1000 points/s²; the default direction is
/// (0, 1), straight down, and it acts on every item alike whatever its density (an
/// acceleration, not a force).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit: 1.0 of gravity is 1000 points/s².
    static let pointsPerSecondSquared: CGFloat = 1000

    private var itemList: [any UIDynamicItem]

    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
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

    /// The direction and strength (the vector's length is the magnitude).
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            let finite = gravityDirection.finiteOrZero(for: "UIGravityBehavior: gravityDirection")
            if finite != gravityDirection { gravityDirection = finite }
            behaviorDidChange()
        }
    }

    /// The direction's angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { gravityDirection.directionAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 1.0 is 1000 points/s².
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }
}
