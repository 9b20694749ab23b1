/// Far-away geometry (`CGRect.infinite`, huge rectangles used as the outside of an even-odd
/// clip) kept usable: CoreGraphics fills and clips such paths as if they reached past every
/// edge of the context.
extension PathElement {
    /// The element with coordinates that overflowed to ±infinity (finite geometry through a
    /// scaling transform) brought back to ±`greatestFiniteMagnitude`; NaN stays NaN.
    func saturatingOverflow() -> PathElement {
        map { CGPoint(x: Self.saturate($0.x), y: Self.saturate($0.y)) }
    }

    /// The element with every coordinate limited to ±`limit`. Cairo stores coordinates as 24.8
    /// fixed point, so values past about ±8 million wrap around; a point clamped this far
    /// outside any surface draws the same edges inside it.
    func clamped(to limit: CGFloat) -> PathElement {
        map { CGPoint(x: min(max($0.x, -limit), limit), y: min(max($0.y, -limit), limit)) }
    }

    private func map(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): return .move(transform(p))
        case .line(let p): return .line(transform(p))
        case .quad(let c, let p): return .quad(transform(c), transform(p))
        case .cubic(let c1, let c2, let p): return .cubic(transform(c1), transform(c2), transform(p))
        case .close: return .close
        }
    }

    private static func saturate(_ value: CGFloat) -> CGFloat {
        value == .infinity ? .greatestFiniteMagnitude : value == -.infinity ? -.greatestFiniteMagnitude : value
    }
}
