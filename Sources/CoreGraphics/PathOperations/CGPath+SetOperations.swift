// Core Graphics (iOS 16): the set operations treat each path as the area it fills under `rule`
// (every subpath closed, as when filling). Their results are closed subpaths without
// self-overlaps, so they fill the same area under either rule.
//
// Differs from Core Graphics: curves are flattened first (see `PathFlattener`: to within 0.01,
// or a thousandth of a path smaller than 10 points), so results are polygons where Apple's keep
// curve segments. Subpaths with NaN, infinite or huge (beyond ±1e15) coordinates are left out.
extension CGPath {
    /// The area filled by either path.
    ///
    /// - Parameters:
    ///   - other: The other operand.
    ///   - rule: The fill rule deciding the area each path fills (both paths use it).
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        areaOperation(.union, other, rule)
    }

    /// The area filled by both paths.
    ///
    /// - Parameters:
    ///   - other: The other operand.
    ///   - rule: The fill rule deciding the area each path fills (both paths use it).
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        areaOperation(.intersection, other, rule)
    }

    /// The area filled by this path and not by `other`.
    ///
    /// - Parameters:
    ///   - other: The other operand.
    ///   - rule: The fill rule deciding the area each path fills (both paths use it).
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        areaOperation(.subtraction, other, rule)
    }

    /// The area filled by exactly one of the paths.
    ///
    /// - Parameters:
    ///   - other: The other operand.
    ///   - rule: The fill rule deciding the area each path fills (both paths use it).
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        areaOperation(.symmetricDifference, other, rule)
    }

    /// The same filled area without self-overlaps: outer boundaries counterclockwise (y up),
    /// holes clockwise, so that filling it with either rule gives the area this path fills
    /// under `rule`.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        areaOperation(.normalization, CGPath(elements: []), rule)
    }

    /// This path's lines (as stroked: open subpaths stay open) where they run through the area
    /// `other` fills. Lines along `other`'s boundary count as inside.
    ///
    /// - Parameters:
    ///   - other: The path whose filled area clips this path's lines.
    ///   - rule: The fill rule deciding the area `other` fills.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lineOperation(other, rule, keepingInside: true)
    }

    /// This path's lines outside the area `other` fills.
    ///
    /// - Parameters:
    ///   - other: The path whose filled area clips this path's lines.
    ///   - rule: The fill rule deciding the area `other` fills.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lineOperation(other, rule, keepingInside: false)
    }

    /// The separately filled pieces of the area this path fills under `rule`, each an outer
    /// boundary with its holes (normalized as `normalized(using:)`); islands inside a hole are
    /// pieces of their own. Empty for a path that fills nothing.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let rings = PolygonBoolean.rings(PathFlattener.subpaths(of: self), [], operation: .normalization, rule: rule)
        return RingComponents.components(of: rings).map(Self.closedPath)
    }

    /// Whether the areas the two paths fill overlap. Ours: paths that only touch along an
    /// edge or at a point do not intersect (their common area is empty).
    ///
    /// - Parameters:
    ///   - other: The other path.
    ///   - rule: The fill rule deciding the area each path fills (both paths use it).
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        let first = PathFlattener.subpaths(of: self), second = PathFlattener.subpaths(of: other)
        // The boxes of what is used: a left-out subpath's huge coordinates must not decide.
        let a = FlattenedSubpath.bounds(of: first.map(\.points)), b = FlattenedSubpath.bounds(of: second.map(\.points))
        guard !a.isNull, !b.isNull, a.maxX >= b.minX, b.maxX >= a.minX, a.maxY >= b.minY, b.maxY >= a.minY else {
            return false
        }
        let rings = PolygonBoolean.rings(first, second, operation: .intersection, rule: rule)
        return rings.reduce(0) { $0 + PolygonBoolean.doubledArea($1) } > 0
    }

    private func areaOperation(_ operation: PathBooleanOperation, _ other: CGPath, _ rule: CGPathFillRule) -> CGPath {
        let rings = PolygonBoolean.rings(PathFlattener.subpaths(of: self), PathFlattener.subpaths(of: other),
                                         operation: operation, rule: rule)
        return Self.closedPath(rings)
    }

    private func lineOperation(_ other: CGPath, _ rule: CGPathFillRule, keepingInside: Bool) -> CGPath {
        let lines = PolylineClipper.clip(PathFlattener.subpaths(of: self), by: PathFlattener.subpaths(of: other),
                                         rule: rule, keepingInside: keepingInside)
        var elements: [PathElement] = []
        for line in lines {
            elements.append(.move(line.points[0]))
            for p in line.points.dropFirst() { elements.append(.line(p)) }
            if line.isClosed { elements.append(.close) }
        }
        return CGPath(elements: elements)
    }

    private static func closedPath(_ rings: [[CGPoint]]) -> CGPath {
        var elements: [PathElement] = []
        for ring in rings {
            elements.append(.move(ring[0]))
            for p in ring.dropFirst() { elements.append(.line(p)) }
            elements.append(.close)
        }
        return CGPath(elements: elements)
    }
}
