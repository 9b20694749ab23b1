/// Which points are inside a path when it is filled or used as a clip (CoreGraphics).
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding number.
    case winding = 0
    case evenOdd = 1
}
