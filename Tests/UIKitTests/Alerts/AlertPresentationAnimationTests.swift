import XCTest
import UIKit
import UIKitTesting

@MainActor
final class AlertPresentationAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makeRoot() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func testAnAnimatedAlertFadesInFromALargerSizeAndCompletesAfterward() async throws {
        let (window, root) = makeRoot()
        defer { withExtendedLifetime(window) {} }
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var completed = false
        root.present(alert, animated: true) { completed = true }
        let box = try XCTUnwrap(alert.view.subviews.first)
        // The model values are the final ones (the alert takes taps at once).
        XCTAssertEqual(box.transform, .identity)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertTrue(alert.isBeingPresented)
        ManualClock.runLoopTurn()
        let start = try XCTUnwrap(box.layer.presentation())
        XCTAssertEqual(start.opacity, 0, accuracy: 0.05)
        XCTAssertEqual(start.transform.m11, 1.2, accuracy: 0.02)
        XCTAssertFalse(completed)
        ManualClock.advance(by: 0.15)
        let middle = try XCTUnwrap(box.layer.presentation())
        XCTAssertGreaterThan(middle.opacity, 0.3)
        XCTAssertLessThan(middle.transform.m11, 1.2)
        XCTAssertGreaterThan(middle.transform.m11, 1.0)
        ManualClock.advance(by: 0.2)
        XCTAssertTrue(completed)
        XCTAssertFalse(alert.isBeingPresented)
        XCTAssertEqual(box.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.001)
        XCTAssertEqual(alert.view.backgroundColor, UIColor(white: 0, alpha: 0.2), "the dimming back")
    }

    func testWithoutAnimationTheAlertIsShownAtOnce() async throws {
        let (window, root) = makeRoot()
        defer { withExtendedLifetime(window) {} }
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        root.present(alert, animated: false)
        ManualClock.runLoopTurn()
        let box = try XCTUnwrap(alert.view.subviews.first)
        XCTAssertEqual(box.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.001)
        XCTAssertEqual(box.layer.presentation()?.transform.m11 ?? 0, 1, accuracy: 0.001)
    }

    func testAnAnimatedActionSheetSlidesUpFromBelowTheWindow() async throws {
        let (window, root) = makeRoot()
        defer { withExtendedLifetime(window) {} }
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        root.present(sheet, animated: true)
        ManualClock.runLoopTurn()
        let box = try XCTUnwrap(sheet.view.subviews.first)
        let start = try XCTUnwrap(box.layer.presentation())
        XCTAssertEqual(start.frame.minY, 480, accuracy: 1, "starts just below the window")
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(box.layer.presentation()?.frame.minY ?? 0, box.frame.minY, accuracy: 0.5)
    }
}
