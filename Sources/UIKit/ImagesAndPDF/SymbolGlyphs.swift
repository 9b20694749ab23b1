@_spi(Rendering) import CoreGraphics
import Foundation

/// OpenUIKit's own drawings of a few common symbol names (SF Symbols' artwork is Apple's and
/// not available on Linux); other names draw a generic rounded square.
enum SymbolGlyphs {
    /// Lower-case letters, digits and dots, not starting or ending with a dot (SF Symbols'
    /// naming).
    static func isWellFormed(_ name: String) -> Bool {
        guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// The side of a symbol's square image in points: ours, 1.2 × the point size × the
    /// scale's factor, rounded to whole points (SF Symbols' glyphs are about that tall).
    static func side(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        max(1, (configuration.resolvedPointSize * 1.2 * configuration.resolvedScaleFactor).rounded())
    }

    /// The stroke width: ours, from the point size and the weight (regular ≈ 9% of the size).
    static func lineWidth(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        let weight = CGFloat(configuration.resolvedWeight.rawValue)  // 1…9, regular 4
        return max(0.5, configuration.resolvedPointSize * (0.05 + 0.01 * weight))
    }

    static func render(_ name: String, configuration: UIImage.SymbolConfiguration) -> (image: CGImage?, scale: CGFloat) {
        let side = side(for: configuration)
        var scale = configuration.traitsStorage?.displayScale ?? 0
        if !(scale > 0) { scale = MainScreenScale.value }
        guard let context = CGContext(size: CGSize(width: side, height: side), scale: scale) else { return (nil, scale) }
        let color = configuration.resolvedColor?.cgColor ?? CGColor(gray: 0, alpha: 1)
        context.setStrokeColor(color)
        context.setFillColor(color)
        let width = lineWidth(for: configuration)
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        let box = CGRect(x: 0, y: 0, width: side, height: side).insetBy(dx: width / 2 + side * 0.06, dy: width / 2 + side * 0.06)
        draw(name, in: box, context: context)
        return (context.makeImage(), scale)
    }

    private static func draw(_ name: String, in box: CGRect, context: CGContext) {
        let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        let filled = name.hasSuffix(".fill")
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        func polyline(_ points: [(CGFloat, CGFloat)]) {
            context.addLines(between: points.map { point($0.0, $0.1) })
            context.strokePath()
        }
        switch base {
        case "plus":
            polyline([(0.5, 0.05), (0.5, 0.95)]); polyline([(0.05, 0.5), (0.95, 0.5)])
        case "minus":
            polyline([(0.05, 0.5), (0.95, 0.5)])
        case "xmark":
            polyline([(0.1, 0.1), (0.9, 0.9)]); polyline([(0.9, 0.1), (0.1, 0.9)])
        case "checkmark":
            polyline([(0.05, 0.55), (0.38, 0.88), (0.95, 0.12)])
        case "chevron.left", "chevron.backward":
            polyline([(0.7, 0.05), (0.3, 0.5), (0.7, 0.95)])
        case "chevron.right", "chevron.forward":
            polyline([(0.3, 0.05), (0.7, 0.5), (0.3, 0.95)])
        case "chevron.up":
            polyline([(0.05, 0.7), (0.5, 0.3), (0.95, 0.7)])
        case "chevron.down":
            polyline([(0.05, 0.3), (0.5, 0.7), (0.95, 0.3)])
        case "magnifyingglass":
            context.addEllipse(in: CGRect(origin: point(0, 0), size: CGSize(width: box.width * 0.68, height: box.height * 0.68)))
            context.strokePath()
            polyline([(0.6, 0.6), (0.97, 0.97)])
        case "circle":
            context.addEllipse(in: box)
            if filled { context.fillPath() } else { context.strokePath() }
        case "square":
            context.addRect(box)
            if filled { context.fillPath() } else { context.strokePath() }
        case "ellipsis":
            let r = box.width * 0.09
            for x in [0.12, 0.5, 0.88] as [CGFloat] {
                let c = point(x, 0.5)
                context.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            }
            context.fillPath()
        case "star":
            var points: [CGPoint] = []
            for i in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * CGFloat.pi / 5
                let radius = (i % 2 == 0 ? 0.5 : 0.2) as CGFloat
                points.append(point(0.5 + radius * cos(angle), 0.53 + radius * sin(angle)))
            }
            context.addLines(between: points)
            context.closePath()
            if filled { context.fillPath() } else { context.strokePath() }
        default:
            // Any other symbol: a rounded square.
            let radius = box.width * 0.22
            context.move(to: CGPoint(x: box.minX + radius, y: box.minY))
            context.addArc(tangent1End: CGPoint(x: box.maxX, y: box.minY), tangent2End: CGPoint(x: box.maxX, y: box.maxY), radius: radius)
            context.addArc(tangent1End: CGPoint(x: box.maxX, y: box.maxY), tangent2End: CGPoint(x: box.minX, y: box.maxY), radius: radius)
            context.addArc(tangent1End: CGPoint(x: box.minX, y: box.maxY), tangent2End: CGPoint(x: box.minX, y: box.minY), radius: radius)
            context.addArc(tangent1End: CGPoint(x: box.minX, y: box.minY), tangent2End: CGPoint(x: box.maxX, y: box.minY), radius: radius)
            context.closePath()
            if filled { context.fillPath() } else { context.strokePath() }
        }
    }
}
