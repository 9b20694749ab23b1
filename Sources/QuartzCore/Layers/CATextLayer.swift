@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A layer that provides simple text layout and rendering of plain or attributed strings
/// (Core Animation). The first line is aligned to the top of the layer.
///
/// The text is drawn into the layer's backing store at `contentsScale` (1 by default, as in
/// Core Animation: set it to the screen's scale for sharp text on a HiDPI screen). Changing
/// any text property redisplays the layer, as does a change of the bounds' size.
///
/// OpenUIKit lays the text out with UIKit's text system (installed by UIKit when it starts;
/// see `_CATextLayerRenderer`): a text layer used without UIKit draws nothing (logged once).
open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`) drawn with `font`, `fontSize` and
    /// `foregroundColor`, or an `NSAttributedString` drawn with its own attributes. Nil by
    /// default.
    open var string: Any? {
        didSet { textDidChange() }
    }

    /// The font of a plain string: a font name (`String`), a `CGFont`, or UIKit's `UIFont`.
    /// Core Animation: the font's own size is ignored; `fontSize` applies. Nil (the default)
    /// is Helvetica in Core Animation; OpenUIKit draws the system font, Helvetica not being
    /// part of Linux systems. An unknown name also falls back to the system font.
    ///
    /// Porting note: Core Animation types this `CFTypeRef?`; here it is `Any?`, so that a
    /// Swift `String` can be assigned without bridging.
    open var font: Any? {
        didSet { textDidChange() }
    }

    /// The point size of a plain string's font. Core Animation: 36 by default.
    open var fontSize: CGFloat = 36 {
        didSet {
            guard fontSize.isFinite, fontSize >= 0 else {
                FrameworkLog.log("CATextLayer.fontSize: \(fontSize) must be a non-negative number; kept \(oldValue)")
                fontSize = oldValue
                return
            }
            textDidChange()
        }
    }

    /// The color of a plain string. Core Animation: opaque white by default.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { textDidChange() }
    }

    /// Whether lines wrap at the width of the bounds. False by default: each paragraph is one
    /// line.
    open var isWrapped = false {
        didSet { textDidChange() }
    }

    /// How text that does not fit the bounds is truncated: a line too wide when the layer does
    /// not wrap, or the last line that fits the height when it does. `.none` by default (the
    /// text is cut at the layer's edge).
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { textDidChange() }
    }

    /// How lines are aligned in the bounds. `.natural` by default. An attributed string's own
    /// paragraph styles take precedence where it has them.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { textDidChange() }
    }

    /// Whether glyphs may be placed on whole pixels. False by default. OpenUIKit always
    /// places glyphs at fractional positions with unhinted outlines (as iOS does by
    /// default), so the value is kept but changes nothing.
    open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            string = other.string
            font = other.font
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
            allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        }
    }

    /// Draws the text (through UIKit's text system). Subclasses that override this and call
    /// `super` draw over or under the text.
    open override func draw(in ctx: CGContext) {
        guard hasText, let renderer = Self.rendererOrReport() else {
            // Nothing is drawn: `display()` may then keep no backing store.
            _DrawProbe.noteDefaultImplementation()
            return
        }
        renderer.drawText(of: self, in: ctx)
    }

    /// The size of the text: wrapped to the bounds' width when the layer wraps, otherwise
    /// one line per paragraph.
    open override func preferredFrameSize() -> CGSize {
        guard hasText, let renderer = Self.rendererOrReport() else { return super.preferredFrameSize() }
        return renderer.sizeOfText(of: self)
    }

    /// Core Animation: the text properties (and the scale) redisplay a text layer.
    open override class func needsDisplay(forKey key: String) -> Bool {
        Self.textKeys.contains(key) || key == "contentsScale" || super.needsDisplay(forKey: key)
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return CGFloat(36)
        case "foregroundColor": return CGColor(gray: 1, alpha: 1)
        case "wrapped", "isWrapped", "allowsFontSubpixelQuantization": return false
        case "truncationMode": return CATextLayerTruncationMode.none
        case "alignmentMode": return CATextLayerAlignmentMode.natural
        default: return super.defaultValue(forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "font": return font
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        case "wrapped", "isWrapped": return isWrapped
        case "truncationMode": return truncationMode
        case "alignmentMode": return alignmentMode
        case "allowsFontSubpixelQuantization": return allowsFontSubpixelQuantization
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": if let size = Self.number(value) { fontSize = size }
        case "foregroundColor": foregroundColor = value.map { $0 as! CGColor }
        case "wrapped", "isWrapped": if let wraps = value as? Bool { isWrapped = wraps }
        case "truncationMode":
            if let mode = value as? CATextLayerTruncationMode { truncationMode = mode }
            else if let name = value as? String { truncationMode = CATextLayerTruncationMode(rawValue: name) }
        case "alignmentMode":
            if let mode = value as? CATextLayerAlignmentMode { alignmentMode = mode }
            else if let name = value as? String { alignmentMode = CATextLayerAlignmentMode(rawValue: name) }
        case "allowsFontSubpixelQuantization":
            if let allows = value as? Bool { allowsFontSubpixelQuantization = allows }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: Internals

    private static let textKeys: Set<String> = ["string", "font", "fontSize", "foregroundColor", "wrapped",
                                                "truncationMode", "alignmentMode"]

    /// Whether there is any text to draw.
    var hasText: Bool {
        switch string {
        case nil: return false
        case let text as String: return !text.isEmpty
        case let text as NSAttributedString: return text.length > 0
        case let text as NSString: return text.length > 0
        default: return true
        }
    }

    /// Text is laid out in the bounds: a new size lays it out again.
    override var redisplaysOnResize: Bool { true }

    private func textDidChange() {
        setNeedsDisplay()
        markCompositeDirty()
        layerDidChangeAppearance()
    }

}
