import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Layers with the same shadow (shape, bounds, blur, color, scale) share one rendered image,
/// and a shape that comes back is not rendered again.
@MainActor
final class SharedShadowImageTests: XCTestCase {
    private func card(_ frame: CGRect, radius: CGFloat = 6, color: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)) -> CALayer {
        let card = CALayer()
        card.frame = frame
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.cornerRadius = 8
        card.shadowOpacity = 0.4
        card.shadowRadius = radius
        card.shadowColor = color
        card.shadowOffset = CGSize(width: 0, height: 3)
        return card
    }

    /// Without an implicit animation (the frame shows the new size at once).
    private func resize(_ layer: CALayer, width: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds.size.width = width
        CATransaction.commit()
        CATransaction.flush()
    }

    private func shadowImage(of layer: CALayer) -> CGImage? {
        layer.extras?.shadowCache?.shadow.image
    }

    func testLayersWithTheSameShadowShareOneImage() async throws {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 120))
        let a = card(CGRect(x: 10, y: 10, width: 60, height: 40))
        let b = card(CGRect(x: 110, y: 60, width: 60, height: 40))
        let other = card(CGRect(x: 110, y: 10, width: 60, height: 40), radius: 3)
        for layer in [a, b, other] { root.addSublayer(layer) }
        CATransaction.flush()
        let imageA = try XCTUnwrap(shadowImage(of: a))
        XCTAssertTrue(shadowImage(of: b) === imageA, "same shape, bounds and shadow: one image")
        XCTAssertFalse(shadowImage(of: other) === imageA, "another blur radius: another image")
        // The shared image is drawn at each layer's place: the pixels below each card match.
        XCTAssertEqual(buffer.pixel(40, 53), buffer.pixel(140, 103))
        XCTAssertNotEqual(buffer.pixel(40, 53), .clear, "the shadow shows below the card")
    }

    func testAShapeThatComesBackIsNotRenderedAgain() async throws {
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 120, height: 80))
        let thumb = card(CGRect(x: 10, y: 10, width: 27, height: 27), radius: 2.5)
        root.addSublayer(thumb)
        CATransaction.flush()
        let first = try XCTUnwrap(shadowImage(of: thumb))
        resize(thumb, width: 34)
        let stretched = try XCTUnwrap(shadowImage(of: thumb))
        XCTAssertFalse(stretched === first, "a new size is rendered")
        resize(thumb, width: 27)
        XCTAssertTrue(shadowImage(of: thumb) === first, "the earlier size's image is used again")
    }

    func testTheBoundsOriginIsPartOfTheKey() async throws {
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 200, height: 120))
        let a = card(CGRect(x: 10, y: 10, width: 60, height: 40))
        let b = card(CGRect(x: 110, y: 10, width: 60, height: 40))
        b.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSublayer(a)
        root.addSublayer(b)
        CATransaction.flush()
        let imageB = try XCTUnwrap(shadowImage(of: b))
        XCTAssertFalse(shadowImage(of: a) === imageB)
        XCTAssertEqual(b.extras?.shadowCache?.shadow.rect.minX, 5 - (3 * 6 + 1), "the shadow lies around the shifted bounds")
    }
}
