import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// A view that draws, and records the traits changes it hears of.
final class ScaleProbeView: UIView {
    var traitChanges: [UITraitCollection?] = []
    var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(previousTraitCollection)
    }
}

/// A platform backend reporting a new display scale (a window dragged to a HiDPI monitor):
/// windows, views and layers follow, as UIKit's do when a window's screen scale changes.
@MainActor
final class ScreenScaleChangeTests: XCTestCase {
    private var original: (bounds: CGRect, scale: CGFloat)!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        original = (UIScreen.main.bounds, UIScreen.main.scale)
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: original.scale)
    }

    private func makeWindow(hidden: Bool = false) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        if !hidden { window.makeKeyAndVisible() }
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    // One scale change per test: every visible window of the process re-composites at the new
    // scale, which is slow when other tests leave windows visible.
    func testViewsWindowsAndTraitsTakeTheNewScale() async throws {
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: 2)
        let window = makeWindow()
        let view = ScaleProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixed.contentScaleFactor = 1
        window.addSubview(view)
        window.addSubview(fixed)
        let hiddenWindow = makeWindow(hidden: true)
        let hiddenView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hiddenWindow.addSubview(hiddenView)
        CATransaction.flush()
        XCTAssertEqual(view.contentScaleFactor, 2)
        XCTAssertEqual((view.layer.contents as? CGImage)?.width, 40)
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        // Entering the window (its size classes) was a trait change of its own.
        view.traitChanges.removeAll()
        let draws = view.drawCount
        let modeChange = XCTNSNotificationExpectation(name: UIScreen.modeDidChangeNotification, object: UIScreen.main)

        UIScreen.main.updateDisplay(bounds: original.bounds, scale: 3)
        XCTAssertEqual(view.contentScaleFactor, 3)
        XCTAssertEqual(view.layer.contentsScale, 3)
        XCTAssertEqual(window.layer.contentsScale, 3)
        XCTAssertEqual(fixed.contentScaleFactor, 1, "a scale factor the app set is kept")
        XCTAssertEqual(hiddenView.contentScaleFactor, 3, "hidden windows follow too")
        XCTAssertNil(hiddenWindow.frameBuffer)
        await fulfillment(of: [modeChange], timeout: 0)

        // Traits: the new display scale, heard once with the previous traits.
        XCTAssertEqual(view.traitCollection.displayScale, 3)
        XCTAssertEqual(view.traitChanges.count, 1)
        XCTAssertEqual(try XCTUnwrap(view.traitChanges.first ?? nil).displayScale, 2, "the previous traits")
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: 3)
        XCTAssertEqual(view.traitChanges.count, 1, "no change, no call")

        CATransaction.flush()
        XCTAssertEqual(view.drawCount, draws + 1, "drawn content is redrawn at the new scale")
        XCTAssertEqual((view.layer.contents as? CGImage)?.width, 60)
        let buffer = try XCTUnwrap(window.frameBuffer)
        XCTAssertEqual(buffer.scale, 3, "the window composites at the new scale")
        XCTAssertEqual(buffer.pixelWidth, 120)
        XCTAssertEqual(buffer.pixel(30, 15), .red)
    }

    func testInvalidValuesAreIgnored() async {
        let log = LogCapture.capture {
            UIScreen.main.updateDisplay(bounds: original.bounds, scale: .nan)
            UIScreen.main.updateDisplay(bounds: original.bounds, scale: 0)
            UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), scale: 2)
        }
        XCTAssertEqual(UIScreen.main.scale, original.scale)
        XCTAssertEqual(UIScreen.main.bounds, original.bounds)
        XCTAssertEqual(log.lines.count, 3)
    }
}
