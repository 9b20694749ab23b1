@_spi(Rendering) import CoreGraphics
internal import CPango

/// Shared machinery of string drawing, measuring and UILabel: builds engine input from an
/// attributed string, measures, fits (shrinking fonts), and draws into a `CGContext`.
enum TextDrawing {
    /// Whether the user's language is right-to-left, which is what `.natural` alignment
    /// follows (UIKit). The same sources as `UIApplication.userInterfaceLayoutDirection`:
    /// `OPENUIKIT_LAYOUT_DIRECTION=rtl`, else the current locale's language.
    static let userLanguageIsRightToLeft: Bool = {
        if let forced = ProcessInfo.processInfo.environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased() {
            return forced == "rtl"
        }
        return Locale.current.language.characterDirection == .rightToLeft
    }()

    static func input(_ string: NSAttributedString, defaults: TextDefaults = TextDefaults(),
                      uniformAttributes: [NSAttributedString.Key: Any]? = nil) -> TextLayoutInput {
        var input = TextLayoutInput()
        (input.paragraphs, input.shadows) = TextInputBuilder.build(string, defaults: defaults, uniformAttributes: uniformAttributes)
        input.naturalAlignmentIsRightToLeft = userLanguageIsRightToLeft
        return input
    }

    /// Attributes applied to a plain string (nil: none, so the defaults apply).
    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes ?? [:])
    }

    static func measure(_ input: TextLayoutInput) -> TextLayoutMetrics {
        // UIKit: an empty string measures zero.
        guard !input.isEmpty || input.paragraphs.count > 1 else { return TextLayoutMetrics() }
        return TextEngine.withState { $0.measure(input) }
    }

    /// The largest font scale in `minimumScale...1` at which the text fits its limits (not
    /// truncated, no line wider than the container), found by bisection; `minimumScale` when
    /// even that does not fit.
    static func fittingScale(minimumScale: CGFloat, _ make: (CGFloat) -> TextLayoutInput) -> CGFloat {
        func fits(_ scale: CGFloat) -> Bool {
            let input = make(scale)
            let metrics = measure(input)
            return !metrics.isTruncated && metrics.usedSize.width <= (input.maxWidth ?? .infinity) + 0.01
        }
        guard minimumScale > 0, minimumScale < 1, !fits(1) else { return 1 }
        guard fits(minimumScale) else { return minimumScale }
        var low = minimumScale, high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Draws with the first line's top-left at `origin` in the context's user space (a
    /// UIKit-style, y-down context; in a y-up CoreGraphics context text is upside down, as
    /// with UIKit). One pass per distinct shadow, each casting its runs' shadow through the
    /// context, then a pass for the runs without one (which keeps the context's own shadow, if
    /// any). The context's alpha, clip and blend mode apply.
    /// With `key`, the layout the engine kept for this input (`blockCarets(_:positions:keepingLayoutFor:)`)
    /// is drawn instead of a new one.
    @discardableResult
    static func draw(_ input: TextLayoutInput, at origin: CGPoint, in context: CGContext,
                     keptLayout key: TextLayoutKey? = nil) -> TextLayoutMetrics {
        guard !input.isEmpty || input.paragraphs.count > 1, origin.x.isFinite, origin.y.isFinite else {
            return TextLayoutMetrics()
        }
        let passes: [Int?] = input.shadows.isEmpty ? [nil] : input.shadows.indices.map { Optional($0) } + [nil]
        var metrics = TextLayoutMetrics()
        for pass in passes {
            // The pass without an attributed shadow keeps whatever shadow the context has.
            context.saveGState()
            defer { context.restoreGState() }
            if let pass {
                let shadow = input.shadows[pass]
                let color = CGColor(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue,
                                    alpha: shadow.color.alpha)
                context.setShadow(offset: shadow.offset, blur: shadow.blur, color: color)
            }
            // An opaque fill makes Cairo's source alpha the context's global alpha.
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            let selection: RunSelection = input.shadows.isEmpty ? .all : .shadow(pass)
            context.withCairoContext { cr in
                var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
                cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha)
                cairo_save(cr)
                // Pango sets each run's color itself; a group applies the global alpha.
                let grouped = alpha < 0.999
                if grouped { cairo_push_group(cr) }
                metrics = TextEngine.withState { $0.draw(input, at: origin, selection: selection, on: cr, keptFor: key) }
                if grouped {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, alpha)
                }
                cairo_restore(cr)
            }
        }
        if !metrics.attachments.isEmpty { drawAttachments(metrics.attachments, in: context) }
        if metrics.lines.isEmpty { metrics = measure(input) }
        return metrics
    }
}

extension TextDrawing {
    /// Input for the rectangle-based calls (`draw(with:options:context:)`,
    /// `boundingRect(with:options:context:)`). With `usesLineFragmentOrigin` the text wraps
    /// to the width and stops at the height (a non-positive or infinite dimension is
    /// unbounded); without it the text is one line per paragraph.
    static func boxInput(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                         scale: CGFloat = 1) -> TextLayoutInput {
        var defaults = TextDefaults()
        defaults.fontScale = scale
        var input = input(string, defaults: defaults)
        if options.contains(.usesLineFragmentOrigin) {
            input.maxWidth = bound(size.width)
            input.maxHeight = bound(size.height)
            input.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        }
        input.usesFontLeading = options.contains(.usesFontLeading)
        input.resolvesNaturalAlignmentWithBaseWritingDirection =
            options.contains(.optionsResolvesNaturalAlignmentWithBaseWritingDirection)
        return input
    }

    /// A width or height that limits text: positive and below a million points (beyond that,
    /// such as `CGFloat.greatestFiniteMagnitude`, it means "unbounded").
    static func bound(_ value: CGFloat) -> CGFloat? {
        value > 0 && value < 1e6 ? value : nil
    }

    static func scale(for string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                      context: NSStringDrawingContext?) -> CGFloat {
        guard let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1 else { return 1 }
        return fittingScale(minimumScale: minimum) { boxInput(string, size: size, options: options, scale: $0) }
    }

    static func boundingRect(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let scale = scale(for: string, size: size, options: options, context: context)
        let metrics = measure(boxInput(string, size: size, options: options, scale: scale))
        // Without the line fragment origin the origin is the first baseline's.
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -metrics.firstBaseline
        let rect = CGRect(x: 0, y: y, width: metrics.usedSize.width, height: metrics.usedSize.height)
        context?.actualScaleFactor = scale
        context?.totalBounds = rect
        return rect
    }

    static func draw(_ string: NSAttributedString, with rect: CGRect, options: NSStringDrawingOptions,
                     context: NSStringDrawingContext?) {
        guard let graphicsContext = UIGraphicsGetCurrentContext() else { return }
        let scale = scale(for: string, size: rect.size, options: options, context: context)
        let input = boxInput(string, size: rect.size, options: options, scale: scale)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) { origin.y -= measure(input).firstBaseline }
        let metrics = draw(input, at: origin, in: graphicsContext)
        context?.actualScaleFactor = scale
        context?.totalBounds = CGRect(origin: origin, size: metrics.usedSize)
    }
}
