internal import CCairo

// The bridge from the Swift graphics state to Cairo, and the painting pipeline every drawing
// operation goes through (global alpha, shadow, blend mode, clip, antialiasing).
extension CGContext {
    // MARK: - Matrices

    static func setMatrix(_ t: CGAffineTransform, on target: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        cairo_set_matrix(target, &m)
    }

    /// User space → Cairo device space.
    var userToCairo: CGAffineTransform { state.ctm.concatenating(deviceFlip) }

    /// Sets Cairo's matrix to user space. False (and nothing set) when the CTM is singular —
    /// CoreGraphics then draws nothing visible, and Cairo would enter a permanent error state —
    /// or so extreme (a user unit over a million device pixels, or a unit square under a
    /// millionth of a pixel across) that Cairo's fixed-point pipeline fails on it.
    @discardableResult
    func setUserMatrix(on target: OpaquePointer) -> Bool {
        let t = userToCairo
        guard t.isDrawable else { return false }
        Self.setMatrix(t, on: target)
        return true
    }

    /// Sets Cairo's matrix to CoreGraphics device space, where the stored path lives.
    func setDeviceMatrix(on target: OpaquePointer) {
        Self.setMatrix(deviceFlip, on: target)
    }

    // MARK: - State

    var cairoAntialias: cairo_antialias_t {
        state.shouldAntialias && allowsAntialiasingFlag ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE
    }

