import XCTest
import UIKit
import UIKitTesting

/// `UIWindowScene.traitOverrides` (iOS 17), found missing by the API diff: scene-wide traits
/// that every window of the scene inherits.
@MainActor
final class APIDiffWindowSceneTraitTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSceneOverridesReachEveryViewAndDeliverTheChange() async throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let scene = try XCTUnwrap(window.windowScene)
        addTeardownBlock { @MainActor in scene.traitOverrides.remove(UITraitUserInterfaceStyle.self) }
        let view = UIView()
        controller.view.addSubview(view)
        var previous: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, old: UITraitCollection) in
            previous.append(old.userInterfaceStyle)
        }
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light)

        scene.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(scene.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        view.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(previous, [.light], "the registration hears of the change once")

        view.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light, "a view's own overrides win")
        XCTAssertTrue(scene.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
    }
}
