internal import CCairo

// Painting paths and shapes. CoreGraphics: every painting call clears the current path.
extension CGContext {
    /// Fills the current path; open subpaths count as closed.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawCurrentPath(fill: rule, stroke: false)
    }

    public func eoFillPath() {
        fillPath(using: .evenOdd)
    }

    /// Strokes the current path with the current line width, cap, join, miter limit and dash.
    public func strokePath() {
        drawCurrentPath(fill: nil, stroke: true)
    }

    /// Fills and/or strokes the current path. With a shadow, the fill and the stroke cast one
    /// shadow together.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: drawCurrentPath(fill: .winding, stroke: false)
        case .eoFill: drawCurrentPath(fill: .evenOdd, stroke: false)
        case .stroke: drawCurrentPath(fill: nil, stroke: true)
        case .fillStroke: drawCurrentPath(fill: .winding, stroke: true)
        case .eoFillStroke: drawCurrentPath(fill: .evenOdd, stroke: true)
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with the given line width (the graphics state's width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes independent segments: points 0–1, 2–3, ... (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent (through the clip, ignoring alpha, blend mode and
    /// shadow). CoreGraphics: in a context without alpha the pixels become black.
    public func clear(_ rect: CGRect) {
        guard rect.isFiniteRect, pdf?.isInPage != false, !pixelsHandedOff else { return }
        pixelsUntouched = false
        importCallerPixels()
        cairo_save(cr)
        if setUserMatrix(on: cr) {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_set_antialias(cr, cairoAntialias)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height))
            cairo_fill(cr)
        }
        cairo_restore(cr)
        finishOperation()
    }

    // MARK: - Implementation

    private func drawCurrentPath(fill rule: CGPathFillRule?, stroke: Bool) {
        let elements = devicePath.elements
        beginPath()
        guard !elements.isEmpty else { return }
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        let bounds = deviceBounds(ofPath: elements, strokeWidth: stroke ? state.lineWidth : nil)
        paint(bounds: bounds) { target in
            setDeviceMatrix(on: target)
            cairo_new_path(target)
            CairoPath.replay(elements, into: target)
            if let rule {
                cairo_set_fill_rule(target, CairoPath.fillRule(rule))
                setSource(fillColor, on: target)
                cairo_fill_preserve(target)
            }
            if stroke, setUserMatrix(on: target) {
                applyStrokeParameters(on: target)
                setSource(strokeColor, on: target)
                cairo_stroke_preserve(target)
            }
            cairo_new_path(target)
        }
    }
}
