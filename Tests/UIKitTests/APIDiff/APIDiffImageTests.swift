import XCTest
import UIKit
import UIKitTesting

/// UIImage members found missing by the API diff against Apple's documentation.
@MainActor
final class APIDiffImageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func solid(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 2), scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func testAnimatedImageKeepsItsFramesAndDurationAndTakesTheFirstFramesSize() async {
        let frames = [solid(.red), solid(.green, CGSize(width: 8, height: 8)), solid(.blue)]
        let animated = UIImage.animatedImage(with: frames, duration: 1.5)
        XCTAssertEqual(animated?.images?.count, 3)
        XCTAssertTrue(animated?.images?[1] === frames[1])
        XCTAssertEqual(animated?.duration, 1.5)
        XCTAssertEqual(animated?.size, CGSize(width: 4, height: 2))
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1), "UIKit: no frames, no image")
        XCTAssertNil(frames[0].images, "a still image has no frames")
        XCTAssertEqual(frames[0].duration, 0)
    }

    func testAnimatedImageNamedReturnsNilWhenNoNumberedImageExists() async {
        XCTAssertNil(UIImage.animatedImageNamed("apidiff-no-such-sequence-", duration: 1))
        XCTAssertNil(UIImage.animatedResizableImageNamed("apidiff-no-such-sequence-", capInsets: .zero, duration: 1))
    }

    func testAlignmentRectInsetsAreKeptByDerivedImagesAndUsedByImageViews() async {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 1)
        let image = solid(.red).withAlignmentRectInsets(insets)
        XCTAssertEqual(image.alignmentRectInsets, insets)
        XCTAssertEqual(solid(.red).alignmentRectInsets, .zero)
        XCTAssertEqual(image.withRenderingMode(.alwaysTemplate).alignmentRectInsets, insets)
        XCTAssertEqual(image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1)).alignmentRectInsets, insets)

        let view = UIImageView(image: image)
        XCTAssertEqual(view.alignmentRectInsets, insets, "UIKit: an image view aligns by its image's insets")
        XCTAssertEqual(view.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 4, height: 2)),
                       CGRect(x: 2, y: 1, width: 1, height: 1))
    }

    func testBaselineIsSetAndRemoved() async {
        let image = solid(.red)
        XCTAssertFalse(image.hasBaseline)
        XCTAssertNil(image.baselineOffsetFromBottom)
        let based = image.withBaselineOffset(fromBottom: 1.5)
        XCTAssertTrue(based.hasBaseline)
        XCTAssertEqual(based.baselineOffsetFromBottom, 1.5)
        XCTAssertFalse(based.imageWithoutBaseline().hasBaseline)
        XCTAssertEqual(based.size, image.size)
    }

    func testRendererFormatAndTraitCollectionUseTheImagesScale() async {
        let image = solid(.red, scale: 3)
        XCTAssertEqual(image.imageRendererFormat.scale, 3)
        XCTAssertFalse(image.imageRendererFormat.opaque)
        XCTAssertEqual(image.traitCollection.displayScale, 3)
    }

    @available(*, deprecated)
    func testStretchableImageStretchesTheColumnAfterTheLeftCap() async {
        let image = solid(.red, CGSize(width: 10, height: 6))
        let stretchable = image.stretchableImage(withLeftCapWidth: 4, topCapHeight: 2)
        XCTAssertEqual(stretchable.leftCapWidth, 4)
        XCTAssertEqual(stretchable.topCapHeight, 2)
        XCTAssertEqual(stretchable.capInsets, UIEdgeInsets(top: 2, left: 4, bottom: 3, right: 5))
        XCTAssertEqual(stretchable.resizingMode, .stretch)
        XCTAssertEqual(image.leftCapWidth, 0)
    }
}
