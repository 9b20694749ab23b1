import XCTest
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// The rectangle a pending display redraws: the whole layer after `setNeedsDisplay()` (kept
/// as a flag, without the layer's extras), the union of the parts otherwise.
@MainActor
final class LayerPendingDisplayRectTests: XCTestCase {
    func testWholeLayerPendingNeedsNoExtrasAndWinsOverParts() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        XCTAssertNil(layer.pendingDisplayRect)
        layer.setNeedsDisplay()
        XCTAssertEqual(layer.pendingDisplayRect, .infinite)
        XCTAssertNil(layer.extras, "a whole-layer display is a flag")
        layer.setNeedsDisplay(CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(layer.pendingDisplayRect, .infinite)
        layer.displayIfNeeded()
        XCTAssertNil(layer.pendingDisplayRect)
        XCTAssertFalse(layer.needsDisplay())
    }

    func testPartsUniteUntilTheWholeLayerIsAsked() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        layer.setNeedsDisplay(CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(layer.pendingDisplayRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        XCTAssertEqual(layer.pendingDisplayRect, CGRect(x: 1, y: 2, width: 14, height: 13))
        layer.setNeedsDisplay()
        XCTAssertEqual(layer.pendingDisplayRect, .infinite)
        layer.displayIfNeeded()
        XCTAssertNil(layer.pendingDisplayRect)
        layer.setNeedsDisplay(CGRect(x: 5, y: 5, width: 1, height: 1))
        XCTAssertEqual(layer.pendingDisplayRect, CGRect(x: 5, y: 5, width: 1, height: 1))
    }
}
