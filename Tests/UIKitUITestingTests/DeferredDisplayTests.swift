@_spi(UIKit) @_spi(Platform) @_spi(Rendering) import QuartzCore
@_spi(Platform) import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// While the harness lets the app settle, nothing is drawn: the layers that ask for display
/// keep their order and draw when pixels are read (a window's frame buffer, a rendered layer
/// tree, a commit outside an action), before those pixels; layout, text and accessibility do
/// not wait for drawing.
@MainActor
final class DeferredDisplayTests: UITestCase {
    /// The names of the views drawn, in order.
    private let drawn = DrawLog()

    private func addSwatch(_ name: String, color: UIColor, x: CGFloat) -> SwatchView {
        let swatch = SwatchView(name: name, log: drawn)
        swatch.color = color
        swatch.frame = CGRect(x: x, y: 760, width: 40, height: 40)
        screen.view.addSubview(swatch)
        return swatch
    }

    /// The window's pixel at `point` (composited when read).
    private func pixel(at point: CGPoint) -> UInt32? {
        guard let buffer = window.frameBuffer, let base = buffer.baseAddress else { return nil }
        let x = Int(point.x * buffer.scale), y = Int(point.y * buffer.scale)
        return base.load(fromByteOffset: y * buffer.bytesPerRow + x * 4, as: UInt32.self)
    }

    func testAnActionDrawsNothingUntilTheWindowsPixelsAreRead() async throws {
        let first = addSwatch("first", color: .green, x: 20)
        let second = addSwatch("second", color: .blue, x: 80)
        let reference = addSwatch("reference", color: .red, x: 140)
        CATransaction.flush()
        XCTAssertEqual(drawn.names, ["first", "second", "reference"])
        let blue = try XCTUnwrap(pixel(at: CGPoint(x: 100, y: 780)))
        let red = try XCTUnwrap(pixel(at: CGPoint(x: 160, y: 780)))
        XCTAssertNotEqual(blue, red)
        drawn.names = []
        screen.saveButton.addAction(UIAction { _ in
            second.color = .red
            second.setNeedsDisplay()
            first.setNeedsDisplay()
        }, for: .primaryActionTriggered)

        app.buttons["Save"].tap()
        XCTAssertEqual(drawn.names, [])
        XCTAssertTrue(second.layer.needsDisplay())
        // What a query reads does not wait for drawing: the label's new text and its element.
        XCTAssertEqual(screen.status.text, "Status: saved 1")
        XCTAssertEqual(app.staticTexts["status"].label, "Status: saved 1")
        XCTAssertEqual(app.staticTexts["status"].frame, CGRect(x: 20, y: 110, width: 300, height: 24))
        _ = reference

        // Reading the pixels draws first, in the order the views asked.
        XCTAssertEqual(pixel(at: CGPoint(x: 100, y: 780)), red)
        XCTAssertEqual(drawn.names, ["second", "first"])
        XCTAssertFalse(second.layer.needsDisplay())
        XCTAssertEqual(pixel(at: CGPoint(x: 100, y: 780)), red)
        XCTAssertEqual(drawn.names, ["second", "first"])
    }

    func testRenderingALayerDrawsEveryLayerAnActionLeftInOrder() async throws {
        let first = addSwatch("first", color: .green, x: 20)
        let second = addSwatch("second", color: .blue, x: 80)
        CATransaction.flush()
        drawn.names = []
        screen.saveButton.addAction(UIAction { _ in
            second.color = .red
            second.setNeedsDisplay()
            first.setNeedsDisplay()
        }, for: .primaryActionTriggered)
        app.buttons["Save"].tap()
        XCTAssertEqual(drawn.names, [])

        // Only `first` is rendered, yet `second` (asked first) draws first, as a commit would.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            first.layer.render(in: context.cgContext)
        }
        XCTAssertEqual(drawn.names, ["second", "first"])
        XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
        XCTAssertFalse(second.layer.needsDisplay())
        // Nothing left to draw for the window's frame.
        _ = pixel(at: CGPoint(x: 100, y: 780))
        XCTAssertEqual(drawn.names, ["second", "first"])
    }

    func testACommitOutsideAnActionDrawsWhatActionsLeft() async throws {
        let first = addSwatch("first", color: .green, x: 20)
        CATransaction.flush()
        drawn.names = []
        screen.saveButton.addAction(UIAction { _ in first.setNeedsDisplay() }, for: .primaryActionTriggered)
        app.buttons["Save"].tap()
        app.buttons["Save"].tap()
        XCTAssertEqual(drawn.names, [])
        // As a real window presenting: the next commit draws (once), then composites.
        CATransaction.flush()
        XCTAssertEqual(drawn.names, ["first"])
    }

    func testLayersOnlyTheDeferredDrawingHeldAreReleased() async throws {
        weak var removedLayer: CALayer?
        weak var keptLayer: CALayer?
        let kept = addSwatch("kept", color: .green, x: 20)
        CATransaction.flush()
        drawn.names = []
        TransactionCenter.shared.deferringCompositing {
            do {
                let removed = SwatchView(name: "removed", log: drawn)
                removed.frame = CGRect(x: 80, y: 760, width: 40, height: 40)
                screen.view.addSubview(removed)
                removedLayer = removed.layer
                kept.setNeedsDisplay()
                keptLayer = kept.layer
            }
            ManualClock.advance(by: 0.1)
            screen.view.subviews.first { ($0 as? SwatchView)?.name == "removed" }?.removeFromSuperview()
            ManualClock.advance(by: 0.1)
        }
        // The removed view's layer is gone with it; the one on screen still waits to be drawn.
        XCTAssertNil(removedLayer)
        XCTAssertNotNil(keptLayer)
        XCTAssertTrue(kept.layer.needsDisplay())
        XCTAssertEqual(drawn.names, [])
        _ = pixel(at: CGPoint(x: 40, y: 780))
        XCTAssertEqual(drawn.names, ["kept"])
    }
}

/// The views drawn, in order.
@MainActor
private final class DrawLog {
    var names: [String] = []
}

/// A square of one color that logs each `draw(_:)`.
private final class SwatchView: UIView {
    let name: String
    private let log: DrawLog
    var color: UIColor = .black

    init(name: String, log: DrawLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        log.names.append(name)
        color.setFill()
        UIRectFill(bounds)
    }
}
