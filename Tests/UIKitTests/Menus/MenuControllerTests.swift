import XCTest
import UIKit
import UIKitTesting

/// A first responder that can copy and has one custom action.
@MainActor
private final class NoteView: UIView {
    var performed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:") || action == Selector("highlight:") { return true }
        return false
    }
    override func copy(_ sender: Any?) { performed.append("copy") }
    func highlight(_ sender: Any?) {
        performed.append("highlight from \(sender is UIMenuController ? "menu controller" : "?")")
    }
}

/// The names of the notifications posted (observers run on the posting thread: the main one).
private final class PostedNames: @unchecked Sendable {
    var names: [String] = []
}

@MainActor
final class MenuControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        UIMenuController.shared.hideMenu()
        UIMenuController.shared.menuItems = nil
    }

    private func makeNote() -> (UIWindow, NoteView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let note = NoteView(frame: CGRect(x: 20, y: 300, width: 350, height: 200))
        window.rootViewController!.view.addSubview(note)
        window.layoutIfNeeded()
        return (window, note)
    }

    /// The titles of the edit menu bar on screen, in order.
    private func menuTitles(in window: UIWindow) -> [String] {
        var queue: [UIView] = [window]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if String(describing: type(of: view)) == "EditMenuView" {
                return view.subviews.compactMap { ($0 as? UILabel)?.text }
            }
            queue.append(contentsOf: view.subviews)
        }
        return []
    }

    func testSharedMenuShowsTheStandardCommandsAndTheItemsTheResponderCanPerform() async throws {
        let (window, note) = makeNote()
        let controller = UIMenuController.shared
        XCTAssertTrue(controller === UIMenuController.shared)
        XCTAssertFalse(controller.isMenuVisible)
        XCTAssertEqual(controller.menuFrame, .zero)
        controller.menuItems = [UIMenuItem(title: "Highlight", action: Selector("highlight:", NoteView.highlight)),
                                UIMenuItem(title: "Translate", action: Selector("translate:"))]
        let recorder = PostedNames()
        let names: [NSNotification.Name] = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                                            UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                recorder.names.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        controller.showMenu(from: note, rect: CGRect(x: 100, y: 50, width: 40, height: 20))
        XCTAssertTrue(controller.isMenuVisible)
        XCTAssertEqual(recorder.names, ["UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification"])
        let titles = menuTitles(in: window)
        XCTAssertEqual(titles, ["Copy", "Highlight"], "no responder performs Translate")
        let frame = controller.menuFrame
        XCTAssertLessThanOrEqual(frame.maxY, 350, "above the target rectangle (\(frame))")
        XCTAssertEqual(frame.midX, 140, accuracy: 1, "centred on the target")

        controller.hideMenu()
        XCTAssertFalse(controller.isMenuVisible)
        XCTAssertEqual(recorder.names.suffix(2), ["UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification"])
    }

    func testChoosingAnItemSendsItsActionWithTheMenuControllerAsSender() async throws {
        let (window, note) = makeNote()
        let controller = UIMenuController.shared
        controller.menuItems = [UIMenuItem(title: "Highlight", action: Selector("highlight:", NoteView.highlight))]
        controller.showMenu(from: note, rect: CGRect(x: 100, y: 50, width: 40, height: 20))
        let frame = controller.menuFrame
        // The custom item is the last button of the bar.
        InputSimulator(window: window).tap(at: CGPoint(x: frame.maxX - 12, y: frame.midY))
        XCTAssertEqual(note.performed, ["highlight from menu controller"])
        XCTAssertFalse(controller.isMenuVisible, "choosing an item hides the menu")
    }

    func testDeprecatedTargetRectAndVisibility() async throws {
        let (window, note) = makeNote()
        let controller = UIMenuController.shared
        controller.setTargetRect(CGRect(x: 0, y: 0, width: 10, height: 10), in: UIView())
        controller.setMenuVisible(true, animated: true)
        XCTAssertFalse(controller.isMenuVisible, "a target outside a window shows nothing")
        controller.setTargetRect(CGRect(x: 10, y: 10, width: 10, height: 10), in: note)
        controller.isMenuVisible = true
        XCTAssertTrue(controller.isMenuVisible)
        controller.hideMenu(from: window)
        XCTAssertTrue(controller.isMenuVisible, "another view's hide leaves it")
        controller.hideMenu(from: note)
        XCTAssertFalse(controller.isMenuVisible)
        XCTAssertTrue(note.interactions.isEmpty, "nothing is left on the view")
    }

    func testATouchOutsideHidesTheMenu() async throws {
        let (window, note) = makeNote()
        let controller = UIMenuController.shared
        controller.showMenu(from: note, rect: CGRect(x: 100, y: 50, width: 40, height: 20))
        XCTAssertTrue(controller.isMenuVisible)
        InputSimulator(window: window).tap(at: CGPoint(x: 200, y: 700))
        XCTAssertFalse(controller.isMenuVisible)
    }
}
