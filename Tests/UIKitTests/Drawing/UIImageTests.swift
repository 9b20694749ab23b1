import XCTest
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics

@MainActor
final class UIImageTests: XCTestCase {
    /// A 4 × 2 pixel image: left half red, right half blue.
    private func makeImage(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        return UIImage(cgImage: image.cgImage!, scale: scale, orientation: .up)
    }

    func testSizeIsPixelsOverScaleAndAccountsForOrientation() async {
        let image = makeImage(scale: 2)
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(image.scale, 2)
        let turned = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .left)
        XCTAssertEqual(turned.size, CGSize(width: 2, height: 4))
        XCTAssertEqual(turned.imageOrientation, .left)
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertNil(UIImage().cgImage)
    }

    func testPNGRoundTripAndBadData() async {
        let image = makeImage()
        let data = image.pngData()!
        let decoded = UIImage(data: data, scale: 2)
        XCTAssertEqual(decoded?.scale, 2)
        XCTAssertEqual(decoded?.pixel(3, 1), .blue)
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage(data: data.prefix(data.count / 2)), "a truncated PNG gives nil")
        let log = LogCapture.capture {
            XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])))
            XCTAssertNil(image.jpegData(compressionQuality: 0.8))
        }
        XCTAssertTrue(log.contains("JPEG"))
    }

    func testContentsOfFileAndNamedReadScaleSuffixes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("badge@2x.png")
        try makeImage().pngData()!.write(to: file)
        let loaded = UIImage(contentsOfFile: file.path)
        XCTAssertEqual(loaded?.scale, 2)
        XCTAssertEqual(loaded?.size, CGSize(width: 2, height: 1))
        XCTAssertNil(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path))
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(UIImage(named: "badge")?.scale, 2, "found as badge@2x.png")
        XCTAssertNil(UIImage(named: "nothing-by-this-name"))
    }

    func testDrawInRectIsUprightAndHonoursBlendModeAndAlpha() async {
        let image = makeImage()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 4))
            image.draw(at: CGPoint(x: 0, y: 4), blendMode: .normal, alpha: 0.5)
        }
        XCTAssertEqual(drawn.pixel(1, 1), .red, "left stays left")
        XCTAssertEqual(drawn.pixel(6, 1), .blue)
        XCTAssertTrue(drawn.pixel(0, 5).isClose(to: DrawnPixel(128, 0, 0, 128)), "\(drawn.pixel(0, 5))")
        XCTAssertEqual(drawn.pixel(6, 6), .clear, "draw(at:) uses the image's size")
    }

    func testTintAndRenderingMode() async {
        let image = makeImage()
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.pixel(0, 0), .red, "the same pixels")
        let tinted = image.withTintColor(.green)
        XCTAssertEqual(tinted.pixel(0, 0), .green)
        XCTAssertEqual(tinted.pixel(3, 0), .green)
        XCTAssertEqual(tinted.tintColor, .green)
    }

    func testResizableImageKeepsItsCaps() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 3, y: 3, width: 3, height: 3))
        }
        let resizable = source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        XCTAssertEqual(resizable.capInsets, UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            resizable.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        XCTAssertEqual(drawn.pixel(1, 1), .red)
        XCTAssertEqual(drawn.pixel(15, 15), .blue)
        XCTAssertEqual(drawn.pixel(4, 15), .blue, "the middle starts right after the 3-point cap")
    }
}
