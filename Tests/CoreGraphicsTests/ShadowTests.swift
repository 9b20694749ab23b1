import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) import CoreGraphics

final class ShadowTests: XCTestCase {
    func testShadowOffsetIsInBaseSpaceYUpForBitmapContexts() {
        // In a plain bitmap context base space is y-up device space: +height moves the shadow up.
        let context = makeBGRAContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        XCTAssertEqual(context.pixel(x: 3, yUp: 3), .red, "the shape covers its shadow")
        XCTAssertEqual(context.pixel(x: 9, yUp: 9), .blue, "shadow moved right and up")
        XCTAssertEqual(context.pixel(x: 12, yUp: 12), .clear)
        XCTAssertEqual(context.count { $0 == .blue }, 16, "the whole 4 × 4 shadow is visible")
    }

    func testShadowOffsetIgnoresTheCTM() {
        let context = makeBGRAContext(width: 20, height: 20)
        context.scaleBy(x: 2, y: 2)
        context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1)) // device 2..<4
        XCTAssertEqual(context.pixel(x: 6, yUp: 2), .blue)
        XCTAssertEqual(context.pixel(x: 7, yUp: 3), .blue)
        XCTAssertEqual(context.pixel(x: 8, yUp: 2), .clear)
    }

    func testDefaultShadowColorIsBlackAtOneThirdAlpha() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setShadow(offset: CGSize(width: 3, height: 0), blur: 0)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(Int(context.pixel(x: 4, yUp: 0).a), 85, accuracy: 1)
        XCTAssertEqual(context.pixel(x: 4, yUp: 0).r, 0)
    }

    func testBlurSpreadsTheShadowSymmetrically() {
        let context = makeBGRAContext(width: 40, height: 40)
        context.setShadow(offset: .zero, blur: 8, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 15, y: 15, width: 10, height: 10))
        XCTAssertEqual(context.pixel(x: 20, yUp: 20), .white)
        let near = context.pixel(x: 13, yUp: 20).a, far = context.pixel(x: 9, yUp: 20).a
        XCTAssertGreaterThan(near, far, "alpha falls off with distance")
        XCTAssertGreaterThan(near, 40)
        XCTAssertLessThan(near, 255)
        XCTAssertEqual(Int(context.pixel(x: 26, yUp: 20).a), Int(near), accuracy: 3, "symmetric")
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .clear)
    }

    func testShadowOfShapeOutsideClipStillFallsInsideIt() {
        let context = makeBGRAContext(width: 20, height: 10)
        context.clip(to: CGRect(x: 10, y: 0, width: 10, height: 10))
        context.setShadow(offset: CGSize(width: 8, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 4, y: 0, width: 4, height: 10))
        XCTAssertEqual(context.pixel(x: 13, yUp: 5), .blue)
        XCTAssertEqual(context.pixel(x: 5, yUp: 5), .clear, "the shape itself is clipped away")
    }

    func testSetShadowWithNilColorTurnsShadowsOff() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setShadow(offset: CGSize(width: 3, height: 0), blur: 0)
        context.setShadow(offset: CGSize(width: 3, height: 0), blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(context.count { $0 != .clear }, 4)
    }

    func testShadowIsRestoredWithGState() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 3, height: 0), blur: 0)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(context.count { $0 != .clear }, 4)
    }

    func testUIKitContextShadowWithPositiveHeightGoesDown() throws {
        // UIKit-style contexts measure shadow offsets in y-down points (as on iOS).
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 10, height: 10), scale: 2))
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) // top-left, pixel rows 0..<4
        XCTAssertEqual(context.pixel(x: 1, row: 1), .red)
        XCTAssertEqual(context.pixel(x: 1, row: 8), .blue, "3 points = 6 pixels below")
        XCTAssertEqual(context.pixel(x: 1, row: 10), .clear)
    }

    func testShadowOnStrokeFollowsTheLine() {
        let context = makeBGRAContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 0, height: -5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 15), CGPoint(x: 20, y: 15)])
        XCTAssertEqual(context.pixel(x: 10, yUp: 14), .black)
        XCTAssertEqual(context.pixel(x: 10, yUp: 9), .blue)
        XCTAssertEqual(context.pixel(x: 10, yUp: 12), .clear)
    }
}
