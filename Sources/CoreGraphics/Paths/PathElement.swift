/// One stored element of a `CGPath`. Paths are plain Swift arrays of these, so that they can be
/// compared, transformed, measured and replayed into any Cairo context.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// Control point, end point.
    case quad(CGPoint, CGPoint)
    /// Control point 1, control point 2, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The end point, or nil for `close`.
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }
}
