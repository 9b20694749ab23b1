import XCTest
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

@MainActor
final class UIImageViewTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func image(_ size: CGSize, scale: CGFloat = 1, color: UIColor = .red) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            color.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
        }
    }

    func testDefaultsAndIntrinsicSize() async {
        let view = UIImageView(image: image(CGSize(width: 30, height: 20), scale: 2))
        XCTAssertFalse(view.isUserInteractionEnabled, "UIKit: image views ignore touches by default")
        XCTAssertEqual(view.frame.size, CGSize(width: 30, height: 20), "init(image:) sizes the view to the image")
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 30, height: 20))
        XCTAssertEqual(view.sizeThatFits(.zero), CGSize(width: 30, height: 20))
        XCTAssertTrue(view.layer.contents is CGImage, "the image is the layer's contents")
        XCTAssertEqual(view.layer.contentsScale, 2)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let screenScale = window.screen.scale
        window.screen.updateDisplay(bounds: window.screen.bounds, scale: 3)
        defer { window.screen.updateDisplay(bounds: window.screen.bounds, scale: screenScale) }
        window.addSubview(view)
        XCTAssertEqual(view.layer.contentsScale, 2, "the image's scale, not the screen's")
        let empty = UIImageView()
        XCTAssertEqual(empty.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertNil(empty.layer.contents)
    }

    func testContentModeCenterAndTop() async {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.image = image(CGSize(width: 10, height: 10))
        view.contentMode = .center
        var shot = Snapshot.image(of: view)
        XCTAssertEqual(shot.pixel(20, 20), .red)
        XCTAssertEqual(shot.pixel(5, 20), .clear)
        view.contentMode = .top
        shot = Snapshot.image(of: view)
        XCTAssertEqual(shot.pixel(20, 5), .red, "UIKit's .top is the top of the screen")
        XCTAssertEqual(shot.pixel(20, 35), .clear)
        view.contentMode = .scaleToFill
        shot = Snapshot.image(of: view)
        XCTAssertEqual(shot.pixel(2, 38), .red)
    }

    func testHighlightedAndTemplateImages() async {
        let view = UIImageView(image: image(CGSize(width: 4, height: 4), color: .red),
                               highlightedImage: image(CGSize(width: 4, height: 4), color: .blue))
        XCTAssertEqual(Snapshot.image(of: view).pixel(1, 1), .red)
        view.isHighlighted = true
        XCTAssertEqual(Snapshot.image(of: view).pixel(1, 1), .blue)
        view.isHighlighted = false
        view.image = image(CGSize(width: 4, height: 4), color: .red).withRenderingMode(.alwaysTemplate)
        view.tintColor = .green
        XCTAssertEqual(Snapshot.image(of: view).pixel(1, 1), .green, "a template image shows in the tint color")
    }
}
