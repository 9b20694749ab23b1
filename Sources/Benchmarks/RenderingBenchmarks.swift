import Foundation
@_spi(Platform) @_spi(Rendering) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// A view whose layer is a gradient.
final class GradientBenchView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// The scene: a 1920 × 1080 window with 200 cards (rounded corners and borders, a
/// quarter with gradients, every tenth with a shadow) and 50 labels with Latin and CJK text.
@MainActor
struct RenderScene {
    struct Card {
        let frame: CGRect
        let color: UIColor
        let gradient: [UIColor]?
        let shadow: Bool
    }

    struct Label {
        let frame: CGRect
        let text: String
    }

    static let size = CGSize(width: 1920, height: 1080)
    static let cornerRadius: CGFloat = 12
    static let borderWidth: CGFloat = 2
    static let borderColor = UIColor.darkGray
    static let font = UIFont.systemFont(ofSize: 15)
    static let texts = ["Hello, world", "안녕하세요", "你好，世界", "こんにちは", "Grüße — naïve café"]

    let cards: [Card]
    let labels: [Label]

    init() {
        var rng = SeededGenerator(seed: 5)
        let palette: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                  .systemIndigo, .systemPurple, .systemPink, .systemGray3]
        var cards: [Card] = []
        var labels: [Label] = []
        // 20 columns × 10 rows of 86 × 96 cells.
        for index in 0..<200 {
            let column = index % 20, row = index / 20
            let frame = CGRect(x: 12 + CGFloat(column) * 95, y: 12 + CGFloat(row) * 106, width: 86, height: 96)
            let color = palette[Int(rng.next() % UInt64(palette.count))]
            let gradient = index % 4 == 1 ? [color, palette[Int(rng.next() % UInt64(palette.count))]] : nil
            cards.append(Card(frame: frame, color: color, gradient: gradient, shadow: index % 10 == 0))
            if index % 4 == 2, labels.count < 50 {
                let text = "\(Self.texts[labels.count % Self.texts.count]) \(labels.count)"
                labels.append(Label(frame: CGRect(x: frame.minX + 6, y: frame.minY + 34, width: 74, height: 28), text: text))
            }
        }
        self.cards = cards
        self.labels = labels
    }

    /// Each shadow rendered once into an image (what the compositor caches), by card index.
    func shadowImages() -> [Int: (CGImage, CGRect)] {
        var images: [Int: (CGImage, CGRect)] = [:]
        for (index, card) in cards.enumerated() where card.shadow {
            let rect = card.frame.insetBy(dx: -20, dy: -20).offsetBy(dx: 0, dy: 3)
            let context = CGContext(size: rect.size, scale: 1)!
            context.translateBy(x: -rect.minX, y: -rect.minY)
            // Cast the shadow from a shape far outside the bitmap, so only the shadow lands.
            context.setShadow(offset: CGSize(width: 0, height: 3), blur: 12, color: UIColor.black.withAlphaComponent(0.3).cgColor)
            context.setFillColor(UIColor.black.cgColor)
            context.addPath(CGPath(roundedRect: card.frame, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius,
                                   transform: nil))
            context.fillPath()
            images[index] = (context.makeImage()!, rect)
        }
        return images
    }

    /// The scene as views in a visible window, composited once.
    func makeWindow() -> (UIWindow, [UILabel]) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        window.backgroundColor = .systemGroupedBackground
        var labelViews: [UILabel] = []
        for card in cards {
            let view: UIView
            if let gradient = card.gradient {
                view = GradientBenchView(frame: card.frame)
                (view.layer as! CAGradientLayer).colors = gradient.map(\.cgColor)
            } else {
                view = UIView(frame: card.frame)
                view.backgroundColor = card.color
            }
            view.layer.cornerRadius = Self.cornerRadius
            view.layer.borderWidth = Self.borderWidth
            view.layer.borderColor = Self.borderColor.cgColor
            if card.shadow {
                view.layer.shadowOpacity = 0.3
                view.layer.shadowRadius = 6
                view.layer.shadowOffset = CGSize(width: 0, height: 3)
            }
            window.addSubview(view)
        }
        for label in labels {
            let view = UILabel(frame: label.frame)
            view.text = label.text
            view.font = Self.font
            view.textColor = .black
            window.addSubview(view)
            labelViews.append(view)
        }
        window.makeKeyAndVisible()
        CATransaction.flush()
        return (window, labelViews)
    }

    /// The same scene drawn straight into a bitmap context with CoreGraphics (Cairo): the
    /// ceiling. With `labelImages`, text is drawn from pre-rendered images (as backing stores
    /// are); without, it is laid out and drawn each time.
    func drawDirectly(in context: CGContext, labelImages: [CGImage]?, shadowImages: [Int: (CGImage, CGRect)]? = nil) {
        context.clear(CGRect(origin: .zero, size: Self.size))
        context.setFillColor(UIColor.systemGroupedBackground.cgColor)
        context.fill(CGRect(origin: .zero, size: Self.size))
        for (index, card) in cards.enumerated() {
            let path = CGMutablePath()
            path.addRoundedRect(in: card.frame, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius)
            if card.shadow, let (image, rect) = shadowImages?[index] {
                context.drawImage(image, in: rect)
            } else if card.shadow {
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 3), blur: 12,
                                  color: UIColor.black.withAlphaComponent(0.3).cgColor)
                context.setFillColor(card.color.cgColor)
                context.addPath(path)
                context.fillPath()
                context.restoreGState()
            }
            if let gradient = card.gradient {
                context.saveGState()
                context.addPath(path)
                context.clip()
                let g = CGGradient(colorsSpace: nil, colors: gradient.map(\.cgColor), locations: nil)!
                context.drawLinearGradient(g, start: CGPoint(x: card.frame.midX, y: card.frame.minY),
                                           end: CGPoint(x: card.frame.midX, y: card.frame.maxY),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                context.restoreGState()
            } else {
                context.setFillColor(card.color.cgColor)
                context.addPath(path)
                context.fillPath()
            }
            let inner = card.frame.insetBy(dx: Self.borderWidth, dy: Self.borderWidth)
            context.addPath(path)
            context.addPath(CGPath(roundedRect: inner, cornerWidth: Self.cornerRadius - Self.borderWidth,
                                   cornerHeight: Self.cornerRadius - Self.borderWidth, transform: nil))
            context.setFillColor(Self.borderColor.cgColor)
            context.fillPath(using: .evenOdd)
        }
        if let labelImages {
            for (label, image) in zip(labels, labelImages) {
                context.drawImage(image, in: label.frame)
            }
        } else {
            UIGraphicsPushContext(context)
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.black]
            for label in labels {
                (label.text as NSString).draw(in: label.frame, withAttributes: attributes)
            }
            UIGraphicsPopContext()
        }
    }
}

