import XCTest
import GraphicsTesting
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

/// Contexts over `PixelStorage`: drawing in place, handing the pixels to an image without a
/// copy, and knowing that nothing drew.
final class PixelStorageContextTests: XCTestCase {
    func testAUIKitStyleContextHandsItsOwnMemoryToAnImage() throws {
        let context = try XCTUnwrap(CGContext(size: CGSize(width: 2, height: 2), scale: 1))
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try XCTUnwrap(context.makeImageSharingPixels())
        XCTAssertEqual(image.pixel(0, 0), Pixel(0, 255, 0, 255))
        XCTAssertEqual(image.pixel(1, 1), .clear)
        XCTAssertNil(context.makeImage(), "the memory went to the image")
    }

    func testAContextOverStorageDrawsIntoItAndHandsItToAnImage() throws {
        let storage = try XCTUnwrap(PixelStorage(width: 6, height: 4))
        let context = try XCTUnwrap(CGContext(storage: storage, scale: 2))
        XCTAssertEqual(context.width, 6)
        XCTAssertEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 4), "UIKit-style y-down points")
        XCTAssertTrue(context.pixelsAreUntouched)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertFalse(context.pixelsAreUntouched)
        let copy = try XCTUnwrap(context.makeImage())
        let image = try XCTUnwrap(context.makeImageSharingPixels())
        XCTAssertTrue(image.pixelStorage === storage, "no copy")
        XCTAssertFalse(copy.pixelStorage === storage)
        XCTAssertEqual(image.pixel(1, 1), .blue)
        XCTAssertEqual(image.pixel(2, 0), .clear)
        XCTAssertEqual(image.withUnsafePixels { p, _ in Array(p) }, copy.withUnsafePixels { p, _ in Array(p) },
                       "the same pixels as makeImage()")
        XCTAssertEqual(image.width, copy.width)
        XCTAssertEqual(image.height, copy.height)
        XCTAssertEqual(image.bitmapInfo, copy.bitmapInfo)
        XCTAssertEqual(image.bytesPerRow, copy.bytesPerRow)
        // The image owns the pixels now: the context no longer reaches them.
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        context.clear(CGRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertEqual(image.pixel(1, 1), .blue, "an image's pixels never change")
        XCTAssertEqual(image.pixel(4, 3), .clear)
        XCTAssertNil(context.makeImage())
        XCTAssertNil(context.data)
        XCTAssertNil(context.withUnsafeMutablePixels { _, _ in 0 })
    }

    func testEveryWayOfChangingPixelsCountsAsTouching() throws {
        func fresh() throws -> CGContext { try XCTUnwrap(CGContext(size: CGSize(width: 2, height: 2), scale: 1)) }
        let cleared = try fresh()
        cleared.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertFalse(cleared.pixelsAreUntouched)
        let accessed = try fresh()
        _ = accessed.data
        XCTAssertFalse(accessed.pixelsAreUntouched, "the caller may write through `data`")
        let written = try fresh()
        _ = written.withUnsafeMutablePixels { _, _ in 0 }
        XCTAssertFalse(written.pixelsAreUntouched)
        let stateOnly = try fresh()
        stateOnly.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        stateOnly.translateBy(x: 1, y: 1)
        stateOnly.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(stateOnly.pixelsAreUntouched, "state changes draw nothing")
        XCTAssertNotNil(stateOnly.makeImage())
        XCTAssertTrue(stateOnly.pixelsAreUntouched, "reading the pixels does not change them")
    }

    func testAContextOverOtherMemorySharesNothing() throws {
        let context = makeBGRAContext(width: 3, height: 3)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let image = try XCTUnwrap(context.makeImageSharingPixels())
        XCTAssertEqual(image.pixel(1, 1), Pixel(0, 255, 0, 255))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        XCTAssertEqual(image.pixel(1, 1), Pixel(0, 255, 0, 255), "a copy: the context keeps drawing")
        XCTAssertEqual(context.makeImage()?.pixel(1, 1), .red)
    }
}
