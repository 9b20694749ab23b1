import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Draws translucent stripes and an antialiased disc in a color that changes between frames.
private final class StripesDelegate: CALayerDelegate {
    var hue: CGFloat = 0.1

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        ctx.setFillColor(CGColor(red: hue, green: 0.4, blue: 1 - hue, alpha: 0.55))
        for i in stride(from: 0, to: Int(b.width), by: 7) {
            ctx.fill(CGRect(x: CGFloat(i) + 0.3, y: 0, width: 3.4, height: b.height))
        }
        ctx.setFillColor(CGColor(red: 1 - hue, green: hue, blue: 0.2, alpha: 0.8))
        ctx.fillEllipse(in: b.insetBy(dx: b.width / 5, dy: b.height / 6))
    }
}

/// The frame-cost work (stores drawn in place, pooled memory, images that take a context's
/// pixels, shadows shared between layers) changes no pixel: the same frames composited with
/// every store copied into new memory and every shadow rendered afresh (the way frames were
/// made before) are byte-identical.
@MainActor
final class FrameCostEquivalenceTests: XCTestCase {
    private struct Scene {
        let root: CALayer
        let buffer: FrameBuffer
        let drawn: [(CALayer, StripesDelegate)]
        let cards: [CALayer]
        let group: CALayer
    }

    private func makeScene() -> Scene {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 160, height: 120), scale: 2)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        var drawn: [(CALayer, StripesDelegate)] = []
        for (index, frame) in [CGRect(x: 4, y: 4, width: 40, height: 30), CGRect(x: 50.5, y: 6.25, width: 25.5, height: 17.25),
                               CGRect(x: 90, y: 4, width: 64, height: 64)].enumerated() {
            let delegate = StripesDelegate()
            delegate.hue = CGFloat(index) / 4
            let layer = CALayer()
            layer.delegate = delegate
            layer.frame = frame
            layer.contentsScale = 2
            layer.setNeedsDisplay()
            root.addSublayer(layer)
            drawn.append((layer, delegate))
        }
        var cards: [CALayer] = []
        for x in [6.0, 46.0, 86.0] {
            let card = CALayer()
            card.frame = CGRect(x: x, y: 76, width: 30, height: 22)
            card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.cornerRadius = 6
            card.shadowOpacity = 0.35
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 0, height: 2)
            root.addSublayer(card)
            cards.append(card)
        }
        // A translucent group (composited offscreen) holding a drawn layer, with a mask.
        let group = CALayer()
        group.frame = CGRect(x: 120, y: 72, width: 36, height: 40)
        group.opacity = 0.6
        group.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        let inner = CALayer()
        let innerDelegate = StripesDelegate()
        inner.delegate = innerDelegate
        inner.frame = CGRect(x: 4, y: 4, width: 28, height: 20)
        inner.contentsScale = 2
        inner.setNeedsDisplay()
        group.addSublayer(inner)
        let mask = CALayer()
        mask.frame = group.bounds.insetBy(dx: 2, dy: 3)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        mask.cornerRadius = 9
        group.mask = mask
        root.addSublayer(group)
        drawn.append((inner, innerDelegate))
        return Scene(root: root, buffer: buffer, drawn: drawn, cards: cards, group: group)
    }

    private func frames(copyingEverything: Bool) -> [[UInt8]] {
        let scene = makeScene()
        var held: [Any] = []
        var result: [[UInt8]] = []
        func present() {
            if copyingEverything {
                FrameworkEnvironment.shadowImages.removeAll()
                var stack = [scene.root]
                while let layer = stack.popLast() {
                    layer.extras?.shadowCache = nil
                    stack.append(contentsOf: layer.sublayers ?? [])
                }
            }
            CATransaction.flush()
            if copyingEverything {
                // Holding each image makes the next display copy it into new memory.
                held.append(contentsOf: scene.drawn.compactMap { $0.0.contents })
            }
            result.append(scene.buffer.withUnsafePixels { pixels, _ in Array(pixels) })
        }
        present()
        for step in 0..<4 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (index, (layer, delegate)) in scene.drawn.enumerated() {
                delegate.hue = CGFloat((step + index) % 5) / 5
                if (step + index).isMultiple(of: 2) {
                    layer.setNeedsDisplay(CGRect(x: 2.5 + CGFloat(step), y: 1.25, width: 13, height: 9.5))
                } else {
                    layer.setNeedsDisplay()
                }
            }
            scene.cards[step % 3].bounds.size.width = step.isMultiple(of: 2) ? 34 : 30
            scene.group.opacity = step.isMultiple(of: 2) ? 0.45 : 0.6
            CATransaction.commit()
            present()
        }
        XCTAssertEqual(held.isEmpty, !copyingEverything)
        return result
    }

    func testFramesAreByteIdenticalToCopyingEveryStoreAndRenderingEveryShadow() async throws {
        let fast = frames(copyingEverything: false)
        let copied = frames(copyingEverything: true)
        XCTAssertEqual(fast.count, 5)
        XCTAssertEqual(fast.count, copied.count)
        for (index, (a, b)) in zip(fast, copied).enumerated() {
            XCTAssertEqual(a.count, 320 * 240 * 4)
            XCTAssertTrue(a == b, "frame \(index): \(zip(a, b).filter { $0 != $1 }.count) bytes differ")
        }
        XCTAssertNotEqual(fast[0], fast[4], "the frames changed")
    }
}
