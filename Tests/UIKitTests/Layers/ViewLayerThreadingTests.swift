import XCTest
import UIKit
import UIKitTesting

/// A view's layer belongs to the main thread, like its view. Used from another thread by
/// mistake, it neither crashes nor calls its main-actor view there: it works without the view
/// and says so in the log.
@MainActor
final class ViewLayerThreadingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private final class SquareView: UIView {
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            drawCount += 1
            UIColor.blue.setFill()
            UIRectFill(bounds)
        }
    }

    func testAViewsLayerRenderedOffTheMainThreadDoesNotCallTheView() async {
        let view = SquareView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        nonisolated(unsafe) let layer = view.layer
        let log = LogCapture.capture {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let context = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                        space: CGColorSpaceCreateDeviceRGB(),
                                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
                layer.setNeedsDisplay()
                layer.displayIfNeeded()
                layer.render(in: context)
                done.signal()
            }
            thread.start()
            done.wait()
        }
        XCTAssertEqual(view.drawCount, 0, "draw(_:) runs only on the main thread")
        XCTAssertTrue(log.contains("a view's layer was used off the main thread"), "\(log.lines)")
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.drawCount, 1, "back on the main thread the view draws")
    }
}
