import XCTest
import UIKit
import UIKitTesting

@MainActor
final class RendererAuditTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testJPEGDataDecodesToTheDrawnImage() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format)
        let data = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 8))
        }
        XCTAssertEqual(Array(data.prefix(3)), [0xFF, 0xD8, 0xFF])
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.cgImage?.width, 20)
        XCTAssertEqual(decoded.cgImage?.height, 16)
    }

    func testFormatForTraitsTakesTheirScaleAndGamut() async {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(displayGamut: .P3)])
        let format = UIGraphicsImageRendererFormat(for: traits)
        XCTAssertEqual(format.scale, 3)
        XCTAssertEqual(format.preferredRange, .extended)
        let unspecified = UIGraphicsImageRendererFormat(for: UITraitCollection())
        XCTAssertEqual(unspecified.scale, UIScreen.main.scale)
        XCTAssertEqual(unspecified.preferredRange, .automatic)
        let srgb = UIGraphicsImageRendererFormat(for: UITraitCollection(displayGamut: .SRGB))
        XCTAssertEqual(srgb.preferredRange, .standard)
    }
}
