import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class PointerLockTests: XCTestCase {
    private var originalBounds = CGRect.zero

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        originalBounds = UIScreen.main.bounds
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: originalBounds, scale: UIScreen.main.scale)
        UIKitTestEnvironment.reset()
    }

    final class GameController: UIViewController {
        var locks = false
        var forwardsTo: UIViewController?
        override var prefersPointerLocked: Bool { locks }
        override var childViewControllerForPointerLock: UIViewController? { forwardsTo }
    }

    private func show(_ controller: UIViewController, size: CGSize) -> UIWindow {
        UIScreen.main.updateDisplay(bounds: CGRect(origin: .zero, size: size), scale: UIScreen.main.scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testThePreferenceLocksTheScenesPointerWhenUpdated() async throws {
        let controller = GameController()
        let window = show(controller, size: CGSize(width: 1024, height: 768))
        XCTAssertFalse(controller.prefersPointerLocked, "UIKit's default")
        let scene = try XCTUnwrap(window.windowScene)
        let state = try XCTUnwrap(scene.pointerLockState, "the pad idiom supports pointer lock")
        XCTAssertFalse(state.isLocked)
        final class Posted: @unchecked Sendable { var scenes: [AnyObject] = [] }
        let box = Posted()
        let observer = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                              object: nil, queue: nil) { note in
            if let scene = note.userInfo?[UIPointerLockState.sceneUserInfoKey] as AnyObject? { box.scenes.append(scene) }
        }
        var posted: [AnyObject] { box.scenes }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.locks = true
        XCTAssertFalse(state.isLocked, "nothing changes until the controller asks for an update")
        controller.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertTrue(state.isLocked)
        XCTAssertEqual(posted.count, 1)
        XCTAssertTrue(posted.first === scene)
        controller.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertEqual(posted.count, 1, "no change, no notification")
        controller.locks = false
        controller.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertFalse(state.isLocked)
        XCTAssertEqual(posted.count, 2)
    }

    /// UIKit: the root controller may defer to a child through `childViewControllerForPointerLock`.
    func testAChildDecidesWhenTheParentDefersToIt() async throws {
        let parent = GameController()
        let child = GameController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = show(parent, size: CGSize(width: 1024, height: 768))
        let state = try XCTUnwrap(window.windowScene?.pointerLockState)
        child.locks = true
        child.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertFalse(state.isLocked, "the parent decides while it does not defer")
        parent.forwardsTo = child
        child.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertTrue(state.isLocked)
    }

    /// A phone has no pointer lock: the state is nil.
    func testAPhoneSizedSceneHasNoPointerLockState() async {
        let window = show(GameController(), size: CGSize(width: 390, height: 844))
        XCTAssertNil(window.windowScene?.pointerLockState)
    }
}
