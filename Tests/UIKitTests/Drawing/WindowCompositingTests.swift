import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// Visible windows are composited into frame buffers at the end of each run-loop turn.
@MainActor
final class WindowCompositingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makeVisibleWindow() -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return (window, InputSimulator(window: window))
    }

    func testVisibleWindowHasAFrameBufferOfItsSizeTimesTheScreenScale() async {
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(hidden.frameBuffer, "UIKit windows start hidden")
        let (window, input) = makeVisibleWindow()
        input.runLoopTurn()
        let buffer = window.frameBuffer!
        XCTAssertEqual(buffer.scale, window.screen.scale)
        XCTAssertEqual(buffer.pixelWidth, Int(100 * window.screen.scale))
        XCTAssertEqual(buffer.pixelHeight, Int(80 * window.screen.scale))
        XCTAssertEqual(buffer.pixel(10, 10), .white)
        window.isHidden = true
        XCTAssertNil(window.frameBuffer, "hiding the window frees its pixels")
    }

    func testChangingOneViewRepaintsOnlyItsArea() async {
        let (window, input) = makeVisibleWindow()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 60, y: 40, width: 20, height: 20))
        b.backgroundColor = .red
        window.addSubview(a)
        window.addSubview(b)
        input.runLoopTurn()
        let buffer = window.frameBuffer!
        let frames = buffer.frameCount
        input.runLoopTurn()
        XCTAssertEqual(buffer.frameCount, frames, "a turn without changes paints nothing")
        XCTAssertTrue(buffer.damagedRects.isEmpty)
        a.backgroundColor = .blue
        input.runLoopTurn()
        let s = window.screen.scale
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 10 * s, y: 10 * s, width: 20 * s, height: 20 * s)))
        XCTAssertFalse(damage.intersects(CGRect(x: 60 * s, y: 40 * s, width: 20 * s, height: 20 * s)))
        XCTAssertEqual(buffer.pixel(Int(20 * s), Int(20 * s)), .blue)
    }

    func testPresentHandlersSeeEachPaintedFrame() async {
        let (window, input) = makeVisibleWindow()
        var presented: [[CGRect]] = []
        let compositor = LayerCompositor.shared
        let saved = compositor.presentHandlers
        compositor.presentHandlers.append { buffer in
            if buffer.rootLayer === window.layer { presented.append(buffer.damagedRects) }
        }
        defer { compositor.presentHandlers = saved }
        input.runLoopTurn()
        input.runLoopTurn()
        XCTAssertEqual(presented.count, 1, "one frame: the first; the unchanged turn presents nothing")
        window.backgroundColor = .red
        input.runLoopTurn()
        XCTAssertEqual(presented.count, 2)
    }

    func testFrameBufferMatchesDrawHierarchy() async {
        let (window, _) = makeVisibleWindow()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.darkGray.cgColor
        window.addSubview(card)
        let composited = Snapshot.frameBufferImage(of: window)!
        let rendered = Snapshot.image(of: window, scale: window.screen.scale)
        let width = composited.cgImage!.width, height = composited.cgImage!.height
        XCTAssertEqual(width, rendered.cgImage?.width)
        XCTAssertEqual(height, rendered.cgImage?.height)
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where !composited.pixel(x, y).isClose(to: rendered.pixel(x, y), tolerance: 1) {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "the compositor and render(in:) draw the same pixels")
        XCTAssertEqual(composited.pixel(40 * Int(window.screen.scale), 30 * Int(window.screen.scale)),
                       rendered.pixel(40 * Int(window.screen.scale), 30 * Int(window.screen.scale)))
    }
}
