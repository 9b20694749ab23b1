/// One element of a path as `CGPath.applyWithBlock(_:)` reports it (CoreGraphics).
///
/// CoreGraphics: `points` holds 1 point for move/line, 2 for a quadratic curve (control, end),
/// 3 for a cubic curve (control 1, control 2, end) and none for close. The storage is only valid
/// during the callback.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
