import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// The compositor: what a visible tree's frame buffer shows, and which pixels each frame
/// repaints.
@MainActor
final class CompositorTests: XCTestCase {
    func testFirstFramePaintsBackgroundRoundedCornersAndBorder() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let box = layer(CGRect(x: 10, y: 10, width: 60, height: 40), red)
        box.cornerRadius = 10
        box.borderWidth = 4
        box.borderColor = blue
        root.addSublayer(box)
        CATransaction.flush()
        XCTAssertEqual(buffer.damagedRects, [CGRect(x: 0, y: 0, width: 100, height: 100)], "the first frame paints everything")
        XCTAssertEqual(buffer.pixel(40, 30), .red, "background inside")
        XCTAssertEqual(buffer.pixel(40, 11), .blue, "border, inset from the bounds")
        XCTAssertEqual(buffer.pixel(11, 11), .white, "Core Animation rounds the background's corners")
        XCTAssertEqual(buffer.pixel(80, 80), .white)
    }

    func testFrameWithoutChangeDoesNoPixelWork() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        CATransaction.flush()
        let frames = buffer.frameCount
        CATransaction.flush()
        XCTAssertEqual(buffer.frameCount, frames, "no frame was painted")
        XCTAssertEqual(buffer.damagedRects, [])
        XCTAssertEqual(buffer.lastFramePixelCount, 0)
    }

    func testSmallChangeRepaintsOnlyTheChangedLayer() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 200))
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        let b = layer(CGRect(x: 150, y: 150, width: 20, height: 20), red)
        root.addSublayer(a)
        root.addSublayer(b)
        CATransaction.flush()
        a.backgroundColor = blue
        CATransaction.flush()
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 10, y: 10, width: 20, height: 20)), "the changed layer is repainted: \(damage)")
        XCTAssertFalse(damage.intersects(CGRect(x: 150, y: 150, width: 20, height: 20)), "the other layer is not: \(damage)")
        XCTAssertLessThan(buffer.lastFramePixelCount, 30 * 30)
        XCTAssertEqual(buffer.pixel(20, 20), .blue)
        XCTAssertEqual(buffer.pixel(160, 160), .red)
    }

    func testMovingALayerRepaintsWhereItWasAndWhereItIs() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 100))
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        root.addSublayer(a)
        CATransaction.flush()
        a.position = CGPoint(x: 150, y: 20)
        CATransaction.flush()
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 10, y: 10, width: 20, height: 20)))
        XCTAssertTrue(damage.contains(CGRect(x: 140, y: 10, width: 20, height: 20)))
        XCTAssertEqual(buffer.pixel(20, 20), .white, "the old place shows what is behind")
        XCTAssertEqual(buffer.pixel(150, 20), .red)
    }

    func testRemovedLayerLeavesItsBackground() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        root.addSublayer(a)
        CATransaction.flush()
        a.removeFromSuperlayer()
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 20), .white)
        XCTAssertLessThan(buffer.lastFramePixelCount, 30 * 30)
    }

    func testChangeInsideSublayerTreeDamagesOnlyThatLayer() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 200))
        let parent = layer(CGRect(x: 0, y: 0, width: 200, height: 200), white)
        let child = layer(CGRect(x: 100, y: 100, width: 50, height: 50), red)
        let grandchild = layer(CGRect(x: 10, y: 10, width: 10, height: 10), green)
        child.addSublayer(grandchild)
        parent.addSublayer(child)
        root.addSublayer(parent)
        CATransaction.flush()
        grandchild.backgroundColor = blue
        CATransaction.flush()
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 110, y: 110, width: 10, height: 10)))
        XCTAssertLessThanOrEqual(damage.width, 14)
        XCTAssertEqual(buffer.pixel(115, 115), .blue)
        XCTAssertEqual(buffer.pixel(130, 130), .red)
    }

    func testHiddenLayersAreSkipped() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        a.addSublayer(layer(CGRect(x: 0, y: 0, width: 5, height: 5), blue))
        root.addSublayer(a)
        a.isHidden = true
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 20), .white)
        XCTAssertEqual(buffer.pixel(12, 12), .white, "sublayers of a hidden layer are hidden")
        a.isHidden = false
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 20), .red)
        XCTAssertEqual(buffer.pixel(12, 12), .blue)
    }

    func testScaleGivesPixelsPerPoint() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 50, height: 40), scale: 2)
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), red))
        CATransaction.flush()
        XCTAssertEqual(buffer.pixelWidth, 100)
        XCTAssertEqual(buffer.pixelHeight, 80)
        XCTAssertEqual(buffer.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(buffer.pixel(21, 21), .red)
        XCTAssertEqual(buffer.pixel(41, 41), .clear)
        XCTAssertEqual(buffer.pixel(19, 19), .clear)
    }

    func testDetachedTreeIsNotComposited() async {
        let (root, buffer) = makeCompositedRoot(self)
        CATransaction.flush()
        LayerCompositor.shared.detach(root)
        XCTAssertNil(LayerCompositor.shared.frameBuffer(for: root))
        root.backgroundColor = red
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .clear, "a detached frame buffer is not painted any more")
    }
}
