import XCTest
import Foundation
@_spi(Rendering) import FrameworkTestSupport
import GraphicsTesting
@_spi(Rendering) import CoreGraphics

/// What the fourth API diff round added to CoreGraphics draws as CoreGraphics does: layers,
/// image masks, patterns, and the type of an image's source.
final class APIDiff4CoreGraphicsTests: XCTestCase {
    private func opaqueImage(width: Int, height: Int, rgba: [UInt8]) throws -> CGImage {
        try XCTUnwrap(CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
                              bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGBitmapInfo(alpha: .noneSkipLast),
                              provider: CGDataProvider(data: Data(rgba) as CFData)!, decode: nil,
                              shouldInterpolate: false, intent: .defaultIntent))
    }

    private func imageMask(width: Int, height: Int, bits: Int = 8, _ bytes: [UInt8],
                           decode: [CGFloat]? = nil) throws -> CGImage {
        let rowBytes = (width * bits + 7) / 8
        let provider = try XCTUnwrap(CGDataProvider(data: Data(bytes) as CFData))
        if let decode {
            return try XCTUnwrap(decode.withUnsafeBufferPointer {
                CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                        bytesPerRow: rowBytes, provider: provider, decode: $0.baseAddress, shouldInterpolate: false)
            })
        }
        return try XCTUnwrap(CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                                     bytesPerRow: rowBytes, provider: provider, decode: nil,
                                     shouldInterpolate: false))
    }

    // MARK: - CGLayer

    func testLayerContentsAreDrawnAtAPoint() throws {
        let context = makeBGRAContext(width: 20, height: 20)
        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 5, height: 5), auxiliaryInfo: nil))
        XCTAssertEqual(layer.size, CGSize(width: 5, height: 5))
        layer.context?.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.context?.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.draw(layer, at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(context.pixel(x: 12, yUp: 12), .red)
        XCTAssertEqual(context.pixel(x: 2, yUp: 2).a, 0)
        XCTAssertEqual(context.pixel(x: 16, yUp: 12).a, 0, "the layer keeps its size")
    }

    func testLayerIsStretchedIntoARect() throws {
        let context = makeBGRAContext(width: 20, height: 20)
        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 2, height: 2), auxiliaryInfo: nil))
        layer.context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.context?.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        context.interpolationQuality = .none
        context.draw(layer, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(context.pixel(x: 5, yUp: 10), .blue, "the layer's left half fills the left half")
        XCTAssertEqual(context.pixel(x: 15, yUp: 10).a, 0)
    }

    func testLayerMatchesTheScaleOfItsContext() throws {
        let context = makeBGRAContext(width: 20, height: 20)
        context.scaleBy(x: 2, y: 2)
        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 4, height: 3), auxiliaryInfo: nil))
        XCTAssertEqual(layer.context?.width, 8)
        XCTAssertEqual(layer.context?.height, 6)
        XCTAssertNil(CGLayer(context, size: .zero, auxiliaryInfo: nil))
    }

    // MARK: - Image masks

    func testImageMaskSamplesActAsInverseAlpha() throws {
        let mask = try imageMask(width: 2, height: 1, [0, 255])
        XCTAssertTrue(mask.isMask)
        let image = try opaqueImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 0, 0, 255])
        let masked = try XCTUnwrap(image.masking(mask))
        XCTAssertEqual(masked.pixel(0, 0), .red, "a 0 sample paints")
        XCTAssertEqual(masked.pixel(1, 0).a, 0, "a 1 sample masks out")
    }

    func testOneBitMaskAndInvertingDecode() throws {
        // 0b0100_0000: the second pixel's bit set.
        let mask = try imageMask(width: 2, height: 1, bits: 1, [0b0100_0000], decode: [1, 0])
        let image = try opaqueImage(width: 2, height: 1, rgba: [0, 0, 255, 255, 0, 0, 255, 255])
        let masked = try XCTUnwrap(image.masking(mask))
        XCTAssertEqual(masked.pixel(0, 0).a, 0, "decode [1, 0]: a 0 sample masks out")
        XCTAssertEqual(masked.pixel(1, 0), .blue)
    }

    func testGrayImageMaskActsAsAlphaAndIsScaled() throws {
        let gray = try XCTUnwrap(CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                                         provider: CGDataProvider(data: Data([255, 0]) as CFData)!, decode: nil,
                                         shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertFalse(gray.isMask)
        let image = try opaqueImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        let masked = try XCTUnwrap(image.masking(gray))
        XCTAssertEqual(masked.pixel(1, 0).a, 255, "white paints (the 1-pixel-wide mask is stretched)")
        XCTAssertEqual(masked.pixel(1, 1).a, 0, "black masks out")
    }

    func testDrawingAnImageMaskPaintsTheFillColor() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.draw(try imageMask(width: 2, height: 1, [0, 255]), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.pixel(x: 2, yUp: 5), .blue)
        XCTAssertEqual(context.pixel(x: 7, yUp: 5).a, 0)
    }

    func testClippingToAnImageMaskPaintsWhereItsSamplesAreZero() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: try imageMask(width: 2, height: 1, [0, 255]))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.pixel(x: 2, yUp: 5), .red)
        XCTAssertEqual(context.pixel(x: 7, yUp: 5).a, 0)
    }

    // MARK: - Patterns

    private func stripePattern(colored: Bool) throws -> CGPattern {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }, releaseInfo: nil)
        return try XCTUnwrap(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                                       xStep: 4, yStep: 4, tiling: .constantSpacing, isColored: colored,
                                       callbacks: &callbacks))
    }

    func testColoredPatternRepeatsItsCell() throws {
        let pattern = try stripePattern(colored: true)
        let context = makeBGRAContext(width: 16, height: 8)
        context.setFillColorSpace(try XCTUnwrap(CGColorSpace(patternBaseSpace: nil)))
        let alpha: [CGFloat] = [1]
        context.setFillPattern(pattern, colorComponents: alpha)
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
        for x in [0, 1, 4, 5, 8, 13] { XCTAssertEqual(context.pixel(x: x, yUp: 3), .red, "x \(x)") }
        for x in [2, 3, 6, 7, 10, 15] { XCTAssertEqual(context.pixel(x: x, yUp: 3).a, 0, "x \(x)") }
    }

    func testUncoloredPatternIsPaintedInTheComponents() throws {
        let pattern = try stripePattern(colored: false)
        let space = try XCTUnwrap(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB()))
        XCTAssertEqual(space.model, .pattern)
        XCTAssertEqual(space.baseColorSpace?.model, .rgb)
        let blue: [CGFloat] = [0, 0, 1, 1]
        let color = try XCTUnwrap(CGColor(patternSpace: space, pattern: pattern, components: blue))
        XCTAssertTrue(color.pattern === pattern)
        XCTAssertNil(CGColor(red: 1, green: 0, blue: 0, alpha: 1).pattern)
        let context = makeBGRAContext(width: 8, height: 4)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        XCTAssertEqual(context.pixel(x: 1, yUp: 2), .blue)
        XCTAssertEqual(context.pixel(x: 3, yUp: 2).a, 0)
        XCTAssertNil(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: pattern, components: blue),
                     "not a pattern space")
    }

    func testPatternReleasesItsInfo() throws {
        final class Box { var released = false }
        let box = Box()
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: nil, releaseInfo: { info in
            Unmanaged<Box>.fromOpaque(info!).takeRetainedValue().released = true
        })
        var pattern: CGPattern? = CGPattern(info: Unmanaged.passRetained(box).toOpaque(),
                                            bounds: CGRect(x: 0, y: 0, width: 1, height: 1), matrix: .identity,
                                            xStep: 1, yStep: 1, tiling: .noDistortion, isColored: true,
                                            callbacks: &callbacks)
        XCTAssertNotNil(pattern)
        pattern = nil
        XCTAssertTrue(box.released)
    }

    // MARK: - Shadings

    private func blueToRed() throws -> CGFunction {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            output[0] = input[0]
            output[1] = 0
            output[2] = 1 - input[0]
            output[3] = 1
        }, releaseInfo: nil)
        let domain: [CGFloat] = [0, 1]
        return try XCTUnwrap(CGFunction(info: nil, domainDimension: 1, domain: domain, rangeDimension: 4, range: nil,
                                        callbacks: &callbacks))
    }

    func testAxialShadingPaintsTheFunctionAlongTheAxis() throws {
        let shading = try XCTUnwrap(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 10, y: 0),
                                              end: CGPoint(x: 90, y: 0), function: try blueToRed(),
                                              extendStart: true, extendEnd: false))
        let context = makeBGRAContext(width: 100, height: 4)
        context.drawShading(shading)
        XCTAssertEqual(context.pixel(x: 2, yUp: 2), .blue, "extended before the start with the first color")
        XCTAssertEqual(context.pixel(x: 95, yUp: 2).a, 0, "not extended past the end")
        let middle = context.pixel(x: 50, yUp: 2)
        XCTAssertEqual(Int(middle.r), 128, accuracy: 6)
        XCTAssertEqual(Int(middle.b), 128, accuracy: 6)
        XCTAssertEqual(Int(context.pixel(x: 88, yUp: 2).r), 255, accuracy: 12)
    }

    func testRadialShadingPaintsTheFunctionOutward() throws {
        let shading = try XCTUnwrap(CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 20),
                                              startRadius: 0, end: CGPoint(x: 20, y: 20), endRadius: 10,
                                              function: try blueToRed(), extendStart: false, extendEnd: true))
        let context = makeBGRAContext(width: 40, height: 40)
        context.drawShading(shading)
        XCTAssertEqual(Int(context.pixel(x: 20, yUp: 20).b), 255, accuracy: 30, "blue at the centre")
        XCTAssertEqual(context.pixel(x: 36, yUp: 20), .red, "the last color extended past the end circle")
    }

    // MARK: - Bitmap release callback

    func testReleaseCallbackRunsWhenTheContextGoes() throws {
        final class Flag { var releasedData: UnsafeMutableRawPointer? }
        let flag = Flag()
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 16)
        defer { memory.deallocate() }
        var context = CGContext(data: memory, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                                releaseCallback: { info, data in
                                    Unmanaged<Flag>.fromOpaque(info!).takeUnretainedValue().releasedData = data
                                }, releaseInfo: Unmanaged.passUnretained(flag).toOpaque())
        XCTAssertNotNil(context)
        context?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertNil(flag.releasedData)
        context = nil
        XCTAssertEqual(flag.releasedData, memory)
    }

    // MARK: - Image source type

    func testUTTypeNamesTheDecodedFormat() throws {
        let context = makeBGRAContext(width: 2, height: 2)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let drawn = try XCTUnwrap(context.makeImage())
        XCTAssertNil(drawn.utType)
        let png = try XCTUnwrap(CGImage(pngData: try XCTUnwrap(drawn.pngData())))
        XCTAssertEqual(png.utType, "public.png")
        let jpeg = try XCTUnwrap(CGImage(jpegData: try XCTUnwrap(drawn.jpegData(quality: 0.9))))
        XCTAssertEqual(jpeg.utType, "public.jpeg")
    }
}
