import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class EditorEvents: NSObject, UIVideoEditorControllerDelegate, UINavigationControllerDelegate {
    var events: [String] = []
    func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String) {
        events.append("saved")
    }
    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error) {
        events.append("failed \((error as NSError).code)")
    }
    func videoEditorControllerDidCancel(_ editor: UIVideoEditorController) { events.append("cancelled") }
}

/// `UIVideoEditorController`: no video can be edited on Linux; the delegate hears one failure.
@MainActor
final class UIVideoEditorControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testDefaultsAndAvailability() async {
        XCTAssertFalse(UIVideoEditorController.canEditVideo(atPath: "/tmp/clip.mov"))
        let editor = UIVideoEditorController()
        XCTAssertEqual(editor.videoMaximumDuration, 600, "UIKit: ten minutes")
        XCTAssertEqual(editor.videoQuality, .typeMedium)
        XCTAssertEqual(editor.videoPath, "")
    }

    func testPresentedTheEditorReportsOneFailureAndCancelAddsNothing() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let editor = UIVideoEditorController()
        editor.videoPath = "/tmp/clip.mov"
        let events = EditorEvents()
        editor.delegate = events
        root.present(editor, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["failed \(NSFeatureUnsupportedError)"])
        XCTAssertTrue(root.presentedViewController === editor, "the editor does not dismiss itself")
        let screen = try XCTUnwrap(editor.topViewController)
        let cancel = try XCTUnwrap(screen.navigationItem.leftBarButtonItem)
        XCTAssertNotNil(cancel.primaryAction)
        root.dismiss(animated: false)
        ManualClock.advance(by: 1)
        root.present(editor, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events.count, 1, "exactly one callback per editor")
    }

    func testCancelBeforeAppearingReportsACancel() async throws {
        let editor = UIVideoEditorController()
        let events = EditorEvents()
        editor.delegate = events
        editor.loadViewIfNeeded()
        let cancel = try XCTUnwrap(editor.topViewController?.navigationItem.leftBarButtonItem?.primaryAction)
        cancel.performWithSender(nil, target: nil)
        XCTAssertEqual(events.events, ["cancelled"])
    }
}
