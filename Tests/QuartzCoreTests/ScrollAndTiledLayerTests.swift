import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A delegate that fills each tile with a color of its own and records the clip boxes.
private final class TileDelegate: CALayerDelegate {
    var clipBoxes: [CGRect] = []

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let box = ctx.boundingBoxOfClipPath
        clipBoxes.append(box)
        // Even tiles red, odd ones blue, by column + row of a 100-point grid.
        let parity = (Int(box.minX / 100) + Int(box.minY / 100)) % 2
        ctx.setFillColor(parity == 0 ? red : blue)
        ctx.fill(layer.bounds) // the clip keeps it to the tile
    }
}

/// `CAScrollLayer`, `CALayer.scroll(_:)`/`scrollRectToVisible(_:)`/`visibleRect`, and
/// `CATiledLayer`'s per-tile drawing.
@MainActor
final class ScrollAndTiledLayerTests: XCTestCase {
    private func scrollSetUp() -> (CAScrollLayer, CALayer) {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        scroll.addSublayer(content)
        return (scroll, content)
    }

    func testScrollToPointMovesTheBoundsOriginByMode() async {
        let (scroll, _) = scrollSetUp()
        XCTAssertEqual(scroll.scrollMode, .both)
        scroll.scroll(to: CGPoint(x: 30, y: 40))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 30, y: 40))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 5, y: 6))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 5, y: 40), "only x moves")
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 70, y: 8))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 5, y: 8))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint.zero)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 5, y: 8))
        XCTAssertEqual(CAScrollLayerScrollMode.horizontally.rawValue, "horizontally")
    }

    func testScrollToRectScrollsAsLittleAsNeeded() async {
        let (scroll, _) = scrollSetUp()
        scroll.scroll(to: CGRect(x: 150, y: 10, width: 20, height: 20))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 70, y: 0), "right edge brought to the right edge")
        scroll.scroll(to: CGRect(x: 80, y: 10, width: 10, height: 10))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 70, y: 0), "already visible: no scroll")
        scroll.scroll(to: CGRect(x: 20, y: 100, width: 10, height: 10))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 20, y: 60))
    }

    func testSublayerScrollsItsAncestorAndReportsVisibleRect() async {
        let (scroll, content) = scrollSetUp()
        let inner = CALayer()
        inner.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        content.addSublayer(inner)
        XCTAssertEqual(inner.visibleRect, .zero, "out of view")
        inner.scroll(CGPoint(x: 10, y: 20))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 110, y: 120), "the point is at the scroll layer's origin")
        XCTAssertEqual(inner.visibleRect, CGRect(x: 10, y: 20, width: 100, height: 50))
        inner.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 100, y: 100))
        XCTAssertEqual(content.visibleRect, CGRect(x: 100, y: 100, width: 100, height: 50))
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        loose.scroll(CGPoint(x: 5, y: 5))
        XCTAssertEqual(loose.visibleRect, loose.bounds, "no scroll layer: the bounds")
    }

    func testTiledLayerDrawsEachTileClippedToIt() async {
        let delegate = TileDelegate()
        let tiled = CATiledLayer()
        XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
        XCTAssertEqual(tiled.levelsOfDetail, 1)
        XCTAssertEqual(tiled.levelsOfDetailBias, 0)
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        tiled.delegate = delegate
        tiled.tileSize = CGSize(width: 200, height: 200)
        tiled.contentsScale = 2 // 200-pixel tiles are 100 points
        tiled.bounds = CGRect(x: 0, y: 0, width: 250, height: 150)
        tiled.setNeedsDisplay()
        tiled.displayIfNeeded()
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
            CGRect(x: 200, y: 0, width: 50, height: 100),
            CGRect(x: 0, y: 100, width: 100, height: 50), CGRect(x: 100, y: 100, width: 100, height: 50),
            CGRect(x: 200, y: 100, width: 50, height: 50),
        ]
        XCTAssertEqual(delegate.clipBoxes, expected, "one call per tile, row by row, clipped to the tile")
        let image = tiled.contents as? CGImage
        XCTAssertEqual(image?.width, 500)
        XCTAssertEqual(image?.pixel(50, 50), .red)
        XCTAssertEqual(image?.pixel(250, 50), .blue)
        XCTAssertEqual(image?.pixel(250, 250), .red)
    }

    func testTiledLayerRedrawsOnlyTheTilesADirtyRectTouches() async {
        let delegate = TileDelegate()
        let tiled = CATiledLayer()
        tiled.delegate = delegate
        tiled.tileSize = CGSize(width: 100, height: 100)
        tiled.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        tiled.setNeedsDisplay()
        tiled.displayIfNeeded()
        XCTAssertEqual(delegate.clipBoxes.count, 3)
        delegate.clipBoxes.removeAll()
        tiled.setNeedsDisplay(CGRect(x: 120, y: 10, width: 20, height: 20))
        tiled.displayIfNeeded()
        XCTAssertEqual(delegate.clipBoxes.count, 1, "only the middle tile")
        XCTAssertEqual(delegate.clipBoxes.first?.minX ?? -1, 120, accuracy: 1, "clipped to the dirty part of the tile")
    }
}
