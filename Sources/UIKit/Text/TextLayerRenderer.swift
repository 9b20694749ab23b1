@_spi(UIKit) import QuartzCore
@_spi(Diagnostics) import CoreGraphics
import Synchronization

/// Draws `CATextLayer`s with UIKit's text system (QuartzCore has none of its own). Installed
/// once, when UIKit starts: the first `UIApplication`, `UIScreen.main` or `UIView`. Text
/// layers draw on any thread (the text engine is thread-safe), so it keeps no unguarded state.
final class TextLayerRenderer: _CATextLayerRenderer {
    private static let installation: Void = {
        CATextLayer._installTextRenderer(TextLayerRenderer())
    }()

    /// Installs the renderer the first time it is called.
    static func install() {
        _ = installation
    }

    func drawText(of layer: CATextLayer, in ctx: CGContext) {
        guard let text = attributedText(of: layer) else { return }
        let bounds = layer.bounds
        TextDrawing.draw(layoutInput(text, layer: layer, size: bounds.size), at: bounds.origin, in: ctx)
    }

    func sizeOfText(of layer: CATextLayer) -> CGSize {
        guard let text = attributedText(of: layer) else { return .zero }
        var input = layoutInput(text, layer: layer, size: layer.bounds.size)
        if !layer.isWrapped { input.maxWidth = nil }
        input.maxHeight = nil
        input.truncatesLastVisibleLine = false
        let used = TextDrawing.measure(input).usedSize
        func up(_ value: CGFloat) -> CGFloat { (value - 1e-6).rounded(.up) }
        return CGSize(width: up(used.width), height: up(used.height))
    }

    /// The text engine's input: lines as wide as the bounds (wrapping or cut there), the last
    /// line that fits the height truncated when the layer wraps and truncates.
    private func layoutInput(_ text: NSAttributedString, layer: CATextLayer, size: CGSize) -> TextLayoutInput {
        var input = TextDrawing.input(text)
        input.maxWidth = TextDrawing.bound(size.width)
        if layer.isWrapped {
            // Paragraphs with a truncating line break mode still wrap; only the last line is
            // truncated (as a multi-line label does).
            input.wrapsTruncatingParagraphs = true
            if layer.truncationMode != .none {
                input.maxHeight = TextDrawing.bound(size.height)
                input.truncatesLastVisibleLine = true
            }
        }
        return input
    }

    /// The layer's string as attributed text, its layer-wide style applied: the font, size and
    /// color to a plain string, the alignment and line breaking to paragraphs that have no
    /// paragraph style of their own. Nil without text.
    private func attributedText(of layer: CATextLayer) -> NSAttributedString? {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment(layer.alignmentMode)
        style.lineBreakMode = lineBreakMode(layer)
        switch layer.string {
        case let text as NSAttributedString:
            guard text.length > 0 else { return nil }
            let styled = NSMutableAttributedString(attributedString: text)
            text.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
                if value == nil { styled.addAttribute(.paragraphStyle, value: style, range: range) }
            }
            return styled
        case let text as String:
            return text.isEmpty ? nil : plain(text, layer: layer, style: style)
        case let text as NSString:
            return text.length == 0 ? nil : plain(String(text), layer: layer, style: style)
        case nil:
            return nil
        case let other?:
            FrameworkLog.log("CATextLayer.string: a \(type(of: other)) is neither a String nor an NSAttributedString; "
                + "nothing drawn")
            return nil
        }
    }

    private func plain(_ text: String, layer: CATextLayer, style: NSParagraphStyle) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font(of: layer), .paragraphStyle: style]
        // Core Text draws text without a color in black (the engine's default).
        if let color = layer.foregroundColor { attributes[.foregroundColor] = color }
        return NSAttributedString(string: text, attributes: attributes)
    }

    /// Core Animation: the font's own size is ignored, `fontSize` applies.
    private func font(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize
        switch layer.font {
        case let font as UIFont:
            return font.withSize(size)
        case let name as String:
            return named(name, size: size)
        case let name as NSString:
            return named(String(name), size: size)
        case let font as CGFont:
            return named(font.postScriptName ?? font.fullName ?? "", size: size)
        case nil:
            // Differs from Core Animation: its default is Helvetica, which Linux systems do
            // not have; the system font stands in.
            return .systemFont(ofSize: size)
        case let other?:
            FrameworkLog.log("CATextLayer.font: a \(type(of: other)) is not a font name, a CGFont or a UIFont; "
                + "drawing with the system font")
            return .systemFont(ofSize: size)
        }
    }

    /// Font names already reported missing (each is logged once).
    private let missingNames = Mutex<Set<String>>([])

    private func named(_ name: String, size: CGFloat) -> UIFont {
        if let font = UIFont(name: name, size: size, reportingUnknown: false) { return font }
        guard missingNames.withLock({ $0.insert(name).inserted }) else { return .systemFont(ofSize: size) }
        FrameworkLog.log("CATextLayer.font: no font named \"\(name)\" is installed; drawing with the system font")
        return .systemFont(ofSize: size)
    }

    private func alignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    private func lineBreakMode(_ layer: CATextLayer) -> NSLineBreakMode {
        switch layer.truncationMode {
        case .start: return .byTruncatingHead
        case .end: return .byTruncatingTail
        case .middle: return .byTruncatingMiddle
        default: return layer.isWrapped ? .byWordWrapping : .byClipping
        }
    }
}
