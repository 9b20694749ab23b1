/// A shape drawn next to the pointer, such as an arrow showing a direction (UIKit, iOS 15).
///
/// OpenUIKit: recorded on the style; the desktop's pointer draws no accessories.
@preconcurrency @MainActor
open class UIPointerAccessory: NSObject, @preconcurrency NSCopying {
    /// Where an accessory sits around the pointer: `offset` points from its edge, at `angle`
    /// radians clockwise from the top.
    public struct Position: Equatable, Sendable {
        public var offset: CGFloat
        public var angle: CGFloat

        public init(offset: CGFloat, angle: CGFloat) {
            self.offset = offset
            self.angle = angle
        }

        /// UIKit's standard positions sit 8 points out, every 45 degrees from the top.
        static let standardOffset: CGFloat = 8
        public static let top = Position(offset: standardOffset, angle: 0)
        public static let topRight = Position(offset: standardOffset, angle: .pi / 4)
        public static let right = Position(offset: standardOffset, angle: .pi / 2)
        public static let bottomRight = Position(offset: standardOffset, angle: 3 * .pi / 4)
        public static let bottom = Position(offset: standardOffset, angle: .pi)
        public static let bottomLeft = Position(offset: standardOffset, angle: 5 * .pi / 4)
        public static let left = Position(offset: standardOffset, angle: 3 * .pi / 2)
        public static let topLeft = Position(offset: standardOffset, angle: 7 * .pi / 4)
    }

    /// The accessory's shape.
    open private(set) var shape: UIPointerShape
    /// Where it sits around the pointer.
    open private(set) var position: Position
    /// Whether the accessory turns to match its position's angle (default false).
    open var isOrientationMatchingAngle = false

    public init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
        super.init()
    }

    /// An arrow pointing away from the pointer at `position`.
    public static func arrow(_ position: Position) -> UIPointerAccessory {
        let accessory = UIPointerAccessory(.path(arrowPath()), position: position)
        accessory.isOrientationMatchingAngle = true
        return accessory
    }

    /// A small triangle pointing up (turned to the position's angle).
    private static func arrowPath() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: -3))
        path.addLine(to: CGPoint(x: 4, y: 3))
        path.addLine(to: CGPoint(x: -4, y: 3))
        path.close()
        return path
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPointerAccessory(shape, position: position)
        copy.isOrientationMatchingAngle = isOrientationMatchingAngle
        return copy
    }
}
