internal import CCairo

// Building the current path. CoreGraphics transforms each point by the CTM when it is added,
// so the path is stored in device space and later CTM changes do not move it.
extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        devicePath = CGMutablePath()
    }

    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: state.ctm)
    }

    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point, transform: state.ctm)
    }

    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// See `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)` for
    /// the direction convention.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: state.ctm)
    }

    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: state.ctm)
    }

    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Appends `path` (given in user space) to the current path.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: state.ctm)
    }

    public func closePath() {
        devicePath.closeSubpath()
    }

    // MARK: - Inspecting the current path

    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// In user space; `.zero` when there is no path.
    public var currentPointOfPath: CGPoint {
        guard let point = devicePath.current else { return .zero }
        return convertToUserSpace(point)
    }

    /// CoreGraphics: the box of all the path's points, control points included, in user space;
    /// `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        userSpacePath?.boundingBox ?? .null
    }

    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        userSpacePath
    }

    private var userSpacePath: CGPath? {
        guard !devicePath.isEmpty, state.ctm.isInvertible else { return nil }
        var inverse = state.ctm.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// Replaces the current path with the outline of its stroke under the current line width,
    /// cap, join, miter limit and dash (see `CGPath.copy(strokingWithWidth:...)`).
    public func replacePathWithStrokedPath() {
        guard let user = userSpacePath else { return }
        var source = user
        if !state.lineDashLengths.isEmpty {
            source = user.copy(dashingWithPhase: state.lineDashPhase, lengths: state.lineDashLengths)
        }
        let outline = source.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap,
                                  lineJoin: state.lineJoin, miterLimit: state.miterLimit)
        devicePath = CGMutablePath()
        devicePath.addPath(outline, transform: state.ctm)
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard !devicePath.isEmpty, point.isFinite else { return false }
        let elements = devicePath.elements
        return CairoPath.withScratchContext { scratch in
            setDeviceMatrix(on: scratch)
            CairoPath.replay(elements, into: scratch)
            guard setUserMatrix(on: scratch) else { return false }
            let fills = mode != .stroke
            let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
            cairo_set_fill_rule(scratch, mode == .eoFill || mode == .eoFillStroke
                ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            applyStrokeParameters(on: scratch)
            setUserMatrix(on: scratch)
            let x = Double(point.x), y = Double(point.y)
            return (fills && cairo_in_fill(scratch, x, y) != 0) || (strokes && cairo_in_stroke(scratch, x, y) != 0)
        }
    }
}
