import XCTest
import UIKit
import UIKitTesting
import FrameworkTestSupport

@MainActor
final class ImageThumbnailTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func halves() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    func testThumbnailIsTheImageAtTheRequestedSize() async throws {
        let thumbnail = try XCTUnwrap(halves().preparingThumbnail(of: CGSize(width: 10, height: 5)))
        XCTAssertEqual(thumbnail.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(thumbnail.scale, 2)
        let bitmap = try XCTUnwrap(thumbnail.cgImage)
        XCTAssertEqual(bitmap.width, 20)
        XCTAssertEqual(bitmap.height, 10)
        XCTAssertEqual(bitmap.pixel(2, 5), Pixel(255, 0, 0, 255))
        XCTAssertEqual(bitmap.pixel(17, 5), Pixel(0, 0, 255, 255))
        XCTAssertNil(UIImage().preparingThumbnail(of: CGSize(width: 10, height: 10)))
        XCTAssertNil(halves().preparingThumbnail(of: .zero))

        let async = await halves().byPreparingThumbnail(ofSize: CGSize(width: 4, height: 2))
        XCTAssertEqual(async?.size, CGSize(width: 4, height: 2))
    }

    func testPreparingForDisplayKeepsThePixels() async throws {
        let image = halves()
        let prepared = try XCTUnwrap(image.preparingForDisplay())
        XCTAssertEqual(prepared.size, image.size)
        XCTAssertEqual(prepared.scale, image.scale)
        XCTAssertEqual(prepared.cgImage?.pixel(60, 20), Pixel(0, 0, 255, 255))
        let awaited = await image.byPreparingForDisplay()
        XCTAssertEqual(awaited?.size, image.size)
        XCTAssertNil(UIImage().preparingForDisplay())
    }
}
