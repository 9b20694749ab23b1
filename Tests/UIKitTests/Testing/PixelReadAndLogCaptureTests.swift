import XCTest
import UIKit
import UIKitTesting

/// UIKitTesting's pixel reads and log capture, as its users call them.
@MainActor
final class PixelReadAndLogCaptureTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeSquares() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addSubview(red)
        let halfBlue = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        halfBlue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        view.addSubview(halfBlue)
        return view
    }

    func testSnapshotPixelReadsAViewAtAPointInItsCoordinates() async {
        let view = makeSquares()
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: 5, y: 5)), .red)
        // Half blue over white, stored premultiplied and opaque.
        XCTAssertTrue(Snapshot.pixel(of: view, at: CGPoint(x: 15, y: 5)).isClose(to: Pixel(128, 128, 255, 255)),
                      "\(Snapshot.pixel(of: view, at: CGPoint(x: 15, y: 5)))")
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: 9.5, y: 9.5), scale: 2), .red)
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: 25, y: 5)), .clear, "outside the view")
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: CGFloat.nan, y: 5)), .clear)
    }

    func testImagePixelsCountInPixelsFromTheTopLeft() async {
        let image = Snapshot.image(of: makeSquares(), scale: 2)
        XCTAssertEqual(image.pixel(0, 0), .red)
        XCTAssertEqual(image.pixel(19, 19), .red)
        XCTAssertTrue(image.pixel(20, 0).isClose(to: Pixel(128, 128, 255, 255)))
        XCTAssertEqual(image.pixel(40, 0), .clear, "past the 40-pixel-wide bitmap")
        XCTAssertEqual(image.pixel(-1, 0), .clear)
        XCTAssertEqual(UIImage().pixel(0, 0), .clear, "an image without a bitmap")
    }

    func testTheWindowsFrameBufferReadsAsAnImage() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        window.addSubview(makeSquares())
        window.makeKeyAndVisible()
        let frame = Snapshot.frameBufferImage(of: window)!
        let scale = Int(frame.scale)
        XCTAssertEqual(frame.pixel(5 * scale, 5 * scale), .red)
        XCTAssertEqual(frame.pixel(30 * scale, 30 * scale), .white)
        window.isHidden = true
    }

    func testPixelIsCloseWithinTheTolerance() async {
        XCTAssertTrue(Pixel(100, 100, 100, 255).isClose(to: Pixel(103, 97, 100, 255)))
        XCTAssertFalse(Pixel(100, 100, 100, 255).isClose(to: Pixel(104, 100, 100, 255)))
        XCTAssertTrue(Pixel(100, 100, 100, 255).isClose(to: Pixel(104, 100, 100, 255), tolerance: 4))
        XCTAssertEqual("\(Pixel.red)", "Pixel(255, 0, 0, 255)")
    }

    func testLogCaptureCollectsTheLinesLoggedWhileItRuns() async {
        let view = UIView()
        let log = LogCapture.capture { view.layer.shadowRadius = .nan }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.contains("shadowRadius"), "\(log.lines)")
        XCTAssertEqual(view.layer.shadowRadius, 3, "the bad value was refused")
        let quiet = LogCapture.capture { view.layer.shadowRadius = 4 }
        XCTAssertEqual(quiet.lines, [])
        let outer = LogCapture.capture {
            let inner = LogCapture.capture { view.layer.cornerRadius = .infinity }
            XCTAssertEqual(inner.lines.count, 1)
            view.layer.borderWidth = .nan
        }
        XCTAssertEqual(outer.lines.count, 1, "a nested capture takes its own lines")
        XCTAssertTrue(outer.contains("borderWidth"))
    }
}
