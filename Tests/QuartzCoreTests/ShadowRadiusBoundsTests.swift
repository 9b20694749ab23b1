import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Hostile shadow radii: any finite radius is accepted (as in Core Animation), draws what a
/// blur that wide shows, and costs no more than a bounded bitmap rendered once.
@MainActor
final class ShadowRadiusBoundsTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func shadowed(_ root: CALayer, radius: CGFloat, content: Bool = false) -> CALayer {
        let a = layer(CGRect(x: 30, y: 30, width: 40, height: 40), red)
        a.shadowOpacity = 1
        a.shadowOffset = .zero
        a.shadowRadius = radius
        if content {
            // A sublayer makes the shadow come from the composited content (no cached shape).
            a.addSublayer(layer(CGRect(x: 5, y: 5, width: 10, height: 10), blue))
        }
        root.addSublayer(a)
        return a
    }

    func testHugeFiniteRadiiDrawNoShadowAndDoNotCrash() async {
        for radius in [CGFloat.greatestFiniteMagnitude, 1e300, 1e9, -CGFloat.greatestFiniteMagnitude] {
            for content in [false, true] {
                let (root, buffer) = makeCompositedRoot(self)
                root.backgroundColor = white
                let a = shadowed(root, radius: radius, content: content)
                CATransaction.flush()
                XCTAssertEqual(a.shadowRadius, radius, "Core Animation keeps the value set")
                XCTAssertEqual(buffer.pixel(50, 50), .red, "the layer draws (radius \(radius))")
                if radius > 0 {
                    XCTAssertEqual(buffer.pixel(10, 10), .white, "spread out of sight (radius \(radius))")
                    XCTAssertNil(a.extras?.shadowCache, "nothing rendered for an invisible shadow")
                }
                a.position.x += 1
                CATransaction.flush()
                XCTAssertEqual(buffer.frameCount, 2)
                LayerCompositor.shared.detach(root)
            }
        }
    }

    /// A wide but visible blur is rendered at a resolution that keeps its standard deviation
    /// at 64 pixels: the bitmap stays small, and it is rendered once.
    func testWideVisibleBlurUsesASmallCachedBitmap() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100), scale: 2)
        root.backgroundColor = white
        let a = shadowed(root, radius: 200)
        a.frame = CGRect(x: -150, y: -50, width: 200, height: 200)
        CATransaction.flush()
        let cache = try! XCTUnwrap(a.extras?.shadowCache)
        let image = cache.shadow.image
        // (200 + 2 × (3 × 200 + 1)) pt at 64 / 200 px per pt, instead of 2 px per pt.
        XCTAssertLessThanOrEqual(max(image.width, image.height), 449)
        XCTAssertEqual(buffer.pixel(80, 100), .red)
        XCTAssertLessThan(buffer.pixel(150, 100).r, 240, "the shadow shows beside the layer")
        a.position.x += 1
        CATransaction.flush()
        XCTAssertTrue(a.extras?.shadowCache?.shadow.image === image, "moving the layer reuses the shadow")
    }

    /// Animating the radius to a huge value: every frame stays bounded and finite.
    func testAnimatingTheRadiusToAHugeValue() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = shadowed(root, radius: 3)
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "shadowRadius")
        grow.fromValue = 3
        grow.toValue = 1e9
        grow.duration = 0.1
        a.add(grow, forKey: "grow")
        for _ in 0..<8 {
            FrameworkScheduler.shared.advance(by: 1.0 / 60)
            if let image = a.extras?.shadowCache?.shadow.image {
                XCTAssertLessThanOrEqual(max(image.width, image.height), ShadowRasterizer.maximumSide)
            }
        }
        XCTAssertEqual(buffer.pixel(50, 50), .red)
    }

    /// A radius large enough to stay visible only on an enormous layer: the shadow's extent
    /// stays finite (it is drawn with the largest radius OpenUIKit renders).
    func testHugeRadiusOnAHugeLayerStaysFinite() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = shadowed(root, radius: 1e300, content: true)
        a.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        XCTAssertTrue(LayerTreeRenderer.castsShadow(a))
        let extent = LayerTreeRenderer.extent(of: a, includingShadow: true)
        XCTAssertTrue(extent.width.isFinite && extent.origin.x.isFinite)
        CATransaction.flush()
        XCTAssertEqual(buffer.frameCount, 1)
    }
}
