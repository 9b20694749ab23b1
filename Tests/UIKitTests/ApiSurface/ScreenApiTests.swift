import XCTest
import CoreGraphics
import UIKit
import UIKitTesting

/// UIScreen beyond its size and scale: coordinate spaces, modes, brightness, snapshots;
/// UITouch's stylus values on Linux.
@MainActor
final class ScreenApiTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testCoordinateSpacesConvertBetweenViewsAndTheScreen() async {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        let screen = UIScreen.main.coordinateSpace
        XCTAssertEqual(screen.bounds, UIScreen.main.bounds)
        XCTAssertEqual(view.convert(CGPoint(x: 1, y: 2), to: screen), CGPoint(x: 41, y: 62), "through the window's frame")
        XCTAssertEqual(view.convert(CGPoint(x: 41, y: 62), from: screen), CGPoint(x: 1, y: 2))
        XCTAssertEqual(screen.convert(CGPoint(x: 41, y: 62), to: view), CGPoint(x: 1, y: 2))
        XCTAssertEqual(view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: UIScreen.main.fixedCoordinateSpace),
                       CGRect(x: 40, y: 60, width: 5, height: 5))
        let other = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(other)
        let space: any UICoordinateSpace = other
        XCTAssertEqual(view.convert(CGPoint.zero, to: space), CGPoint(x: 5, y: 15), "a view as a coordinate space")
    }

    func testModesAndSystemValues() async {
        let screen = UIScreen.main
        XCTAssertEqual(screen.currentMode?.size, screen.nativeBounds.size)
        XCTAssertEqual(screen.currentMode?.pixelAspectRatio, 1)
        XCTAssertEqual(screen.availableModes.count, 1)
        XCTAssertNil(screen.mirrored)
        XCTAssertFalse(screen.isCaptured)
        XCTAssertEqual(screen.overscanCompensationInsets, .zero)
    }

    func testBrightnessIsClampedAndAnnounced() async {
        let screen = UIScreen.main
        let original = screen.brightness
        defer { screen.brightness = original }
        screen.brightness = 0.5
        let changed = XCTNSNotificationExpectation(name: UIScreen.brightnessDidChangeNotification, object: screen)
        screen.brightness = 2
        await fulfillment(of: [changed], timeout: 0)
        XCTAssertEqual(screen.brightness, 1, "clamped to 0...1")
        screen.brightness = -1
        XCTAssertEqual(screen.brightness, 0)
    }

    func testScreenSnapshotShowsTheVisibleWindowsAtTheirFrames() async throws {
        let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.backgroundColor = .red
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
        XCTAssertEqual(snapshot.bounds, UIScreen.main.bounds)
        let image = try XCTUnwrap(snapshot.layer.contents as? CGImage)
        let scale = Int(UIScreen.main.scale)
        XCTAssertEqual(image.pixel(15 * scale, 15 * scale).r, 255, "inside the window")
        XCTAssertEqual(image.pixel(15 * scale, 15 * scale).a, 255)
        XCTAssertEqual(image.pixel(5 * scale, 5 * scale).r, 0, "outside every window")
    }

    func testTouchesReportNoStylusAngles() async {
        let touch = UITouch()
        XCTAssertEqual(touch.rollAngle, 0)
        XCTAssertEqual(touch.azimuthAngle(in: nil), 0)
    }
}
