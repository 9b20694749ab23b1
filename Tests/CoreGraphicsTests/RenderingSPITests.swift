import XCTest
@_spi(Rendering) import FrameworkTestSupport
import CCairo
@_spi(Rendering) import CoreGraphics

final class RenderingSPITests: XCTestCase {
    func testUIKitContextIsYDownPointsWithScale() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 10, height: 5), scale: 2))
        XCTAssertEqual(context.width, 20)
        XCTAssertEqual(context.height, 10)
        XCTAssertEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) // top-left point = 2 × 2 pixels
        XCTAssertEqual(context.pixel(x: 0, row: 0), .red)
        XCTAssertEqual(context.pixel(x: 1, row: 1), .red)
        XCTAssertEqual(context.pixel(x: 2, row: 0), .clear)
        XCTAssertEqual(context.count { $0 == .red }, 4)
    }

    func testFractionalSizeRoundsPixelsUp() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 10.2, height: 100.000000001), scale: 2))
        XCTAssertEqual(context.width, 21)
        XCTAssertEqual(context.height, 200)
        XCTAssertNil(CGContext(size: CGSize(width: 0, height: 10), scale: 2))
        XCTAssertNil(CGContext(size: CGSize(width: 10, height: 10), scale: .nan))
    }

    func testCallerOwnedPixelBufferIsDrawnInPlace() throws {
        var pixels = [UInt32](repeating: 0, count: 4 * 2)
        pixels.withUnsafeMutableBytes { raw in
            let context = CGContext(pixels: raw.baseAddress, pixelWidth: 4, pixelHeight: 2, bytesPerRow: 16, scale: 1)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        XCTAssertEqual(pixels[4 + 1], 0xFF00_00FF, "ARGB word: opaque blue in the second row")
        XCTAssertEqual(pixels.filter { $0 != 0 }.count, 1)
    }

    func testWithUnsafeMutablePixelsSeesAndFeedsDrawing() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 2, height: 1), scale: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.withUnsafeMutablePixels { pixels, bytesPerRow in
            let words = pixels.bindMemory(to: UInt32.self)
            XCTAssertEqual(words[0], 0xFF00_0000)
            XCTAssertEqual(bytesPerRow, 8)
            words[1] = 0xFFFF_0000 // opaque red
        }
        XCTAssertEqual(context.makeImage()?.pixel(1, 0), .red)
    }

    func testDrawImageIsUprightInUIKitSpace() throws {
        let source = try XCTUnwrap(CGContext(size: CGSize(width: 1, height: 2), scale: 1))
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) // top: red
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 1, height: 1)) // bottom: blue
        let image = try XCTUnwrap(source.makeImage())
        XCTAssertEqual(image.pixel(0, 0), .red)

        let target = try XCTUnwrap(CGContext(size: CGSize(width: 4, height: 4), scale: 1))
        target.interpolationQuality = .none
        target.drawImage(image, in: CGRect(x: 0, y: 0, width: 1, height: 2),
                         transform: CGAffineTransform(translationX: 2, y: 1))
        XCTAssertEqual(target.pixel(x: 2, row: 1), .red)
        XCTAssertEqual(target.pixel(x: 2, row: 2), .blue)
        XCTAssertEqual(target.count { $0 != .clear }, 2)
    }

    func testDrawImageWithOpacityAndRoundedClip() throws {
        let source = try XCTUnwrap(CGContext(size: CGSize(width: 20, height: 20), scale: 1))
        source.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try XCTUnwrap(source.makeImage())

        let target = try XCTUnwrap(CGContext(size: CGSize(width: 20, height: 20), scale: 1))
        target.drawImage(image, in: CGRect(x: 0, y: 0, width: 20, height: 20), opacity: 0.5,
                         clipRect: CGRect(x: 0, y: 0, width: 20, height: 20), clipCornerRadius: 8)
        XCTAssertEqual(target.pixel(x: 0, row: 0), .clear, "the corner is rounded off")
        XCTAssertEqual(Int(target.pixel(x: 10, row: 10).a), 128, accuracy: 1)
    }

    func testDrawImageWithRotationTransform() throws {
        let source = try XCTUnwrap(CGContext(size: CGSize(width: 4, height: 2), scale: 1))
        source.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = try XCTUnwrap(source.makeImage())
        let target = try XCTUnwrap(CGContext(size: CGSize(width: 10, height: 10), scale: 1))
        // A quarter turn about the origin, then moved into view: 4 wide becomes 4 tall.
        let transform = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 5, y: 1))
        target.drawImage(image, in: CGRect(x: 0, y: 0, width: 4, height: 2), transform: transform)
        XCTAssertEqual(target.count { $0 == .black }, 8)
        XCTAssertEqual(target.pixel(x: 4, row: 1), .black)
        XCTAssertEqual(target.pixel(x: 3, row: 4), .black)
        XCTAssertEqual(target.pixel(x: 5, row: 1), .clear)
    }

    func testWithCairoContextDrawsInUserSpaceWithTheFillColor() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 4, height: 4), scale: 2))
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 4))
        context.withCairoContext { cr in
            cairo_rectangle(cr, 0, 0, 2, 1) // user space: points, y-down
            cairo_fill(cr)
        }
        XCTAssertEqual(context.pixel(x: 0, row: 0), .green)
        XCTAssertEqual(context.pixel(x: 1, row: 1), .green)
        XCTAssertEqual(context.pixel(x: 2, row: 0), .clear, "clipped at x = 1 point")
        XCTAssertEqual(context.pixel(x: 0, row: 2), .clear)
        XCTAssertEqual(context.count { $0 == .green }, 4)
    }
}
