/// An immutable graphics path (CoreGraphics): a sequence of move, line, curve and close
/// elements, stored as Swift values so that paths can be compared and replayed into any context.
///
/// `CGMutablePath` is the subclass that can grow. Paths are values once built: share them
/// freely across threads, but do not mutate a `CGMutablePath` while another thread reads it
/// (the same rule as on Apple platforms).
public class CGPath: Hashable, @unchecked Sendable {
    var elements: [PathElement]
    /// Start of the current subpath (where `close` returns to), nil when there is none.
    var subpathStart: CGPoint?
    /// The current point, nil for an empty path.
    var current: CGPoint?

    init(elements: [PathElement]) {
        self.elements = elements
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p
                current = p
            case .close:
                current = subpathStart
            default:
                current = element.endPoint
            }
        }
    }

    /// A closed rectangle subpath, starting at the origin corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse subpath inscribed in `rect`, made of four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded-rectangle subpath. Each corner is a quarter ellipse with the given radii.
    ///
    /// Differs from CoreGraphics: Apple asserts when a corner size is negative or more than half
    /// the rectangle's side; OpenUIKit clamps it into range and logs.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element, or the subpath start after a close;
    /// `.zero` for an empty path (as CoreGraphics returns).
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for element in elements {
            for point in element.points { box.add(point) }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path itself (curves measured at their extremes,
    /// control points excluded); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p); last = p; start = p
            case .line(let p):
                box.add(p); last = p
            case .quad(let c, let p):
                box.add(p)
                for t in BezierMath.quadExtrema(last, c, p) { box.add(BezierMath.quadPoint(last, c, p, t)) }
                last = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in BezierMath.cubicExtrema(last, c1, c2, p) { box.add(BezierMath.cubicPoint(last, c1, c2, p, t)) }
                last = p
            case .close:
                last = start
            }
        }
        return box.rect
    }

    /// Whether the path is a single axis-aligned rectangle; if so and `rect` is not nil, stores it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        // Either edge order: horizontal first or vertical first.
        let alignedA = points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let alignedB = points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard alignedA || alignedB else { return false }
        rect?.pointee = CGRect(x: points[0].x, y: points[0].y,
                               width: points[2].x - points[0].x, height: points[2].y - points[0].y).standardized
        return true
    }

    /// CoreGraphics: two paths are equal when they have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension CGPath: CustomStringConvertible {
    public var description: String {
        "<CGPath \(elements.count) elements, bounding box \(boundingBox)>"
    }
}
