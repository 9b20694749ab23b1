import XCTest
import GraphicsTesting
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) import CoreGraphics

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
