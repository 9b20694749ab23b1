import XCTest
import FrameworkTestSupport
import CoreGraphics

final class TransparencyLayerTests: XCTestCase {
    func testLayerIsCompositedOnceWithTheOuterAlpha() {
        // Two overlapping opaque rects in a layer at alpha 0.5: the overlap is no darker than
        // either rect, unlike drawing them separately at alpha 0.5.
        let context = makeBGRAContext(width: 6, height: 2)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.fill(CGRect(x: 2, y: 0, width: 4, height: 2))
        context.endTransparencyLayer()
        let single = context.pixel(x: 0, yUp: 0).a, overlap = context.pixel(x: 3, yUp: 0).a
        XCTAssertEqual(Int(single), 128, accuracy: 1)
        XCTAssertEqual(overlap, single)
    }

    func testLayerResetsAlphaInsideAndRestoresStateAfter() {
        let context = makeBGRAContext(width: 2, height: 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.translateBy(x: 1, y: 0)
        context.endTransparencyLayer()
        XCTAssertEqual(context.ctm, .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(Int(context.pixel(x: 0, yUp: 0).a), 128, accuracy: 1, "alpha 0.5 is back")
    }

    func testLayerCastsOneShadow() {
        let context = makeBGRAContext(width: 20, height: 10)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.fill(CGRect(x: 2, y: 0, width: 4, height: 4))
        context.endTransparencyLayer()
        // Overlapping shapes' shadows would double up to alpha 0.75 if cast separately.
        XCTAssertEqual(Int(context.pixel(x: 13, yUp: 1).a), 128, accuracy: 1)
        XCTAssertEqual(Int(context.pixel(x: 11, yUp: 1).a), 128, accuracy: 1)
    }

    func testUnbalancedEndIsIgnored() {
        let context = makeBGRAContext(width: 1, height: 1)
        context.endTransparencyLayer()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .black)
    }
}
