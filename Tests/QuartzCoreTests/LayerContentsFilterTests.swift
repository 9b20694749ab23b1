import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `minificationFilter` / `magnificationFilter` and the other contents options.
@MainActor
final class LayerContentsFilterTests: XCTestCase {
    /// A 2 × 1 pixel image: red, then blue.
    private func redBlue() -> CGImage {
        let context = CGContext(size: CGSize(width: 2, height: 1), scale: 1)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(blue)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return context.makeImage()!
    }

    func testNearestMagnificationKeepsPixelsCrisp() async {
        let (root, buffer) = makeCompositedRoot(self)
        let linear = CALayer(), nearest = CALayer()
        linear.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        nearest.frame = CGRect(x: 0, y: 20, width: 40, height: 10)
        linear.contents = redBlue()
        nearest.contents = redBlue()
        nearest.magnificationFilter = .nearest
        root.addSublayer(linear)
        root.addSublayer(nearest)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(18, 25), .red, "nearest: the left pixel up to the middle")
        XCTAssertEqual(buffer.pixel(21, 25), .blue)
        let blended = buffer.pixel(18, 5)
        XCTAssertTrue(blended.b > 20 && blended.r > 20, "linear blends across the middle: \(blended)")
        XCTAssertEqual(linear.magnificationFilter, .linear)
        XCTAssertEqual(nearest.value(forKey: "magnificationFilter") as? CALayerContentsFilter, .nearest)
    }

    func testFilterChangeRedrawsAndCopiesKeepIt() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        a.contents = redBlue()
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertNotEqual(buffer.pixel(18, 5), .red)
        a.setValue("nearest", forKey: "magnificationFilter")
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(18, 5), .red, "the change is composited")
        XCTAssertEqual(CALayer(layer: a).magnificationFilter, .nearest)
    }

    func testOtherContentsOptionsAreKept() async {
        let a = CALayer()
        XCTAssertEqual(a.minificationFilter, .linear)
        XCTAssertEqual(a.minificationFilterBias, 0)
        XCTAssertEqual(a.contentsFormat, .RGBA8Uint)
        XCTAssertEqual(a.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        a.contentsFormat = .gray8Uint
        a.edgeAntialiasingMask = .layerTopEdge
        XCTAssertEqual(a.contentsFormat, .gray8Uint)
        XCTAssertEqual(a.edgeAntialiasingMask, .layerTopEdge)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, accuracy: 1e-6)
    }
}
