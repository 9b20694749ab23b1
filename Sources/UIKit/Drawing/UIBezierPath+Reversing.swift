extension UIBezierPath {
    /// The same shape traversed the other way: each subpath runs from its end to its start
    /// (a closed subpath stays closed).
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.flatness = flatness
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        let dash = lineDash
        dash.lengths.withUnsafeBufferPointer { reversed.setLineDash($0.baseAddress, count: $0.count, phase: dash.phase) }
        for subpath in Self.subpaths(of: path).reversed() {
            let end = subpath.segments.last?.end ?? subpath.start
            reversed.path.move(to: end)
            var index = subpath.segments.count - 1
            while index >= 0 {
                let segment = subpath.segments[index]
                let target = index > 0 ? subpath.segments[index - 1].end : subpath.start
                switch segment.kind {
                case .line: reversed.path.addLine(to: target)
                case .quad(let c): reversed.path.addQuadCurve(to: target, control: c)
                case .cubic(let c1, let c2): reversed.path.addCurve(to: target, control1: c2, control2: c1)
                }
                index -= 1
            }
            if subpath.closed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    private struct Segment {
        enum Kind {
            case line
            case quad(CGPoint)
            case cubic(CGPoint, CGPoint)
        }

        var kind: Kind
        var end: CGPoint
    }

    private struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        var closed = false
    }

    private static func subpaths(of path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var last = CGPoint.zero
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                if let current { result.append(current) }
                current = Subpath(start: p[0])
                last = p[0]
            case .addLineToPoint:
                if current == nil { current = Subpath(start: last) }
                current?.segments.append(Segment(kind: .line, end: p[0]))
                last = p[0]
            case .addQuadCurveToPoint:
                if current == nil { current = Subpath(start: last) }
                current?.segments.append(Segment(kind: .quad(p[0]), end: p[1]))
                last = p[1]
            case .addCurveToPoint:
                if current == nil { current = Subpath(start: last) }
                current?.segments.append(Segment(kind: .cubic(p[0], p[1]), end: p[2]))
                last = p[2]
            case .closeSubpath:
                if var closing = current {
                    closing.closed = true
                    result.append(closing)
                    last = closing.start
                }
                current = nil
            }
        }
        if let current { result.append(current) }
        return result
    }
}
