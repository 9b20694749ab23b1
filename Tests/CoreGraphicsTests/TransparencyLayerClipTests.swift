import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) import CoreGraphics

/// Transparency layers begun inside a clip. A layer's content must land where it was drawn,
/// whatever the CTM was when the layer began (a UIKit-style context at scale 2 has a scaled,
/// flipped CTM; an earlier implementation composited the layer through that CTM a second time,
/// so content moved or vanished).
final class TransparencyLayerClipTests: XCTestCase {
    /// Fills `rect` red inside a transparency layer and returns which points (sampled at each
    /// point's center) came out painted.
    private func paintedPoints(scale: CGFloat, size: Int = 20, setUp: (CGContext) -> Void,
                               rect: CGRect = CGRect(x: 0, y: 0, width: 20, height: 20)) throws -> Set<[Int]> {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: size, height: size), scale: scale))
        setUp(context)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(rect)
        context.endTransparencyLayer()
        let image = try XCTUnwrap(context.makeImage())
        var painted: Set<[Int]> = []
        for y in 0..<size {
            for x in 0..<size {
                let pixel = image.pixel(Int((CGFloat(x) + 0.5) * scale), Int((CGFloat(y) + 0.5) * scale))
                if pixel.a > 128 { painted.insert([x, y]) }
            }
        }
        return painted
    }

    private func points(in rect: CGRect) -> Set<[Int]> {
        var result: Set<[Int]> = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { result.insert([x, y]) }
        }
        return result
    }

    func testLayerAfterRectClipAtScale2KeepsItsContent() throws {
        let clip = CGRect(x: 4, y: 2, width: 10, height: 6)
        let painted = try paintedPoints(scale: 2, setUp: { $0.clip(to: clip) })
        XCTAssertEqual(painted, points(in: clip), "the layer shows exactly the clipped fill")
    }

    func testLayerAfterRectClipAtScale3KeepsItsContent() throws {
        let clip = CGRect(x: 1, y: 11, width: 7, height: 5)
        let painted = try paintedPoints(scale: 3, setUp: { $0.clip(to: clip) })
        XCTAssertEqual(painted, points(in: clip))
    }

    func testLayerAfterClipInTranslatedSpaceIsNotFlipped() throws {
        // At scale 1 too: a clip that is not symmetric about the middle must not come out
        // mirrored.
        let painted = try paintedPoints(scale: 1, setUp: { context in
            context.translateBy(x: 2, y: 1)
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 4))
        })
        XCTAssertEqual(painted, points(in: CGRect(x: 2, y: 1, width: 5, height: 4)))
    }

    func testLayerAfterPathClipAtScale2KeepsItsContent() throws {
        let clip = CGRect(x: 3, y: 1, width: 6, height: 12)
        let painted = try paintedPoints(scale: 2, setUp: { context in
            context.addRect(clip)
            context.clip()
        })
        XCTAssertEqual(painted, points(in: clip))
    }

    func testLayerLimitedToRectAtScale2() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 20, height: 20), scale: 2))
        context.clip(to: CGRect(x: 4, y: 2, width: 12, height: 12))
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.endTransparencyLayer()
        let image = try XCTUnwrap(context.makeImage())
        // Inside both the clip and the layer's rectangle: (4...10, 2...10) points.
        XCTAssertEqual(image.pixel(9, 5), .blue)
        XCTAssertEqual(image.pixel(19, 19), .blue)
        XCTAssertEqual(image.pixel(21, 10).a, 0, "right of the layer's rectangle")
        XCTAssertEqual(image.pixel(10, 21).a, 0, "below the layer's rectangle")
        XCTAssertEqual(image.pixel(6, 10).a, 0, "left of the clip")
    }

    func testDrawingAfterTheLayerUsesTheRestoredCTM() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 10, height: 10), scale: 2))
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.endTransparencyLayer()
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(image.pixel(3, 3), .green)
        XCTAssertEqual(image.pixel(7, 7).a, 0)
    }
}
