import XCTest
import GraphicsTesting
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Draws an antialiased disc over a band, in a color that can change between displays.
private final class DiscDelegate: CALayerDelegate {
    var color = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)

    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: layer.bounds.height / 3, width: layer.bounds.width, height: layer.bounds.height / 4))
        ctx.setFillColor(color)
        ctx.fillEllipse(in: layer.bounds.insetBy(dx: 3.3, dy: 2.7))
    }
}

/// The bytes of an image's pixels (premultiplied BGRA rows).
private func bytes(of image: CGImage?) -> [UInt8] {
    guard let image else { return [] }
    return image.withUnsafePixels { pixels, _ in Array(pixels) }
}

/// Backing-store memory: a store redrawn at its size is drawn in place when no one else
/// holds its image, a dropped store's memory serves the next one, and the pixels are the
/// same as drawing into new memory.
@MainActor
final class BackingStoreMemoryTests: XCTestCase {
    private func drawnLayer(size: CGSize, scale: CGFloat) -> (CALayer, DiscDelegate) {
        let delegate = DiscDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.contentsScale = scale
        layer.setNeedsDisplay()
        CATransaction.flush()
        return (layer, delegate)
    }

    func testRedisplayAtTheSameSizeDrawsIntoTheSameMemory() async throws {
        let (layer, delegate) = drawnLayer(size: CGSize(width: 40, height: 30), scale: 2)
        let storage = try XCTUnwrap((layer.contents as? CGImage)?.pixelStorage)
        let firstImage = ObjectIdentifier(try XCTUnwrap(layer.contents as? CGImage))
        delegate.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 8, height: 6))
        CATransaction.flush()
        do {
            let image = try XCTUnwrap(layer.contents as? CGImage)
            XCTAssertTrue(image.pixelStorage === storage, "a partial redraw draws over the previous pixels in place")
            XCTAssertNotEqual(ObjectIdentifier(image), firstImage, "the contents are a new image")
            XCTAssertEqual(image.pixel(28, 26), Pixel(0, 255, 0, 255), "inside the redrawn rect: the new color")
        }
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertTrue((layer.contents as? CGImage)?.pixelStorage === storage, "a full redraw too")
        XCTAssertEqual(layer.backingStoreByteCount, 80 * 60 * 4)
    }

    func testAnImageSomeoneHoldsKeepsItsPixelsWhenTheLayerRedraws() async throws {
        let (layer, delegate) = drawnLayer(size: CGSize(width: 40, height: 30), scale: 1)
        let held = try XCTUnwrap(layer.contents as? CGImage)
        let before = bytes(of: held)
        delegate.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.setNeedsDisplay(CGRect(x: 5, y: 5, width: 30, height: 20))
        CATransaction.flush()
        let redrawn = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertFalse(redrawn.pixelStorage === held.pixelStorage, "an image someone holds is never drawn into")
        XCTAssertEqual(bytes(of: held), before, "CGImage is immutable")
        XCTAssertEqual(redrawn.pixel(20, 15), Pixel(0, 0, 255, 255))
        XCTAssertEqual(redrawn.pixel(1, 1), held.pixel(1, 1), "outside the rect the previous pixels are kept")
    }

    /// The same displays give byte-identical pixels whether the store is reused in place
    /// (nothing else holds it) or copied into new memory (the test holds each image), at a
    /// whole-pixel size and at a fractional one (which is always copied, with filtering).
    func testPixelsAreTheSameInPlaceAndCopied() async throws {
        for (size, scale) in [(CGSize(width: 40, height: 30), CGFloat(2)), (CGSize(width: 25.5, height: 17.25), CGFloat(1))] {
            let (inPlace, inPlaceDelegate) = drawnLayer(size: size, scale: scale)
            let (copied, copiedDelegate) = drawnLayer(size: size, scale: scale)
            var held: [CGImage] = []
            let colors = [CGColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 0.6), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                          CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.3)]
            let rects = [CGRect(x: 3.5, y: 2.25, width: 11, height: 7.5), CGRect(x: 0, y: 0, width: 9, height: 30),
                         CGRect(x: 12.75, y: 8, width: 20, height: 3)]
            for (color, rect) in zip(colors, rects) {
                held.append(try XCTUnwrap(copied.contents as? CGImage))
                inPlaceDelegate.color = color
                copiedDelegate.color = color
                inPlace.setNeedsDisplay(rect)
                copied.setNeedsDisplay(rect)
                CATransaction.flush()
                let a = bytes(of: inPlace.contents as? CGImage), b = bytes(of: copied.contents as? CGImage)
                XCTAssertFalse(a.isEmpty)
                XCTAssertEqual(a, b, "size \(size) at scale \(scale), after redrawing \(rect)")
            }
            XCTAssertEqual(held.count, 3)
        }
    }

    func testADroppedStoresMemoryServesTheNextStoreOfTheSameSize() async throws {
        let (first, _) = drawnLayer(size: CGSize(width: 37, height: 23), scale: 1)
        let storage = try XCTUnwrap((first.contents as? CGImage)?.pixelStorage)
        // Without a delegate a plain layer draws nothing: its store goes.
        first.delegate = nil
        first.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(first.contents)
        XCTAssertEqual(first.backingStoreByteCount, 0)
        // The next store of 37 × 23 pixels draws into that memory, cleared first.
        let second = CALayer()
        let half = HalfFillingDelegate()
        second.delegate = half
        second.bounds = CGRect(x: 0, y: 0, width: 37, height: 23)
        second.contentsScale = 1
        second.setNeedsDisplay()
        CATransaction.flush()
        let image = try XCTUnwrap(second.contents as? CGImage)
        XCTAssertTrue(image.pixelStorage === storage, "the pool's memory is reused")
        XCTAssertEqual(image.pixel(5, 5), Pixel(255, 255, 255, 255))
        XCTAssertEqual(image.pixel(30, 20), Pixel(0, 0, 0, 0), "cleared where nothing was drawn")
    }

    func testAStoreThatDrawsNothingIsDroppedWithoutScanningAndLeavesNoContents() async throws {
        // A view-like delegate that reaches only the default drawing.
        final class DefaultDelegate: CALayerDelegate {}
        let (layer, _) = drawnLayer(size: CGSize(width: 20, height: 20), scale: 1)
        XCTAssertNotNil(layer.contents)
        let quiet = DefaultDelegate()
        layer.delegate = quiet
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(layer.contents, "drawing nothing leaves no backing store")
        XCTAssertEqual(layer.backingStoreByteCount, 0)
    }
}

/// Fills the top-left quarter white.
private final class HalfFillingDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height / 2))
    }
}
