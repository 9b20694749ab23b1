import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// The backdrop layer under `UIVisualEffectView`: it blurs the pixels behind it, tints them,
/// and a partial repaint never blurs already blurred pixels.
@MainActor
final class BackdropLayerTests: XCTestCase {
    /// Red on the left half, blue on the right, and a backdrop over the middle.
    private func makeScene() -> (CALayer, FrameBuffer, _CABackdropLayer) {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 50, height: 100), red))
        root.addSublayer(layer(CGRect(x: 50, y: 0, width: 50, height: 100), blue))
        let backdrop = _CABackdropLayer()
        backdrop.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        backdrop.blurRadius = 4
        root.addSublayer(backdrop)
        CATransaction.flush()
        return (root, buffer, backdrop)
    }

    func testBlurMixesColorsAcrossAnEdgeAndKeepsFlatAreas() async {
        let (_, buffer, _) = makeScene()
        // Box radius 4, three passes: the blur reaches 12 pixels.
        XCTAssertEqual(buffer.pixel(25, 50), .red, "flat red 25 pixels from the edge stays red")
        XCTAssertEqual(buffer.pixel(75, 50), .blue)
        let left = buffer.pixel(49, 50), right = buffer.pixel(50, 50)
        XCTAssertGreaterThan(left.r, 100, "\(left)")
        XCTAssertGreaterThan(left.b, 70, "blue bleeds into red under the backdrop: \(left)")
        XCTAssertGreaterThan(right.r, 70, "red bleeds into blue: \(right)")
        XCTAssertEqual(Int(left.r) + Int(right.r), 255, accuracy: 3, "the blur is symmetric about the edge")
        XCTAssertEqual(buffer.pixel(10, 50), .red, "outside the backdrop nothing is blurred")
        XCTAssertEqual(buffer.pixel(49, 10), .red, "above the backdrop the edge stays sharp")
        XCTAssertEqual(buffer.pixel(50, 10), .blue)
    }

    func testTintIsDrawnOverTheBlur() async {
        let (_, buffer, backdrop) = makeScene()
        backdrop.tintColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        CATransaction.flush()
        XCTAssertTrue(buffer.pixel(25, 50).isClose(to: Pixel(128, 0, 0, 255), tolerance: 1), "\(buffer.pixel(25, 50))")
        XCTAssertEqual(buffer.pixel(10, 50), .red)
    }

    func testPartialRepaintUnderTheBackdropRepaintsEverythingTheBlurReads() async {
        let (root, buffer, _) = makeScene()
        let edge = buffer.pixel(49, 50)
        let dot = layer(CGRect(x: 70, y: 70, width: 2, height: 2), blue)
        root.addSublayer(dot)
        CATransaction.flush()
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 8, y: 8, width: 84, height: 84)),
                      "the backdrop and the 12-pixel margin its blur reads: \(damage)")
        XCTAssertEqual(buffer.pixel(49, 50), edge, "blurred once, not blurred again")
        XCTAssertEqual(buffer.pixel(25, 50), .red)
    }

    func testNoBlurRadiusDrawsTheBackdropUnchanged() async {
        let (_, buffer, backdrop) = makeScene()
        backdrop.blurRadius = 0
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(49, 50), .red)
        XCTAssertEqual(buffer.pixel(50, 50), .blue)
    }
}
