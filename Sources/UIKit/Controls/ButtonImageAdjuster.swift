/// The darkened (highlighted) and lightened (disabled) copies of images a custom button makes
/// when `adjustsImageWhenHighlighted` / `adjustsImageWhenDisabled` are on, cached so that a
/// state change does not redraw an image it has seen.
@MainActor
struct ButtonImageAdjuster {
    enum Adjustment {
        case darkened
        case lightened
    }

    /// A few recent results; the source is held so that its identity stays valid.
    private var cache: [(source: UIImage, adjustment: Adjustment, result: UIImage)] = []
    private static let capacity = 4

    mutating func image(_ source: UIImage, adjustedBy adjustment: Adjustment) -> UIImage {
        if let hit = cache.first(where: { $0.source === source && $0.adjustment == adjustment }) {
            return hit.result
        }
        let result = Self.render(source, adjustment)
        cache.append((source, adjustment, result))
        if cache.count > Self.capacity { cache.removeFirst() }
        return result
    }

    private static func render(_ source: UIImage, _ adjustment: Adjustment) -> UIImage {
        let size = source.size
        guard size.width > 0, size.height > 0 else { return source }
        let format = UIGraphicsImageRendererFormat()
        format.scale = source.scale
        let bounds = CGRect(origin: .zero, size: size)
        // Drawn as the original (a template would be tinted by the drawing otherwise).
        let original = source.renderingMode == .alwaysTemplate ? source.withRenderingMode(.alwaysOriginal) : source
        var result = UIGraphicsImageRenderer(size: size, format: format).image { context in
            switch adjustment {
            case .darkened:
                // UIKit darkens a highlighted custom button's images where they are opaque.
                original.draw(in: bounds)
                UIColor(white: 0, alpha: 0.3).setFill()
                context.fill(bounds, blendMode: .sourceAtop)
            case .lightened:
                original.draw(in: bounds, blendMode: .normal, alpha: 0.35)
            }
        }
        if source.isResizable {
            result = result.resizableImage(withCapInsets: source.capInsets, resizingMode: source.resizingMode)
        }
        return source.renderingMode == .automatic ? result : result.withRenderingMode(source.renderingMode)
    }
}
