import XCTest
import UIKit
import UIKitTesting

@MainActor
final class AlertDismissalAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func presented(_ style: UIAlertController.Style) -> (UIWindow, UIViewController, UIAlertController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        return (window, root, alert)
    }

    /// UIKit: an animated dismissal fades the alert (and its dimming) out, then removes it and
    /// runs the completion.
    func testAnAnimatedDismissalFadesTheAlertOut() async throws {
        let (window, root, alert) = presented(.alert)
        defer { withExtendedLifetime(window) {} }
        var completed = false
        alert.dismiss(animated: true) { completed = true }
        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(alert.view.window === window, "still shown while it fades")
        XCTAssertFalse(alert.view.isUserInteractionEnabled, "takes no taps while it fades")
        ManualClock.runLoopTurn()
        XCTAssertEqual(alert.view.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.05)
        ManualClock.advance(by: 0.1)
        let middle = try XCTUnwrap(alert.view.layer.presentation()).opacity
        XCTAssertGreaterThan(middle, 0.05)
        XCTAssertLessThan(middle, 0.95)
        XCTAssertFalse(completed)
        ManualClock.advance(by: 0.15)
        XCTAssertTrue(completed)
        XCTAssertNil(alert.view.window)
        XCTAssertEqual(alert.view.alpha, 1, "ready to be presented again")
        XCTAssertTrue(alert.view.isUserInteractionEnabled)
    }

    func testAnActionSheetSlidesDown() async throws {
        let (window, _, sheet) = presented(.actionSheet)
        defer { withExtendedLifetime(window) {} }
        let box = try XCTUnwrap(sheet.view.subviews.first)
        let shownY = box.frame.minY
        sheet.dismiss(animated: true)
        ManualClock.runLoopTurn()
        ManualClock.advance(by: 0.19)
        XCTAssertGreaterThan(box.layer.presentation()?.frame.minY ?? 0, shownY + 50)
        ManualClock.advance(by: 0.1)
        XCTAssertNil(sheet.view.window)
        XCTAssertEqual(box.transform, .identity)
    }

    func testWithoutAnimationTheAlertLeavesAtOnce() async {
        let (window, _, alert) = presented(.alert)
        defer { withExtendedLifetime(window) {} }
        alert.dismiss(animated: false)
        XCTAssertNil(alert.view.window)
    }
}
