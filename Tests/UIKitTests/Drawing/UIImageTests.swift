import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

@MainActor
final class UIImageTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

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
            XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])), "a truncated JPEG gives nil")
        }
        XCTAssertTrue(log.contains("JPEG"))
    }

    // JPEGs written by ImageMagick: 16 × 8 red | blue (sRGB), 8 × 8 50% gray (grayscale),
    // 8 × 8 red in CMYK.
    private static let redBlueJPEG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNe//2Q==")!
    private static let grayJPEG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z")!
    private static let cmykJPEG = Data(base64Encoded: "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwADAgIDAgIDAwMDBAMDBAUIBQUEBAUKBwcGCAwKDAwLCgsLDQ4SEA0OEQ4LCxAWEBETFBUVFQwPFxgWFBgSFBUU/9sAQwEDBAQFBAUJBQUJFA0LDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EABUAAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAA4EAQACEQMRBAAAPwBEHNKpVN//2Q==")!

    private func assertColor(_ image: UIImage?, _ x: Int, _ y: Int, _ expected: (Int, Int, Int),
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p = image?.pixel(x, y) else { return XCTFail("no image", file: file, line: line) }
        let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
        XCTAssertEqual(p.a, 255, file: file, line: line)
        for (got, want) in [(r, expected.0), (g, expected.1), (b, expected.2)] {
            XCTAssertLessThanOrEqual(abs(got - want), 6, "pixel (\(x), \(y)) is \((r, g, b)), expected \(expected)", file: file, line: line)
        }
    }

    func testJPEGDecodingFromDataAndFiles() async throws {
        let image = UIImage(data: Self.redBlueJPEG)
        XCTAssertEqual(image?.size, CGSize(width: 16, height: 8))
        assertColor(image, 2, 4, (255, 0, 0))
        assertColor(image, 13, 4, (0, 0, 255))
        let gray = UIImage(data: Self.grayJPEG, scale: 2)
        XCTAssertEqual(gray?.size, CGSize(width: 4, height: 4))
        assertColor(gray, 3, 3, (128, 128, 128))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString)@2x.jpg")
        try Self.redBlueJPEG.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(UIImage(contentsOfFile: file.path)?.scale, 2)
        let log = LogCapture.capture {
            XCTAssertNil(UIImage(data: Self.cmykJPEG), "CMYK JPEGs are not decoded")
            XCTAssertNil(UIImage(data: Self.redBlueJPEG.prefix(Self.redBlueJPEG.count / 3)))
        }
        XCTAssertTrue(log.contains("JPEG decoding"))
    }

    func testJPEGEncodingRoundTripsAndQualityChangesSize() async {
        let image = makeImage()
        guard let best = image.jpegData(compressionQuality: 1), let worst = image.jpegData(compressionQuality: 0) else {
            return XCTFail("no JPEG data")
        }
        XCTAssertEqual(Array(best.prefix(3)), [0xFF, 0xD8, 0xFF], "JPEG start-of-image marker")
        let decoded = UIImage(data: best)
        XCTAssertEqual(decoded?.size, CGSize(width: 4, height: 2))
        assertColor(decoded, 0, 0, (255, 0, 0))
        let large = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            for i in 0..<64 {
                UIColor(hue: CGFloat(i) / 64, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 64))
            }
        }
        XCTAssertGreaterThan(large.jpegData(compressionQuality: 1)!.count, large.jpegData(compressionQuality: 0.1)!.count)
        XCTAssertNotNil(worst)
        XCTAssertNil(UIImage().jpegData(compressionQuality: 0.5))
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
        XCTAssertTrue(drawn.pixel(0, 5).isClose(to: Pixel(128, 0, 0, 128)), "\(drawn.pixel(0, 5))")
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
