import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

@MainActor
final class UIGraphicsRendererTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testImageRendererFormatDefaults() async {
        let format = UIGraphicsImageRendererFormat.default()
        XCTAssertEqual(format.scale, UIScreen.main.scale, "UIKit: the main screen's scale")
        XCTAssertFalse(format.opaque)
        XCTAssertEqual(format.preferredRange, .automatic)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 10, height: 20))
        XCTAssertEqual(renderer.format.bounds, CGRect(x: 5, y: 5, width: 10, height: 20))
        XCTAssertTrue(renderer.allowsImageOutput)
    }

    func testImageRendererDrawsInAYDownContextAtTheFormatScale() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 12, y: 2, width: 6, height: 6))
            context.clip(to: CGRect(x: 0, y: 5, width: 5, height: 5))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        XCTAssertNotNil(current, "the renderer's context is current during the actions")
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 40)
        XCTAssertEqual(image.pixel(2, 2), .red, "the origin is the top-left")
        XCTAssertEqual(image.pixel(24, 8), .blue)
        XCTAssertEqual(image.pixel(2, 12), .green, "inside the clip")
        XCTAssertEqual(image.pixel(14, 12), .clear, "outside the clip")
    }

    func testBoundsOriginShiftsTheDrawing() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 100, y: 100, width: 5, height: 5))
        }
        XCTAssertEqual(image.pixel(1, 1), .red)
        XCTAssertEqual(image.pixel(7, 7), .clear)
    }

    func testPNGDataAndCurrentImage() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format)
        var partial: UIImage?
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
            partial = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 4, y: 0, width: 4, height: 8))
        }
        let decoded = UIImage(data: data)
        XCTAssertEqual(decoded?.pixel(6, 4), .blue)
        XCTAssertEqual(partial?.pixel(6, 4), .clear, "currentImage is what was drawn so far")
    }

    func testEmptyRendererLogsAndReturnsAnEmptyImage() async {
        let log = LogCapture.capture {
            let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
            XCTAssertEqual(image.size, .zero)
            XCTAssertNil(image.cgImage)
            let huge = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 100_000)).image { _ in }
            XCTAssertNil(huge.cgImage, "no gigabytes are allocated")
        }
        XCTAssertTrue(log.contains("UIGraphicsImageRenderer"))
    }

    func testLegacyImageContext() async {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
        XCTAssertNotNil(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image?.scale, UIScreen.main.scale, "a scale of 0 means the main screen's")
        XCTAssertEqual(image?.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(image?.pixel(1, 1), .red)
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no image context")
        let log = LogCapture.capture { UIGraphicsEndImageContext() }
        XCTAssertTrue(log.contains("without a matching begin"))
    }

    func testPDFRendererWritesVectorPages() async throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 8
        view.addSubview(badge)
        var bounds: [CGRect] = []
        let data = renderer.pdfData { context in
            context.beginPage()
            bounds.append(context.pdfContextBounds)
            view.layer.render(in: context.cgContext)
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 300), pageInfo: [:])
            bounds.append(context.pdfContextBounds)
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 50, height: 50)).fill()
        }
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"))
        XCTAssertEqual(text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1, 2,
                       "two pages")
        XCTAssertFalse(text.contains("/Subtype /Image"), "backgrounds and paths are vectors")
        XCTAssertEqual(bounds, [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 300, height: 300)])

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertTrue((try Data(contentsOf: url)).starts(with: Array("%PDF".utf8)))
        XCTAssertThrowsError(try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent/dir/file.pdf")) { _ in })
    }
}
