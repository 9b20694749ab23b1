import XCTest
import FrameworkTestSupport
import GraphicsTesting
import CoreGraphics

final class BitmapContextTests: XCTestCase {
    func testFillRectCoversExactPixels() {
        // CoreGraphics: a bitmap context's device space is y-up from the bottom-left corner.
        let context = makeBGRAContext(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 1, width: 3, height: 2))

        XCTAssertEqual(context.count { $0 == .red }, 6)
        XCTAssertEqual(context.count { $0 == .clear }, 64 - 6)
        for x in 2..<5 {
            for y in 1..<3 { XCTAssertEqual(context.pixel(x: x, yUp: y), .red, "(\(x), \(y))") }
        }
        XCTAssertEqual(context.pixel(x: 2, yUp: 0), .clear)
        XCTAssertEqual(context.pixel(x: 5, yUp: 1), .clear)
    }

    func testOriginIsBottomLeftWhichIsTheLastRowInMemory() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, row: 3), .blue)
        XCTAssertEqual(context.pixel(x: 0, row: 0), .clear)
    }

    func testRGBALayoutStoresRedGreenBlueAlphaBytes() {
        let context = makeRGBAContext(width: 2, height: 1)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(bytes[0], 255)
        XCTAssertEqual(Int(bytes[1]), 128, accuracy: 1)
        XCTAssertEqual(bytes[2], 0)
        XCTAssertEqual(bytes[3], 255)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: bytes + 4, count: 4)), [0, 0, 0, 0])
    }

    func testDrawingReachesCallerOwnedMemoryWithoutFlush() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let context = makeRGBAContext(width: 4, height: 4, data: raw.baseAddress)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 3, width: 4, height: 1))
            withExtendedLifetime(context) {}
        }
        // The top row (y = 3) is the first row in memory.
        XCTAssertEqual(Array(memory[0..<4]), [0, 255, 0, 255])
        XCTAssertEqual(Array(memory[16..<20]), [0, 0, 0, 0])
    }

    func testCallerPixelsArePreservedUnderNewDrawing() {
        // Pre-filled caller memory is the starting content, also in converted layouts.
        var memory = [UInt8](repeating: 0, count: 2 * 1 * 4)
        memory[0] = 255; memory[3] = 255 // pixel 0 opaque red (Pixel)
        memory.withUnsafeMutableBytes { raw in
            let context = makeRGBAContext(width: 2, height: 1, data: raw.baseAddress)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(memory, [255, 0, 0, 255, 0, 0, 255, 255])
    }

    func testZeroSizeContextIsNilWithLogLine() {
        var context: CGContext?
        let log = LogCapture.capture {
            context = CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        XCTAssertNil(context)
        XCTAssertEqual(log.lines.count, 1)
    }

    func testHugeContextIsNilInsteadOfAllocatingGigabytes() {
        var context: CGContext?
        let log = LogCapture.capture {
            context = CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        XCTAssertNil(context)
        XCTAssertTrue(log.lines.first?.contains("limit") ?? false, "\(log.lines)")
        XCTAssertNil(CGContext(data: nil, width: 16_384, height: 16_384, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testUnsupportedLayoutsAreNil() {
        _ = LogCapture.capture {
            // Non-premultiplied alpha is not supported by CoreGraphics bitmap contexts.
            XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue))
            XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 5, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8,
                                   space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
                         "bytesPerRow smaller than width × 4")
        }
    }

    func testBitmapPropertiesReportTheRequestedLayout() {
        let context = CGContext(data: nil, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        XCTAssertEqual(context.width, 5)
        XCTAssertEqual(context.height, 3)
        XCTAssertEqual(context.bitsPerComponent, 8)
        XCTAssertEqual(context.bitsPerPixel, 32)
        XCTAssertEqual(context.bytesPerRow, 20)
        XCTAssertEqual(context.alphaInfo, .premultipliedLast)
        XCTAssertEqual(context.colorSpace?.model, .rgb)
        XCTAssertEqual(context.ctm, .identity)
    }

    func testGrayContextStoresLuminance() {
        let context = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(bytes[0], 255)
        XCTAssertEqual(Int(bytes[1]), 76, accuracy: 2) // Rec. 601 luma of pure red
        XCTAssertEqual(context.bitsPerPixel, 8)
    }

    func testAlphaOnlyContextStoresCoverage() {
        let context = CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue))!
        context.setFillColor(gray: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(Int(bytes[0]), 128, accuracy: 1)
        XCTAssertEqual(bytes[2], 0)
    }

    func testMakeImageIsASnapshot() throws {
        let context = makeBGRAContext(width: 2, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try XCTUnwrap(context.makeImage())
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(image.pixel(0, 0), .red)
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(image.bitmapInfo, context.bitmapInfo)
    }

    func testImageDataProviderUsesTheContextLayout() throws {
        let context = makeRGBAContext(width: 1, height: 1)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let data = try XCTUnwrap(context.makeImage()?.dataProvider?.data)
        XCTAssertEqual(Array(data), [0, 0, 255, 255])
    }
}
