/// A graphics path that can grow (CoreGraphics).
///
/// Every `add` method takes an optional `transform` that is applied to the new geometry before
/// it is stored. Geometry containing NaN or infinity is skipped with a log line (CoreGraphics
/// would store it and draw garbage).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    // MARK: - Element storage

    /// Appends one element in path space, keeping the current point and subpath start.
    /// Points that overflowed to infinity through a transform (`CGRect.infinite` scaled) are
    /// kept at the largest finite value; elements with NaN are dropped with a log line.
    func append(_ element: PathElement) {
        let element = element.saturatingOverflow()
        guard element.points.allSatisfy(\.isFinite) else {
            FrameworkLog.log("CGMutablePath: \(element.type) with non-finite points; ignored")
            return
        }
        switch element {
        case .move(let p):
            elements.append(element)
            subpathStart = p
            current = p
        case .close:
            guard current != nil else { return }
            elements.append(.close)
            current = subpathStart
        default:
            guard current != nil else {
                FrameworkLog.log("CGMutablePath: \(element.type) with no current point; ignored")
                return
            }
            // CoreGraphics: drawing on after a close starts a new subpath at the closed
            // subpath's start; store that move explicitly so the path replays the same anywhere.
            if case .close = elements.last, let start = subpathStart {
                elements.append(.move(start))
            }
            elements.append(element)
            current = element.endPoint
        }
    }

    /// Validates the points and transform, then appends the transformed element.
    func append(_ element: PathElement, transform: CGAffineTransform, operation: StaticString) {
        guard transform.isFinite, element.points.allSatisfy(\.isFinite) else {
            FrameworkLog.log("CGMutablePath.\(operation): non-finite geometry; ignored")
            return
        }
        append(transform == .identity ? element : element.applying(transform))
    }

    static func valid(_ values: CGFloat..., transform: CGAffineTransform, operation: StaticString) -> Bool {
        guard transform.isFinite, values.allSatisfy(\.isFinite) else {
            FrameworkLog.log("CGMutablePath.\(operation): non-finite geometry; ignored")
            return false
        }
        return true
    }

    // MARK: - Lines and curves

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point), transform: transform, operation: "move(to:)")
    }

    /// A straight line from the current point. CoreGraphics requires a current point; without
    /// one the call is ignored (with a log line).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point), transform: transform, operation: "addLine(to:)")
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quad(control, end), transform: transform, operation: "addQuadCurve(to:control:)")
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        append(.cubic(control1, control2, end), transform: transform, operation: "addCurve(to:control1:control2:)")
    }

    /// Closes the current subpath with a line back to its start; the start becomes the current
    /// point.
    public func closeSubpath() {
        append(.close)
    }

    // MARK: - Shapes

    /// A closed subpath: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY),
    /// close (CoreGraphics' order).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard Self.valid(rect.origin.x, rect.origin.y, rect.width, rect.height,
                         transform: transform, operation: "addRect(_:)") else { return }
        let r = rect.standardized
        for element: PathElement in [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
                                     .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY))] {
            append(element.applying(transform))
        }
        append(.close)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard transform.isFinite else {
            FrameworkLog.log("CGMutablePath.addPath(_:): non-finite transform; ignored")
            return
        }
        for element in path.elements { append(element.applying(transform)) }
    }
}
