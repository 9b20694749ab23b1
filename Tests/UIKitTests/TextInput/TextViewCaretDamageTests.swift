import XCTest
@_spi(Rendering) @_spi(Platform) @testable import UIKit
import UIKitTesting

/// A caret blink repaints only the caret; typing repaints the edited paragraph, not the view.
@MainActor
final class TextViewCaretDamageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The damaged region of the last frame, in points.
    private func damage(of window: UIWindow) -> CGRect {
        let buffer = window.frameBuffer!
        let scale = buffer.scale
        let pixels = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        guard !pixels.isNull else { return .null }
        return CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
    }

    /// `rect` grown to whole pixels, and by the pixel the compositor adds around damage for
    /// antialiased edges.
    private func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = (rect.minX * scale).rounded(.down) / scale, minY = (rect.minY * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale, maxY = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(dx: -1 / scale, dy: -1 / scale)
    }

    func testABlinkFrameRepaintsOnlyTheCaret() async {
        ManualClock.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let textView = UITextView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        textView.font = TextViewFixture.font
        textView.text = (0..<50).map { "line \($0)" }.joined(separator: "\n")
        window.addSubview(textView)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        input.runLoopTurn()
        input.advance(by: 0.1)
        let buffer = window.frameBuffer!
        let caret = textView.convert(textView.caretRect(for: textView.position(at: 2)), to: window)
        // Every painted frame's damage, in points.
        var painted: [CGRect] = []
        let compositor = LayerCompositor.shared
        let saved = compositor.presentHandlers
        compositor.presentHandlers.append { frame in
            guard frame === buffer else { return }
            let pixels = frame.damagedRects.reduce(CGRect.null) { $0.union($1) }
            let scale = frame.scale
            painted.append(CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale,
                                  height: pixels.height / scale))
        }
        defer { compositor.presentHandlers = saved }
        input.advance(by: 0.45)
        XCTAssertTrue(textView.caretView.isHidden)
        XCTAssertEqual(painted, [pixelAligned(caret, scale: buffer.scale)], "one frame, the caret's pixels only")
        input.advance(by: 0.5)
        XCTAssertFalse(textView.caretView.isHidden)
        XCTAssertEqual(painted, [pixelAligned(caret, scale: buffer.scale), pixelAligned(caret, scale: buffer.scale)],
                       "and again as it shows")
    }

    func testTypingRepaintsTheEditedLineNotTheView() async {
        ManualClock.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let textView = UITextView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        textView.font = TextViewFixture.font
        textView.text = (0..<50).map { "line \($0)" }.joined(separator: "\n")
        window.addSubview(textView)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        input.runLoopTurn()
        input.advance(by: 0.1)
        input.typeText("x")
        let damaged = damage(of: window)
        let line = textView.layoutCache!.laidOut(0)!.usedSize.height
        // The first line's band across the view (its text and the caret), nothing below it
        // (the view scrolled to show the caret: convert from its content).
        let band = textView.convert(CGRect(x: 0, y: 8, width: 200, height: line), to: window)
        XCTAssertEqual(damaged.minY, band.minY, accuracy: 1)
        XCTAssertEqual(damaged.maxY, band.maxY, accuracy: 1)
        XCTAssertEqual(damaged.minX, 20, accuracy: 1)
        XCTAssertEqual(damaged.maxX, 220, accuracy: 1)
    }
}
