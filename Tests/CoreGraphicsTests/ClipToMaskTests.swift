import XCTest
import Foundation
@_spi(Rendering) import FrameworkTestSupport
import GraphicsTesting
@_spi(Rendering) import CoreGraphics

/// `clip(to:mask:)`: the mask is mapped to the rectangle as `draw(_:in:)` maps an image and its
/// coverage (gray level, or alpha for an image with alpha) limits everything drawn after it.
final class ClipToMaskTests: XCTestCase {
    /// A DeviceGray image without alpha, `width` × `height`, rows top first.
    private func grayMask(width: Int, height: Int, _ values: [UInt8]) throws -> CGImage {
        try XCTUnwrap(CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                              provider: CGDataProvider(data: Data(values))!, decode: nil, shouldInterpolate: false,
                              intent: .defaultIntent))
    }

    func testGrayMaskWhitePaintsBlackClipsAway() throws {
        let context = makeBGRAContext(width: 20, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: try grayMask(width: 2, height: 1, [255, 0]))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(context.pixel(x: 4, row: 5), .red, "white mask pixels let the fill through")
        XCTAssertEqual(context.pixel(x: 15, row: 5).a, 0, "black mask pixels clip it away")
    }

    func testGrayLevelIsPartialCoverage() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: try grayMask(width: 1, height: 1, [128]))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(Int(context.pixel(x: 5, row: 5).a), 128, accuracy: 2)
    }

    func testMaskFirstRowMapsToRectMaxY() throws {
        // y-up bitmap context: the image's first row lands at the top (rect.maxY).
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: try grayMask(width: 1, height: 2, [255, 0]))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.pixel(x: 5, yUp: 8), .red)
        XCTAssertEqual(context.pixel(x: 5, yUp: 1).a, 0)
    }

    func testMaskInUIKitContextIsUpsideDownLikeDrawInRect() throws {
        // A y-down (UIKit) context at scale 2: rect.maxY is the bottom, so the mask's first
        // row covers the bottom half, as CGContext.draw(_:in:) would put it.
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 10, height: 10), scale: 2))
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: try grayMask(width: 1, height: 2, [255, 0]))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(image.pixel(10, 3).a, 0, "top half clipped away")
        XCTAssertEqual(image.pixel(10, 16), .red, "bottom half painted")
    }

    func testOutsideTheRectIsClippedAway() throws {
        let context = makeBGRAContext(width: 20, height: 20)
        context.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10), mask: try grayMask(width: 1, height: 1, [255]))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(context.pixel(x: 10, yUp: 10), .red)
        XCTAssertEqual(context.pixel(x: 2, yUp: 10).a, 0)
        XCTAssertEqual(context.pixel(x: 10, yUp: 17).a, 0)
    }

    func testImageWithAlphaMasksByAlpha() throws {
        // As KDCircularProgress makes its mask: black strokes on a clear image context.
        let maskContext = makeBGRAContext(width: 2, height: 1)
        maskContext.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        maskContext.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let mask = try XCTUnwrap(maskContext.makeImage())
        let context = makeBGRAContext(width: 20, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(context.pixel(x: 4, row: 5).a, 0, "clear pixels clip away")
        XCTAssertEqual(context.pixel(x: 15, row: 5), Pixel(0, 255, 0, 255), "opaque (black) pixels paint")
    }

    func testRestoreGStateEndsTheMaskAndMasksMultiply() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        let half = try grayMask(width: 1, height: 1, [128])
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        context.saveGState()
        context.clip(to: rect, mask: half)
        context.clip(to: rect, mask: half)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.restoreGState()
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        XCTAssertEqual(Int(context.pixel(x: 2, row: 5).a), 64, accuracy: 3, "two half masks leave a quarter")
        XCTAssertEqual(context.pixel(x: 7, row: 5).a, 255, "restoring the state removes the mask")
    }

    func testMaskAppliesToImagesAndTransparencyLayersOnce() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: try grayMask(width: 1, height: 1, [128]))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        XCTAssertEqual(Int(context.pixel(x: 5, row: 5).a), 128, accuracy: 2, "masked once, not twice")
    }
}
