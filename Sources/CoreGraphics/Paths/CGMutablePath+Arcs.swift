extension CGMutablePath {
    /// An arc of a circle from `startAngle` to `endAngle` (radians from the positive x-axis).
    ///
    /// CoreGraphics: `clockwise` is about a y-up space, so `clockwise: false` sweeps toward
    /// increasing angles (which looks clockwise on a y-down UIKit screen). If the path has a
    /// current point, a line joins it to the arc's start; otherwise the arc starts a subpath.
    /// The sweep is less than a full turn unless the angles differ by at least 2π, in which case
    /// it is exactly one full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard Self.valid(center.x, center.y, radius, startAngle, endAngle, transform: transform,
                         operation: "addArc(center:radius:startAngle:endAngle:clockwise:)") else { return }
        let fullTurn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if abs(sweep) >= fullTurn {
            sweep = clockwise ? -fullTurn : fullTurn
        } else if clockwise, sweep > 0 {
            sweep -= fullTurn
        } else if !clockwise, sweep < 0 {
            sweep += fullTurn
        }
        appendArc(center: center, radiusX: abs(radius), radiusY: abs(radius),
                  startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle`: positive deltas sweep toward increasing
    /// angles. Sweeps beyond one full turn are clamped to one turn.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard Self.valid(center.x, center.y, radius, startAngle, delta, transform: transform,
                         operation: "addRelativeArc(center:radius:startAngle:delta:)") else { return }
        let sweep = max(-2 * CGFloat.pi, min(2 * CGFloat.pi, delta))
        appendArc(center: center, radiusX: abs(radius), radiusY: abs(radius),
                  startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point.
    ///
    /// CoreGraphics: the path must have a current point (otherwise the call is ignored, with a
    /// log line). When the points are collinear or the radius is zero, a line to `tangent1End`
    /// is added instead.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard Self.valid(tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius, transform: transform,
                         operation: "addArc(tangent1End:tangent2End:radius:)") else { return }
        guard let currentInPathSpace = current else {
            FrameworkLog.log("CGMutablePath.addArc(tangent1End:tangent2End:radius:) with no current point; ignored")
            return
        }
        guard transform.isInvertible else {
            FrameworkLog.log("CGMutablePath.addArc(tangent1End:tangent2End:radius:): singular transform; ignored")
            return
        }
        // Work in the caller's space (before `transform`), where the circle is round.
        let p0 = currentInPathSpace.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let len1 = hypot(v1.dx, v1.dy), len2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, len1 > 0, len2 > 0, abs(cross) > 1e-12 * len1 * len2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGVector(dx: v1.dx / len1, dy: v1.dy / len1)
        let u2 = CGVector(dx: v2.dx / len2, dy: v2.dy / len2)
        // Half the angle between the two tangent directions at p1.
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosine) / 2
        let tangentDistance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.dx * tangentDistance, y: p1.y + u2.dy * tangentDistance)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.dx / bisectorLength * centerDistance,
                             y: p1.y + bisector.dy / bisectorLength * centerDistance)
        guard center.isFinite, t1.isFinite, t2.isFinite else {
            FrameworkLog.log("CGMutablePath.addArc(tangent1End:tangent2End:radius:): geometry out of range; ignored")
            return
        }
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        // The arc is always the short way round (less than a half turn).
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radiusX: radius, radiusY: radius, startAngle: a1, sweep: sweep, transform: transform)
    }

    /// A closed ellipse inscribed in `rect`: four cubic curves starting at (maxX, midY) and
    /// sweeping toward increasing angles.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard Self.valid(rect.origin.x, rect.origin.y, rect.width, rect.height,
                         transform: transform, operation: "addEllipse(in:)") else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        append(.move(CGPoint(x: r.maxX, y: r.midY).applying(transform)))
        appendArcSegments(center: center, radiusX: r.width / 2, radiusY: r.height / 2,
                          startAngle: 0, sweep: 2 * .pi, transform: transform)
        append(.close)
    }

    /// A closed rounded rectangle; each corner is a quarter ellipse of the given radii. With a
    /// zero corner size this is `addRect`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard Self.valid(rect.origin.x, rect.origin.y, rect.width, rect.height, cornerWidth, cornerHeight,
                         transform: transform, operation: "addRoundedRect(in:cornerWidth:cornerHeight:)") else { return }
        let r = rect.standardized
        let cw = max(0, min(cornerWidth, r.width / 2))
        let ch = max(0, min(cornerHeight, r.height / 2))
        if cw != cornerWidth || ch != cornerHeight {
            // Differs from CoreGraphics, which asserts on out-of-range corner sizes.
            FrameworkLog.log("CGMutablePath.addRoundedRect: corner size \(cornerWidth) × \(cornerHeight) "
                + "does not fit \(r.size); clamped to \(cw) × \(ch)")
        }
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let half = CGFloat.pi / 2
        append(.move(CGPoint(x: r.minX + cw, y: r.minY).applying(transform)))
        lineIfMoved(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        appendArcSegments(center: CGPoint(x: r.maxX - cw, y: r.minY + ch), radiusX: cw, radiusY: ch,
                          startAngle: -half, sweep: half, transform: transform)
        lineIfMoved(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        appendArcSegments(center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), radiusX: cw, radiusY: ch,
                          startAngle: 0, sweep: half, transform: transform)
        lineIfMoved(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        appendArcSegments(center: CGPoint(x: r.minX + cw, y: r.maxY - ch), radiusX: cw, radiusY: ch,
                          startAngle: half, sweep: half, transform: transform)
        lineIfMoved(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        appendArcSegments(center: CGPoint(x: r.minX + cw, y: r.minY + ch), radiusX: cw, radiusY: ch,
                          startAngle: 2 * half, sweep: half, transform: transform)
        append(.close)
    }

    // MARK: - Arc construction

    /// Joins the current point (or starts a subpath) at the arc's start, then adds the arc.
    func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                   transform: CGAffineTransform) {
        let (sine, cosine) = CGAffineTransform.sincos(startAngle)
        let start = CGPoint(x: center.x + radiusX * cosine, y: center.y + radiusY * sine).applying(transform)
        if current == nil {
            append(.move(start))
        } else if current != start {
            append(.line(start))
        }
        appendArcSegments(center: center, radiusX: radiusX, radiusY: radiusY,
                          startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Cubic curves for an elliptical arc, at most a quarter turn each. The standard control
    /// distance for a segment of angle θ is 4/3 · tan(θ/4) times the radius.
    func appendArcSegments(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, startAngle: CGFloat,
                           sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0, sweep.isFinite, startAngle.isFinite, radiusX.isFinite, radiusY.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            // Exact values at quarter turns keep ellipses and rounded corners on their rectangle.
            let (s0, c0) = CGAffineTransform.sincos(angle)
            let (s1, c1) = CGAffineTransform.sincos(next)
            let p0 = CGPoint(x: center.x + radiusX * c0, y: center.y + radiusY * s0)
            let p1 = CGPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1)
            let control1 = CGPoint(x: p0.x - k * radiusX * s0, y: p0.y + k * radiusY * c0)
            let control2 = CGPoint(x: p1.x + k * radiusX * s1, y: p1.y - k * radiusY * c1)
            append(PathElement.cubic(control1, control2, p1).applying(transform))
            angle = next
        }
    }

    private func lineIfMoved(to point: CGPoint, transform: CGAffineTransform) {
        let p = point.applying(transform)
        if p != current { append(.line(p)) }
    }
}