    var cairoOperator: cairo_operator_t {
        switch state.blendMode {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Cairo's curve flattening tolerance from CoreGraphics' flatness (0.1 device units, or
    /// coarser when the caller asks for a large flatness).
    var cairoTolerance: Double {
        max(0.1, min(10, Double(state.flatness) / 5))
    }

    /// Sets a solid source from a color, multiplied by the global alpha.
    func setSource(_ color: CGColor, on target: OpaquePointer) {
        if let tile = color.patternImage {
            setPatternSource(tile, tileSize: color.patternTileSize, alpha: color.alpha, on: target)
            return
        }
        let c = color.rgba
        func clean(_ v: CGFloat) -> Double { v.isFinite ? Double(max(0, min(1, v))) : 0 }
        cairo_set_source_rgba(target, clean(c.red), clean(c.green), clean(c.blue), clean(c.alpha) * clean(state.alpha))
    }

    /// Sets a repeating source for a pattern color: `image` tiled every `tileSize` user units
    /// from the user-space origin, its first row at the top of a y-down (UIKit) space, times
    /// `alpha` and the global alpha. Cairo's current matrix may be the user or the device one.
    func setPatternSource(_ image: CGImage, tileSize: CGSize, alpha: CGFloat, on target: OpaquePointer) {
        let tileToUser = CGAffineTransform(scaleX: tileSize.width / CGFloat(max(1, image.width)),
                                           y: tileSize.height / CGFloat(max(1, image.height)))
        guard image.width > 0, image.height > 0, tileSize.width.isFinite, tileSize.height.isFinite,
              tileSize.width > 0, tileSize.height > 0, tileToUser.isInvertible, userToCairo.isInvertible else {
            cairo_set_source_rgba(target, 0, 0, 0, 0)
            return
        }
        func clean(_ v: CGFloat) -> Double { v.isFinite ? Double(max(0, min(1, v))) : 0 }
        // The tile with its alpha, in a surface Cairo owns (the source outlives this call).
        let tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(tile) }
        image.pixels.withCairoSurface { pixels in
            let copier = cairo_create(tile)!
            cairo_set_source_surface(copier, pixels, 0, 0)
            cairo_paint_with_alpha(copier, clean(alpha) * clean(state.alpha))
            cairo_destroy(copier)
        }
        let pattern = cairo_pattern_create_for_surface(tile)!
        defer { cairo_pattern_destroy(pattern) }
        // Cairo's current user space → device → CoreGraphics user space → tile pixels.
        var current = cairo_matrix_t()
        cairo_get_matrix(target, &current)
        let cairoUserToDevice = CGAffineTransform(a: CGFloat(current.xx), b: CGFloat(current.yx), c: CGFloat(current.xy),
                                                  d: CGFloat(current.yy), tx: CGFloat(current.x0), ty: CGFloat(current.y0))
        var toTile = cairoUserToDevice.concatenating(userToCairo.inverted()).concatenating(tileToUser.inverted())
        // Whole tile periods of translation change nothing and keep pixman's fixed point in range.
        toTile.tx = toTile.tx.truncatingRemainder(dividingBy: CGFloat(image.width))
        toTile.ty = toTile.ty.truncatingRemainder(dividingBy: CGFloat(image.height))
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, Double(toTile.a), Double(toTile.b), Double(toTile.c), Double(toTile.d),
                          Double(toTile.tx), Double(toTile.ty))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, image.shouldInterpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_set_source(target, pattern)
    }

    /// Line width, caps, joins, miter limit and dash, in user space. The caller has set the
    /// user matrix. CoreGraphics: a zero line width draws the thinnest line the device can show
    /// (one device pixel).
    func applyStrokeParameters(on target: OpaquePointer) {
        if state.lineWidth > 0 {
            cairo_set_line_width(target, Double(state.lineWidth))
        } else {
            cairo_identity_matrix(target)
            cairo_set_line_width(target, 1)
        }
        cairo_set_line_cap(target, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
        cairo_set_line_join(target, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
        cairo_set_miter_limit(target, Double(max(1, state.miterLimit)))
        let lengths = state.lineDashLengths.map(Double.init)
        if !lengths.isEmpty, lengths.contains(where: { $0 > 0 }) {
            cairo_set_dash(target, lengths, Int32(lengths.count), Double(state.lineDashPhase))
        } else {
            cairo_set_dash(target, nil, 0, 0)
        }
    }

    // MARK: - Painting pipeline

    /// Whether drawing can happen now (a PDF context needs an open page).
    private func canDraw() -> Bool {
        guard !pixelsHandedOff else {
            FrameworkLog.log("CGContext: drawing after the context's pixels were handed to an image is ignored")
            return false
        }
        if let pdf, !pdf.isInPage {
            FrameworkLog.log("CGContext: drawing outside a PDF page is ignored (call beginPDFPage first)")
            return false
        }
        return true
    }

    /// Runs one painting operation. `draw` renders it on the Cairo context it is given (setting
    /// its own matrix, path and source, with the global alpha applied); this wraps it with the
    /// blend mode, antialiasing, the shadow, the caller's bitmap memory and error recovery.
    ///
    /// `bounds` is a conservative estimate of where the operation paints, in Cairo device
    /// space, or nil for "anywhere in the clip"; it only limits the shadow's work area.
    func paint(bounds: CGRect?, _ draw: (OpaquePointer) -> Void) {
        guard canDraw() else { return }
        pixelsUntouched = false
        importCallerPixels()
        cairo_save(cr)
        cairo_set_antialias(cr, cairoAntialias)
        cairo_set_tolerance(cr, cairoTolerance)
        cairo_set_operator(cr, cairoOperator)
        let clipMask = state.clipMask
        if clipMask != nil {
            // The operation goes to a group (pixel for pixel: identity matrix at the push),
            // composited with the blend mode through the mask's coverage.
            cairo_identity_matrix(cr)
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            paintWithShadow(shadow, bounds: bounds, draw)
        } else {
            draw(cr)
        }
        if let clipMask {
            cairo_pop_group_to_source(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, clipMask.surface, Double(clipMask.originX), Double(clipMask.originY))
        }
        cairo_restore(cr)
        finishOperation()
    }

    /// Before drawing into a converted bitmap: bring in what the caller wrote to its memory.
    func importCallerPixels() {
        guard let bitmap, bitmap.isMirrored else { return }
        cairo_surface_flush(surface)
        bitmap.importFromData()
        cairo_surface_mark_dirty(surface)
    }

    /// After any change to the pixels: copy a mirror back to the caller's memory and recover
    /// from a Cairo error.
    func finishOperation() {
        if bitmap?.isMirrored == true {
            cairo_surface_flush(surface)
            bitmap?.exportToData()
        }
        recoverFromCairoError()
    }

    /// A Cairo context in an error state ignores everything from then on. OpenUIKit validates
    /// what it passes to Cairo, so this should not happen; if it does, log it and start a fresh
    /// Cairo context on the same surface (the clip is lost).
    func recoverFromCairoError() {
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        FrameworkLog.log("CGContext: Cairo error \(String(cString: cairo_status_to_string(status))); "
            + "the drawing state is reset (clip and saved states lost)")
        cairo_destroy(cr)
        // An error can also stick to the surface; a bitmap's surface is only a view of memory
        // that OpenUIKit owns, so a fresh one over the same pixels recovers fully.
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS, let bitmap {
            cairo_surface_destroy(surface)
            surface = bitmap.makeSurface()
        }
        cr = cairo_create(surface)!
        savedStates.removeAll()
        transparencyLayers.removeAll()
    }

    /// The current clip's extents in Cairo device space.
    func deviceClipExtents() -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Where the stored path paints when filled (or stroked, with `strokeWidth` user units of
    /// pen), in Cairo device space.
    func deviceBounds(ofPath elements: [PathElement], strokeWidth: CGFloat? = nil) -> CGRect {
        var box = BoundingBox()
        for element in elements {
            for p in element.points { box.add(p.applying(deviceFlip)) }
        }
        var rect = box.rect
        guard !rect.isNull else { return rect }
        if let strokeWidth {
            // Half the pen, scaled by the CTM's largest stretch, times the miter allowance.
            let t = state.ctm
            let stretch = max(hypot(t.a, t.b), hypot(t.c, t.d))
            let pen = max(strokeWidth, 1) / 2 * max(stretch, 1) * max(state.miterLimit, 2)
            rect = rect.insetBy(dx: -pen - 1, dy: -pen - 1)
        }
        rect = rect.insetBy(dx: -1, dy: -1)
        return rect.isFiniteRect ? rect : .infinite
    }
}
