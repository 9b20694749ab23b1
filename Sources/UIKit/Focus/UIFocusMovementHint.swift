/// How far the user has moved toward leaving the focused item (UIKit). On a Siri Remote it
/// grows as a finger slides; with a keyboard an arrow key is a whole step in its heading,
/// given to the focused item just before focus moves.
@preconcurrency @MainActor
open class UIFocusMovementHint: NSObject, @preconcurrency NSCopying {
    let directionStorage: CGVector

    init(direction: CGVector) {
        directionStorage = direction
        super.init()
    }

    /// The direction toward the next item: each component in -1...1 (x right, y down).
    open var movementDirection: CGVector { directionStorage }
    /// A perspective the item may apply (identity: a keyboard step does not tilt items).
    open var perspectiveTransform: CATransform3D { CATransform3DIdentity }
    /// The rotation to apply to the item, in radians around x and y (OpenUIKit's metric:
    /// 5 degrees for a whole step).
    open var rotation: CGVector { CGVector(dx: directionStorage.dy * .pi / 36, dy: -directionStorage.dx * .pi / 36) }
    /// The suggested offset of the item toward the movement, in points (OpenUIKit's metric:
    /// 4 points for a whole step).
    open var translation: CGVector { CGVector(dx: directionStorage.dx * 4, dy: directionStorage.dy * 4) }
    /// The combined transform (translation only for a keyboard step).
    open var interactionTransform: CATransform3D {
        CATransform3DMakeTranslation(translation.dx, translation.dy, 0)
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIFocusMovementHint(direction: directionStorage) }
}
