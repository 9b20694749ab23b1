import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Layers that outlive the layer that pointed at them: a mask whose masked layer is freed,
/// sublayers whose superlayer is freed. They keep working and never reach the freed layer.
@MainActor
final class LayerBackReferenceLifetimeTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func maskedLayer(in root: CALayer, mask: CALayer) -> CALayer {
        let owner = layer(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        owner.mask = mask
        root.addSublayer(owner)
        return owner
    }

    func testMaskOutlivingItsOwnerKeepsRenderingWithoutIt() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 50, height: 50))
        let mask = layer(CGRect(x: 0, y: 0, width: 25, height: 50), CGColor(gray: 0, alpha: 1))
        weak var weakOwner: CALayer?
        do {
            let owner = maskedLayer(in: root, mask: mask)
            weakOwner = owner
            CATransaction.flush()
            XCTAssertEqual(buffer.pixel(10, 10), .red)
            XCTAssertEqual(buffer.pixel(40, 10), .clear, "masked out")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 1
            mask.add(fade, forKey: "fade")
            owner.removeFromSuperlayer()
        }
        XCTAssertNil(weakOwner, "the owner is freed while the mask lives on")
        XCTAssertNil(mask.extras?.maskOwner, "the mask does not point at the freed owner")
        // The mask's animation ticks and its changes mark it for display: nothing may reach
        // the freed owner.
        FrameworkScheduler.shared.advance(by: 0.5)
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        CATransaction.flush()
        FrameworkScheduler.shared.advance(by: 0.6)
        XCTAssertEqual(buffer.pixel(10, 10), .clear, "the owner is gone from the screen")

        // The mask can mask another layer.
        let second = maskedLayer(in: root, mask: mask)
        CATransaction.flush()
        XCTAssertTrue(mask.extras?.maskOwner === second)
        XCTAssertGreaterThan(buffer.pixel(5, 5).a, 0)
        XCTAssertEqual(buffer.pixel(30, 30), .clear)
    }

    func testMaskHeldByAVariableAfterTheOwnerIsFreed() async {
        let mask = layer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 0, alpha: 1))
        do {
            let owner = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
            owner.mask = mask
        }
        XCTAssertNil(mask.extras?.maskOwner)
        mask.position = CGPoint(x: 3, y: 3)
        mask.setNeedsDisplay()
        CATransaction.flush()
        let image = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        mask.render(in: image)
    }

    func testSublayerOutlivingItsSuperlayerHasNoSuperlayer() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 20, height: 20))
        let child = layer(CGRect(x: 0, y: 0, width: 20, height: 20), green)
        do {
            let parent = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSublayer(child)
        }
        XCTAssertNil(child.superlayer)
        child.opacity = 0.5
        child.removeFromSuperlayer()
        root.addSublayer(child)
        CATransaction.flush()
        XCTAssertGreaterThan(buffer.pixel(10, 10).g, 0)
    }
}
