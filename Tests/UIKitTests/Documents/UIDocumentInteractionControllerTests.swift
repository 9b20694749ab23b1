import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class InteractionEvents: UIDocumentInteractionControllerDelegate {
    var events: [String] = []
    var host: UIViewController?
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        host ?? UIViewController()
    }
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) { events.append("willBeginPreview") }
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) { events.append("didEndPreview") }
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) { events.append("willPresentOptions") }
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) { events.append("didDismissOptions") }
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) { events.append("willPresentOpenIn") }
}

/// `UIDocumentInteractionController`: a plain preview presented from the delegate's view
/// controller, the share sheet as the options menu, no Open In menu on Linux.
@MainActor
final class UIDocumentInteractionControllerTests: XCTestCase {
    private var folder: TemporaryFolder?

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        folder?.remove()
    }

    private func makeFile(_ name: String, _ text: String) throws -> URL {
        let made = try folder ?? TemporaryFolder()
        folder = made
        return try made.write(name, text)
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    private func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
        if let found = view as? T { return found }
        return view.subviews.lazy.compactMap { self.first(type, in: $0) }.first
    }

    func testTheURLGivesTheNameTypeAndIcons() async throws {
        let url = try makeFile("notes.txt", "hello")
        let controller = UIDocumentInteractionController(url: url)
        XCTAssertEqual(controller.name, "notes.txt")
        XCTAssertEqual(controller.uti, "public.plain-text")
        XCTAssertFalse(controller.icons.isEmpty)
        controller.url = URL(fileURLWithPath: "/tmp/photo.png")
        XCTAssertEqual(controller.uti, "public.png", "setting the URL derives the type again")
        XCTAssertEqual(controller.name, "photo.png")
        controller.annotation = ["key": "value"]
        XCTAssertNotNil(controller.annotation)
        XCTAssertNil(UIDocumentInteractionController().url)
        let recognizers = controller.gestureRecognizers
        XCTAssertEqual(recognizers.count, 2)
        XCTAssertTrue(recognizers[0] is UITapGestureRecognizer)
        XCTAssertTrue(recognizers[1] is UILongPressGestureRecognizer)
    }

    func testThePreviewShowsTheTextAndDoneEndsIt() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let url = try makeFile("notes.txt", "hello preview")
        let controller = UIDocumentInteractionController(url: url)
        XCTAssertFalse(controller.presentPreview(animated: false), "UIKit: no preview without a delegate")
        let events = InteractionEvents()
        controller.delegate = events
        XCTAssertFalse(controller.presentPreview(animated: false), "the delegate's controller is in no window")
        events.host = root
        XCTAssertTrue(controller.presentPreview(animated: false))
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willBeginPreview"])
        let preview = try XCTUnwrap((root.presentedViewController as? UINavigationController)?.topViewController)
        XCTAssertEqual(preview.title, "notes.txt")
        window.layoutIfNeeded()
        XCTAssertEqual(first(UITextView.self, in: preview.view)?.text, "hello preview")
        let done = try XCTUnwrap(preview.navigationItem.rightBarButtonItem?.primaryAction)
        done.performWithSender(nil, target: nil)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willBeginPreview", "didEndPreview"])
        XCTAssertNil(root.presentedViewController)
        withExtendedLifetime(input) {}
    }

    func testTappingAViewWithTheRecognizersPreviews() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let controller = UIDocumentInteractionController(url: try makeFile("a.txt", "x"))
        let events = InteractionEvents()
        events.host = root
        controller.delegate = events
        let icon = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))
        root.view.addSubview(icon)
        icon.gestureRecognizers = controller.gestureRecognizers
        input.tap(icon)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willBeginPreview"])
        XCTAssertNotNil(root.presentedViewController)
        controller.dismissPreview(animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willBeginPreview", "didEndPreview"])
    }

    func testTheOptionsMenuIsTheShareSheetAndThereIsNoOpenInMenu() async throws {
        let (window, root, _) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let controller = UIDocumentInteractionController(url: try makeFile("b.txt", "x"))
        let events = InteractionEvents()
        controller.delegate = events
        XCTAssertFalse(controller.presentOpenInMenu(from: .zero, in: root.view, animated: false))
        XCTAssertEqual(events.events, [], "no Open In menu, no callbacks")
        XCTAssertTrue(controller.presentOptionsMenu(from: CGRect(x: 0, y: 0, width: 10, height: 10), in: root.view, animated: false))
        ManualClock.advance(by: 1)
        XCTAssertTrue(root.presentedViewController is UIActivityViewController)
        XCTAssertFalse(controller.presentOptionsMenu(from: .zero, in: root.view, animated: false), "already shown")
        controller.dismissMenu(animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willPresentOptions", "didDismissOptions"])
        XCTAssertNil(root.presentedViewController)
    }
}
