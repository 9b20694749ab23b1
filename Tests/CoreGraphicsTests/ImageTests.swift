import XCTest
@_spi(Rendering) import FrameworkTestSupport
import GraphicsTesting
@_spi(Diagnostics) @_spi(Rendering) import CoreGraphics

final class ImageTests: XCTestCase {
    /// A 2 × 2 image: top row red, green; bottom row blue, white (rows as stored, top first).
    private func makeQuadrantImage() -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                              0, 0, 255, 255, 255, 255, 255, 255]
        return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                       intent: .defaultIntent)!
    }

    func testImageFromRGBADataReportsItsLayoutAndPixels() {
        let image = makeQuadrantImage()
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.pixel(0, 0), .red)
        XCTAssertEqual(image.pixel(1, 0), .green)
        XCTAssertEqual(image.pixel(0, 1), .blue)
        XCTAssertEqual(image.dataProvider?.data?.count, 16)
    }

    func testImageFromNonPremultipliedDataIsPremultiplied() {
        let bytes: [UInt8] = [128, 255, 0, 0] // ARGB, alpha first, not premultiplied
        let image = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.first.rawValue),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                            intent: .defaultIntent)!
        XCTAssertTrue(image.pixel(0, 0).isClose(to: Pixel(128, 0, 0, 128), tolerance: 1))
    }

    func testGrayAndRGBImagesDecode() {
        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                           provider: CGDataProvider(data: Data([0, 200]))!, decode: nil, shouldInterpolate: true,
                           intent: .defaultIntent)!
        XCTAssertEqual(gray.pixel(1, 0), Pixel(200, 200, 200, 255))
        let rgb = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [],
                          provider: CGDataProvider(data: Data([10, 20, 30]))!, decode: nil, shouldInterpolate: true,
                          intent: .defaultIntent)!
        XCTAssertEqual(rgb.pixel(0, 0), Pixel(10, 20, 30, 255))
        let wide = CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                           provider: CGDataProvider(data: Data([0xFF, 0xFF, 0, 0, 0x80, 0, 0xFF, 0xFF]))!,
                           decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        XCTAssertEqual(wide.pixel(0, 0), Pixel(255, 0, 128, 255))
    }

    func testImageWithTooLittleDataIsNil() {
        var image: CGImage?
        let log = LogCapture.capture {
            image = CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: CGDataProvider(data: Data(count: 10))!, decode: nil, shouldInterpolate: true,
                            intent: .defaultIntent)
        }
        XCTAssertNil(image)
        XCTAssertEqual(log.lines.count, 1)
    }

    func testDrawImageIsUprightInYUpSpace() {
        // CoreGraphics: the image's first row lands at the top of the rect (maxY) in y-up space,
        // which is the first row in bitmap memory.
        let context = makeBGRAContext(width: 2, height: 2)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(context.pixel(x: 0, row: 0), .red)
        XCTAssertEqual(context.pixel(x: 1, row: 0), .green)
        XCTAssertEqual(context.pixel(x: 0, row: 1), .blue)
        XCTAssertEqual(context.pixel(x: 1, row: 1), .white)
    }

    func testDrawImageInFlippedContextAppearsUpsideDown() {
        // The well-known UIKit gotcha: with a y-down CTM, CGContext.draw shows the image flipped.
        let context = makeBGRAContext(width: 2, height: 2)
        context.translateBy(x: 0, y: 2)
        context.scaleBy(x: 1, y: -1)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(context.pixel(x: 0, row: 0), .blue)
        XCTAssertEqual(context.pixel(x: 0, row: 1), .red)
    }

    func testDrawImageScalesWithNearestNeighbourWhenInterpolationIsNone() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.interpolationQuality = .none
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(context.pixel(x: 1, row: 1), .red)
        XCTAssertEqual(context.pixel(x: 2, row: 1), .green)
        XCTAssertEqual(context.pixel(x: 3, row: 3), .white)
    }

    func testDrawImageByTilingRepeatsIt() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        XCTAssertEqual(context.pixel(x: 2, row: 0), .red)
        XCTAssertEqual(context.pixel(x: 3, row: 2), .green)
        XCTAssertEqual(context.count { $0 == .clear }, 0)
    }

    func testCroppingUsesTopLeftPixelCoordinates() throws {
        let cropped = try XCTUnwrap(makeQuadrantImage().cropping(to: CGRect(x: 1, y: 0, width: 5, height: 1)))
        XCTAssertEqual(cropped.width, 1)
        XCTAssertEqual(cropped.height, 1)
        XCTAssertEqual(cropped.pixel(0, 0), .green)
        XCTAssertNil(makeQuadrantImage().cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)))
    }

    func testPNGRoundTripKeepsPixels() throws {
        let image = makeQuadrantImage()
        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try XCTUnwrap(CGImage(pngData: png))
        XCTAssertEqual(decoded.width, 2)
        XCTAssertEqual(decoded.height, 2)
        for (x, row, expected) in [(0, 0, Pixel.red), (1, 0, .green), (0, 1, .blue), (1, 1, .white)] {
            XCTAssertEqual(decoded.pixel(x, row), expected)
        }
    }

    func testPNGRoundTripKeepsPartialAlpha() throws {
        let context = makeBGRAContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let decoded = try XCTUnwrap(CGImage(pngData: try XCTUnwrap(context.makeImage()?.pngData())))
        XCTAssertTrue(decoded.pixel(0, 0).isClose(to: Pixel(128, 0, 0, 128), tolerance: 1))
    }

    func testCorruptPNGGivesNil() {
        XCTAssertNil(CGImage(pngData: Data([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])))
        XCTAssertNil(CGImage(pngData: Data()))
        var garbage = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        garbage.append(Data(repeating: 0xAB, count: 200))
        XCTAssertNil(CGImage(pngData: garbage))
    }

    func testTruncatedPNGGivesNil() throws {
        let png = try XCTUnwrap(makeQuadrantImage().pngData())
        for length in [9, 20, 33, png.count / 2, png.count - 1] {
            XCTAssertNil(CGImage(pngData: png.prefix(length)), "truncated to \(length) bytes")
        }
    }

    func testPNGDataProviderSourceDecodes() throws {
        let png = try XCTUnwrap(makeQuadrantImage().pngData())
        let image = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                            shouldInterpolate: true, intent: .defaultIntent)
        XCTAssertEqual(image?.pixel(1, 1), .white)
    }
}
