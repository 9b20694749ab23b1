import XCTest
import UIKit
import UIKitTesting

/// UIKit: a container that answers false from `shouldAutomaticallyForwardAppearanceMethods`
/// drives its children's appearance itself (`beginAppearanceTransition` /
/// `endAppearanceTransition`, as drawer containers do); the children's views entering or
/// leaving the window call nothing on them.
@MainActor
final class ManualAppearanceForwardingTests: XCTestCase {
    private final class Logging: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    private final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testChildrenOfAManualContainerHearOnlyTheContainersCalls() async {
        let container = ManualContainer()
        let shown = Logging(), hidden = Logging()
        for child in [shown, hidden] {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container
        window.makeKeyAndVisible()
        XCTAssertEqual(shown.log, [], "the window showing the child's view calls nothing")
        XCTAssertEqual(hidden.log, [])

        shown.beginAppearanceTransition(true, animated: false)
        shown.endAppearanceTransition()
        XCTAssertEqual(shown.log, ["willAppear", "didAppear"])
        XCTAssertEqual(hidden.log, [])

        window.isHidden = true
        XCTAssertEqual(shown.log, ["willAppear", "didAppear"], "hiding the window does not either")
    }

    func testChildrenOfAnAutomaticContainerFollowTheWindow() async {
        let container = UIViewController()
        let child = Logging()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container
        window.makeKeyAndVisible()
        XCTAssertEqual(child.log, ["willAppear", "didAppear"])
        window.isHidden = true
        XCTAssertEqual(child.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}
