import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// Core Animation animations on a view's layer, as a visible window shows them.
@MainActor
final class LayerAnimationInWindowTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testAViewsLayerAnimationIsComposited() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        input.runLoopTurn()

        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 5
        slide.toValue = 85
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        box.layer.add(slide, forKey: "slide")
        input.advance(by: 0.5)

        let buffer = try XCTUnwrap(window.frameBuffer)
        let scale = Int(buffer.scale)
        XCTAssertEqual(buffer.pixel(45 * scale, 5 * scale), .red)
        XCTAssertEqual(buffer.pixel(5 * scale, 5 * scale), .white)
        XCTAssertEqual(box.center.x, 5, "the view's model is unchanged")
        XCTAssertEqual(box.layer.presentation()?.position.x ?? 0, 45, accuracy: 0.5)
        input.advance(by: 0.6)
        XCTAssertEqual(buffer.pixel(5 * scale, 5 * scale), .red, "back at the model position")
        XCTAssertEqual(buffer.pixel(85 * scale, 5 * scale), .white)
    }
}
