import XCTest
import UIKit
import UIKitTesting

/// `UIImageView` frame animation (`animationImages`, `startAnimating()` …) on the framework clock.
@MainActor
final class APIDiffImageViewAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    private func shown(_ view: UIImageView) -> CGImage? {
        guard let contents = view.layer.contents else { return nil }
        return (contents as! CGImage)
    }

    func testFramesPlayAtThirtyASecondByDefaultAndStoppingShowsTheImage() async {
        let still = solid(.black), frames = [solid(.red), solid(.green), solid(.blue)]
        let view = UIImageView(image: still)
        view.animationImages = frames
        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(shown(view) === still.cgImage)

        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        XCTAssertTrue(shown(view) === frames[0].cgImage)
        ManualClock.advance(by: 1.0 / 30 + 0.001)
        XCTAssertTrue(shown(view) === frames[1].cgImage, "UIKit: 0 duration is 1/30 s a frame")
        ManualClock.advance(by: 1.0 / 30)
        XCTAssertTrue(shown(view) === frames[2].cgImage)
        ManualClock.advance(by: 1.0 / 30)
        XCTAssertTrue(shown(view) === frames[0].cgImage, "repeats forever by default")
        XCTAssertTrue(view.isAnimating)

        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(shown(view) === still.cgImage)
    }

    func testRepeatCountEndsTheAnimationAfterThatManyPasses() async {
        let frames = [solid(.red), solid(.green)]
        let view = UIImageView(image: nil)
        view.animationImages = frames
        view.animationDuration = 1
        view.animationRepeatCount = 2
        view.startAnimating()
        ManualClock.advance(by: 0.6)
        XCTAssertTrue(shown(view) === frames[1].cgImage)
        ManualClock.advance(by: 1.0)
        XCTAssertTrue(view.isAnimating)
        ManualClock.advance(by: 0.5)
        XCTAssertFalse(view.isAnimating, "two passes of one second each")
        XCTAssertNil(view.layer.contents, "the still image (none) shows again")
    }

    func testStartingWithoutFramesDoesNothing() async {
        let view = UIImageView(image: solid(.red))
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }

    func testHighlightedFramesPlayWhileHighlighted() async {
        let normal = [solid(.red)], highlighted = [solid(.green), solid(.blue)]
        let view = UIImageView(image: nil)
        view.animationImages = normal
        view.highlightedAnimationImages = highlighted
        view.startAnimating()
        XCTAssertTrue(shown(view) === normal[0].cgImage)
        view.isHighlighted = true
        XCTAssertTrue(view.isAnimating)
        XCTAssertTrue(shown(view) === highlighted[0].cgImage)
    }

    func testAnAnimatedImagePlaysAsSoonAsItIsSet() async {
        let frames = [solid(.red), solid(.green)]
        let view = UIImageView(image: UIImage.animatedImage(with: frames, duration: 0.2))
        XCTAssertTrue(view.isAnimating, "UIKit: an image view plays an animated image")
        XCTAssertEqual(view.bounds.size, CGSize(width: 2, height: 2))
        ManualClock.advance(by: 0.15)
        XCTAssertTrue(shown(view) === frames[1].cgImage)
        view.image = solid(.blue)
        XCTAssertFalse(view.isAnimating, "a still image stops it")
    }
}
