import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// `Diffing<UIImage>.image`: its precision semantics, called directly (a failing
/// `assertSnapshot` cannot be caught on Linux, where there is no `XCTExpectFailure`).
@MainActor
final class ImageDiffingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A `width` × 10 image at scale 1, white, with the first `changed` pixels of the top row
    /// in `color`.
    private func image(width: Int = 10, changed: Int = 0, color: UIColor = .black) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: 10), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 10))
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: changed, height: 1))
        }
    }

    private func difference(_ old: UIImage, _ new: UIImage, _ diffing: Diffing<UIImage>) -> String? {
        diffing.diffV2(old, new)?.0
    }

    func testIdenticalImagesMatch() async {
        XCTAssertNil(difference(image(changed: 3), image(changed: 3), .image))
    }

    func testOneDifferentPixelFailsAnExactComparisonWithAttachments() async throws {
        let result = try XCTUnwrap(Diffing<UIImage>.image.diffV2(image(), image(changed: 1)))
        XCTAssertEqual(result.0, "The new snapshot does not match the reference.")
        let names = result.1.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        XCTAssertEqual(names, ["reference.png", "failure.png", "difference.png"])
        // The difference image is white where the images differ (black on white: 255), black elsewhere.
        guard case .data(let data, _) = result.1[2], let difference = UIImage(data: data) else {
            return XCTFail("no difference image")
        }
        XCTAssertEqual(difference.pixel(0, 0), Pixel(255, 255, 255, 255))
        XCTAssertEqual(difference.pixel(1, 0), Pixel(0, 0, 0, 255))
    }

    func testPrecisionIsTheFractionOfBytesThatMustMatch() async {
        // 100 pixels, 400 bytes; a black pixel on white differs in its 3 colour bytes.
        let reference = image()
        let twoPixels = image(changed: 2) // 6 of 400 bytes differ: precision 0.985.
        XCTAssertNil(difference(reference, twoPixels, .image(precision: 0.98)))
        XCTAssertEqual(difference(reference, twoPixels, .image(precision: 0.99)),
                       "The image precision 0.985 is less than the required 0.99.")
    }

    func testPerceptualPrecisionForgivesColoursCloserThanTheThreshold() async {
        let reference = image(changed: 10, color: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let nearby = image(changed: 10, color: UIColor(red: 254 / 255, green: 0, blue: 0, alpha: 1))
        let far = image(changed: 10, color: UIColor(red: 200 / 255, green: 0, blue: 0, alpha: 1))
        // ΔE94 of (255, 0, 0) and (254, 0, 0) is about 0.21: within 2 (perceptual precision 0.98).
        XCTAssertNil(difference(reference, nearby, .image(perceptualPrecision: 0.98)))
        XCTAssertNotNil(difference(reference, nearby, .image(precision: 1, perceptualPrecision: 1)))
        // (200, 0, 0) is about 12 ΔE away: all 10 changed pixels of 100 fail.
        let message = difference(reference, far, .image(precision: 0.95, perceptualPrecision: 0.98))
        XCTAssertEqual(message?.split(separator: "\n").first, "The fraction of matching pixels 0.9 is less than the required 0.95.")
        XCTAssertTrue(message?.contains("The lowest perceptual precision 0.8") == true, message ?? "")
        // Allowing 10% of the pixels to differ lets it pass.
        XCTAssertNil(difference(reference, far, .image(precision: 0.9, perceptualPrecision: 0.98)))
    }

    func testATransparencyChangeAloneIsAPerceptualDifference() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        func square(alpha: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
                UIColor(white: 0, alpha: alpha).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        XCTAssertNotNil(difference(square(alpha: 1), square(alpha: 0), .image(perceptualPrecision: 0.9)))
    }

    func testDifferentSizesAreReported() async {
        XCTAssertEqual(difference(image(width: 10), image(width: 12), .image),
                       "The new snapshot is 12 × 10 pixels (12 × 10 points at scale 1); the reference is 10 × 10 pixels (10 × 10 points at scale 1).")
    }

    func testInvalidPrecisionsFailLoudly() async {
        XCTAssertEqual(difference(image(), image(changed: 1), .image(precision: 1.5)),
                       "The precision 1.5 is not a fraction from 0 to 1.")
        XCTAssertEqual(difference(image(), image(changed: 1), .image(perceptualPrecision: .nan)),
                       "The perceptual precision nan is not a fraction from 0 to 1.")
    }

    func testAnUnreadableReferenceIsAFailure() async {
        let reference = Diffing<UIImage>.image.fromData(Data("not a png".utf8))
        XCTAssertEqual(difference(reference, image(), .image), "The reference image could not be loaded.")
    }

    func testImagesSurviveTheirTripThroughPNG() async throws {
        let diffing = Diffing<UIImage>.image(scale: 2)
        let original = image(changed: 4, color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let stored = diffing.fromData(diffing.toData(original))
        XCTAssertEqual(stored.scale, 2)
        // Translucent pixels come back rounded from straight-alpha PNG; they still match.
        XCTAssertNil(difference(stored, original, diffing))
    }

    func testTheImageStrategyStoresPNG() async {
        XCTAssertEqual(Snapshotting<UIImage, UIImage>.image.pathExtension, "png")
        XCTAssertEqual(Snapshotting<UIImage, UIImage>.image(precision: 0.9).pathExtension, "png")
    }
}
