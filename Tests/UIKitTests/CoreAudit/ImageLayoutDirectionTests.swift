import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ImageLayoutDirectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// 4 × 2 points at scale 1: red on the left half, blue on the right.
    private func redBlueImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
    }

    private func drawn(_ image: UIImage) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
    }

    func testFlippedForRightToLeftIsACopyWithTheFlag() async {
        let image = redBlueImage()
        XCTAssertFalse(image.flipsForRightToLeftLayoutDirection)
        let flipping = image.imageFlippedForRightToLeftLayoutDirection()
        XCTAssertTrue(flipping.flipsForRightToLeftLayoutDirection)
        XCTAssertFalse(image.flipsForRightToLeftLayoutDirection)
        XCTAssertEqual(flipping.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(flipping.imageOrientation, .up)
        XCTAssertTrue(flipping.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
        // Drawing ignores the flag: only image views mirror.
        let pixels = drawn(flipping)
        XCTAssertEqual(pixels.pixel(5, 10), .red)
        XCTAssertEqual(pixels.pixel(35, 10), .blue)
    }

    func testHorizontallyFlippedOrientationDrawsMirrored() async {
        let image = redBlueImage()
        let mirrored = image.withHorizontallyFlippedOrientation()
        XCTAssertEqual(mirrored.imageOrientation, .upMirrored)
        XCTAssertEqual(mirrored.size, CGSize(width: 4, height: 2))
        XCTAssertTrue(mirrored.cgImage === image.cgImage)
        XCTAssertEqual(mirrored.withHorizontallyFlippedOrientation().imageOrientation, .up)
        let pixels = drawn(mirrored)
        XCTAssertEqual(pixels.pixel(5, 10), .blue)
        XCTAssertEqual(pixels.pixel(35, 10), .red)

        let cgImage = image.cgImage!
        let turned: [(UIImage.Orientation, UIImage.Orientation)] = [
            (.down, .downMirrored), (.downMirrored, .down), (.left, .rightMirrored),
            (.rightMirrored, .left), (.right, .leftMirrored), (.leftMirrored, .right),
        ]
        for (orientation, expected) in turned {
            let flipped = UIImage(cgImage: cgImage, scale: 1, orientation: orientation).withHorizontallyFlippedOrientation()
            XCTAssertEqual(flipped.imageOrientation, expected, "\(orientation)")
        }
    }

    func testAFlippingImageIsMirroredInARightToLeftImageView() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        imageView.image = redBlueImage().imageFlippedForRightToLeftLayoutDirection()
        window.addSubview(imageView)
        func pixel(_ x: Int, _ y: Int) -> Pixel {
            let scale = Int(window.screen.scale)
            return Snapshot.frameBufferImage(of: window)!.pixel(x * scale, y * scale)
        }
        XCTAssertEqual(pixel(5, 10), .red)
        XCTAssertEqual(pixel(35, 10), .blue)

        imageView.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(imageView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(pixel(5, 10), .blue)
        XCTAssertEqual(pixel(35, 10), .red)

        // An image that does not flip stays as it is.
        imageView.image = redBlueImage()
        XCTAssertEqual(pixel(5, 10), .red)
        // A mirrored orientation in a right-to-left view with flipping: mirrored twice.
        imageView.image = redBlueImage().withHorizontallyFlippedOrientation().imageFlippedForRightToLeftLayoutDirection()
        XCTAssertEqual(pixel(5, 10), .red)

        imageView.image = redBlueImage().imageFlippedForRightToLeftLayoutDirection()
        imageView.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(pixel(5, 10), .red)
        XCTAssertEqual(pixel(35, 10), .blue)
    }
}
