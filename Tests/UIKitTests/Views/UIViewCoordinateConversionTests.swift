import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewCoordinateConversionTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testConvertPointBetweenSiblingsAndCousins() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let aChild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(aChild)
        XCTAssertEqual(aChild.convert(CGPoint(x: 1, y: 1), to: b), CGPoint(x: 10 + 5 + 1 - 200, y: 20 + 5 + 1 - 300))
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), from: aChild), CGPoint(x: -185, y: -275))
        XCTAssertEqual(a.convert(CGPoint(x: 1, y: 2), to: a), CGPoint(x: 1, y: 2))
    }

    func testConvertThroughRotationAndScale() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        // The top-left corner of the rotated view lands at the top-right of its frame:
        // rotating (-50, -50) around the center (100, 100) by 90° clockwise gives (50, -50).
        let corner = rotated.convert(CGPoint.zero, to: root)
        XCTAssertEqual(corner.x, 150, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 50, accuracy: 1e-9)
        let back = rotated.convert(corner, from: root)
        XCTAssertEqual(back.x, 0, accuracy: 1e-9)
        XCTAssertEqual(back.y, 0, accuracy: 1e-9)
    }

    func testConvertRectGivesBoundingBoxUnderRotation() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        let rect = rotated.convert(rotated.bounds, to: root)
        XCTAssertEqual(rect.width, 50, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 100, accuracy: 1e-9)
        XCTAssertEqual(rect.midX, rotated.center.x, accuracy: 1e-9)
    }

    func testNilMeansWindowCoordinates() async {
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        XCTAssertEqual(view.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 11, y: 11))
        XCTAssertEqual(view.convert(CGPoint(x: 11, y: 11), from: nil), CGPoint(x: 1, y: 1))
        XCTAssertEqual(view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil), CGRect(x: 10, y: 10, width: 5, height: 5))
    }

    func testConversionAcrossWindowsGoesThroughTheScreen() async {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        left.addSubview(a)
        right.addSubview(b)
        // a's origin is (10, 10) on screen; b's origin is (120, 20).
        XCTAssertEqual(a.convert(CGPoint.zero, to: b), CGPoint(x: -110, y: -10))
        XCTAssertEqual(b.convert(CGPoint.zero, from: a), CGPoint(x: -110, y: -10))
    }

    func testAccessibilityFrameIsInScreenCoordinates() async {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(view)
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 110, y: 70, width: 30, height: 40))
    }
}
