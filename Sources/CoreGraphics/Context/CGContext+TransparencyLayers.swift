internal import CCairo

extension CGContext {
    /// Starts a transparency layer: everything drawn until `endTransparencyLayer()` is composited
    /// as one image, with the alpha, shadow and blend mode in effect now.
    ///
    /// CoreGraphics: inside the layer the alpha is 1, there is no shadow and the blend mode is
    /// normal; the rest of the graphics state carries over, and it is restored at the end.
    /// Porting note: `auxiliaryInfo` is `[String: Any]?` (unused, as in CoreGraphics).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(limitedTo: nil)
    }

    /// A transparency layer whose content is limited to `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(limitedTo: rect)
    }

    private func beginTransparencyLayer(limitedTo rect: CGRect?) {
        transparencyLayers.append((state: state, depth: savedStates.count))
        importCallerPixels()
        // `cairo_pop_group` gives the group pattern the matrix in effect at the push; with the
        // identity there, the group composites pixel for pixel (any other CTM — a scaled or
        // flipped user space — would move the layer's content, or push it out of the clip).
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        if let rect, rect.isFiniteRect, setUserMatrix(on: cr) {
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
        }
        state.alpha = 1
        state.shadow = nil
        // The layer's composite goes through a mask clip once, not each drawing inside it.
        state.clipMask = nil
        state.blendMode = .normal
    }

    /// Composites the layer started by the matching `beginTransparencyLayer` and restores the
    /// graphics state of that moment. An unbalanced call is ignored (with a log line).
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else {
            FrameworkLog.log("CGContext.endTransparencyLayer() without a matching begin; ignored")
            return
        }
        // Unwind saves left open inside the layer.
        while savedStates.count > layer.depth {
            savedStates.removeLast()
            cairo_restore(cr)
        }
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        state = layer.state
        let alpha = Double(state.alpha)
        paint(bounds: nil) { target in
            cairo_identity_matrix(target)
            cairo_set_source(target, group)
            cairo_paint_with_alpha(target, alpha)
        }
    }
}
