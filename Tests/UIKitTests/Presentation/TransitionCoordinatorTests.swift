import XCTest
import UIKit
import UIKitTesting

/// Records whether a transition coordinator is there when its appearance callbacks run.
@MainActor
private final class CoordinatedController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            log.append("willAppear without coordinator")
            return
        }
        log.append("willAppear with coordinator")
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.log.append("alongside") },
                            completion: { [weak self] context in self?.log.append("completion cancelled \(context.isCancelled)") })
    }
}

@MainActor
final class TransitionCoordinatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testAnAnimatedPushHasACoordinatorUntilItEnds() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        XCTAssertNil(navigation.transitionCoordinator)
        let pushed = CoordinatedController()
        navigation.pushViewController(pushed, animated: true)
        let coordinator = try XCTUnwrap(pushed.transitionCoordinator)
        XCTAssertTrue(navigation.transitionCoordinator === coordinator)
        XCTAssertEqual(coordinator.presentationStyle, .none)
        XCTAssertTrue(coordinator.isAnimated)
        XCTAssertTrue(coordinator.viewController(forKey: .to) === pushed)
        XCTAssertEqual(pushed.log, ["willAppear with coordinator", "alongside"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(pushed.log, ["willAppear with coordinator", "alongside", "completion cancelled false"])
        XCTAssertNil(pushed.transitionCoordinator)
        XCTAssertNil(navigation.transitionCoordinator)

        let plain = CoordinatedController()
        navigation.pushViewController(plain, animated: false)
        XCTAssertEqual(plain.log, ["willAppear without coordinator"], "UIKit: no coordinator without animation")
    }

    func testAPresentedControllerSeesTheCoordinatorInViewWillAppear() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = CoordinatedController()
        root.present(presented, animated: true)
        // The alongside block runs in the transition's animation block, which starts before
        // present(_:animated:completion:) returns; its completion waits for the end.
        XCTAssertEqual(presented.log, ["willAppear with coordinator", "alongside"])
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(presented.log, ["willAppear with coordinator", "alongside"])
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(presented.log, ["willAppear with coordinator", "alongside", "completion cancelled false"])
        XCTAssertNil(presented.transitionCoordinator)
    }
}