@MainActor
enum RenderingBenchmarks {
    static func compositor() {
        UIScreen.main.updateDisplay(bounds: CGRect(origin: .zero, size: RenderScene.size), scale: 1)
        let scene = RenderScene()
        print("  scene: 1920 × 1080 at scale 1, \(scene.cards.count) cards (rounded, bordered; "
            + "\(scene.cards.filter { $0.gradient != nil }.count) gradients, \(scene.cards.filter(\.shadow).count) shadows), "
            + "\(scene.labels.count) labels (Latin, Hangul, Han, kana)")

        // Windows of earlier benchmarks would redraw at the new scale during the measurement:
        // hide them (freeing their frame buffers) before the first heap reading.
        for window in UIApplication.shared.windows { window.isHidden = true }
        CATransaction.flush()
        let heapBefore = Measure.heapBytes()
        let (window, labels) = scene.makeWindow()
        let heapAfter = Measure.heapBytes()
        guard let buffer = window.frameBuffer else { fatalError("the window is not composited") }

        // Full frame through the compositor (every pixel repainted from the layer tree,
        // backing stores kept) and the ceilings, drawing the same scene straight into a
        // CoreGraphics bitmap: measured in alternation, round by round, so that the shared
        // machine's noise hits them alike.
        let context = CGContext(size: RenderScene.size, scale: 1)!
        let labelImages = labels.map { label -> CGImage in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(bounds: label.bounds, format: format).image { _ in
                label.drawText(in: label.bounds)
            }.cgImage!
        }
        let shadows = scene.shadowImages()
        let variants: [() -> Void] = [
            {
                buffer.setNeedsFullRedraw()
                CATransaction.flush()
            },
            { scene.drawDirectly(in: context, labelImages: nil) },
            { scene.drawDirectly(in: context, labelImages: labelImages) },
            { scene.drawDirectly(in: context, labelImages: labelImages, shadowImages: shadows) },
        ]
        let medians = Measure.interleaved(variants, repetitions: 10, rounds: 9)
        let (fullNs, directNs, directCachedNs, directAllCachedNs) = (medians[0], medians[1], medians[2], medians[3])
        precondition(buffer.lastFramePixelCount == 1920 * 1080, "a full frame repaints every pixel")

        // One label's text changes: display that label, repaint its area.
        var flip = false
        let label = labels[labels.count / 2]
        let incrementalNs = Measure.nanoseconds(operations: 100) {
            for _ in 0..<100 {
                flip.toggle()
                label.text = flip ? "Changed 변경됨 已更改" : "안녕하세요 again"
                CATransaction.flush()
            }
        }
        let incrementalPixels = buffer.lastFramePixelCount

        // Nothing changed: no pixel work.
        let framesBefore = buffer.frameCount
        let idleNs = Measure.nanoseconds(operations: 10_000) {
            for _ in 0..<10_000 { CATransaction.flush() }
        }
        precondition(buffer.frameCount == framesBefore, "an unchanged frame paints nothing")

        Measure.report("full frame through the compositor", fullNs / 1e6, unit: "ms")
        Measure.report("same scene drawn directly (text laid out each time)", directNs / 1e6, unit: "ms")
        Measure.report("same scene drawn directly (text from cached images)", directCachedNs / 1e6, unit: "ms")
        Measure.report("same scene drawn directly (text and shadows from cached images)", directAllCachedNs / 1e6, unit: "ms")
        Measure.report("compositor ÷ direct (text and shadows cached, the tightest ceiling)", fullNs / directAllCachedNs,
                       unit: "×", goal: "≤ 1.2×")
        Measure.report("incremental frame, one label's text changed", incrementalNs / 1e6, unit: "ms")
        Measure.report("  repainted", Double(incrementalPixels), unit: "pixels")
        Measure.report("incremental ÷ full", incrementalNs / fullNs * 100, unit: "%", goal: "≤ 10%")
        Measure.report("frame with no change", idleNs / 1e3, unit: "µs", goal: "≤ 50 µs")

        var backing = 0
        window.forEachLayer { backing += $0.backingStoreByteCount }
        let frameBytes = buffer.bytesPerRow * buffer.pixelHeight
        // The heap figure counts mmapped blocks too, so it includes the frame buffer.
        let heap = Double(heapAfter - heapBefore)
        Measure.report("memory for the scene (heap growth, frame buffer included)", heap / 1_048_576, unit: "MiB")
        Measure.report("  of which label backing stores", Double(backing) / 1_048_576, unit: "MiB")
        Measure.report("  of which the frame buffer (1920 × 1080 × 4 bytes)", Double(frameBytes) / 1_048_576, unit: "MiB")
        withExtendedLifetime(window) {}
    }
}

extension UIView {
    func forEachLayer(_ body: (CALayer) -> Void) {
        func visit(_ layer: CALayer) {
            body(layer)
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(layer)
    }
}

extension Measure {
    /// Runs each body `repetitions` times per round, the bodies one after the other in every
    /// round (after a warm-up), and returns each body's median nanoseconds per run.
    static func interleaved(_ bodies: [() -> Void], repetitions: Int, rounds: Int) -> [Double] {
        for body in bodies { body() }
        var samples = [[Double]](repeating: [], count: bodies.count)
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for (index, body) in bodies.enumerated() {
                let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
                let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                samples[index].append(ns / Double(repetitions))
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }
}
