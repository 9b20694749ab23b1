import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ResponderChainTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Delegate: UIResponder, UIApplicationDelegate {}

    func testChainFromViewToApplicationDelegate() async {
        // UIKit: view → its view controller (root view) → superview … → window → app → delegate.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        let delegate = Delegate()
        let app = UIApplication.shared
        let previous = app.delegate
        app.delegate = delegate
        defer { app.delegate = previous }

        var chain: [UIResponder] = []
        var responder: UIResponder? = child
        while let r = responder {
            chain.append(r)
            responder = r.next
        }
        XCTAssertTrue(chain[0] === child)
        XCTAssertTrue(chain[1] === controller.view)
        XCTAssertTrue(chain[2] === controller)
        XCTAssertTrue(chain[3] === window)
        XCTAssertTrue(chain[4] === app)
        XCTAssertTrue(chain[5] === delegate)
        XCTAssertEqual(chain.count, 6)
    }

    func testApplicationDelegateThatIsAViewIsNotInTheChain() async {
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        let app = UIApplication.shared
        let previous = app.delegate
        let delegate = ViewDelegate()
        app.delegate = delegate
        defer { app.delegate = previous }
        XCTAssertNil(app.next)
    }

    func testUnhandledTouchesTravelUpTheChain() async {
        final class Catcher: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let parent = Catcher()
        let child = UIView()
        parent.addSubview(child)
        child.touchesBegan([], with: nil)
        XCTAssertEqual(parent.began, 1, "UIResponder's default forwards to next")
    }

    func testPressesForwardToNextByDefault() async {
        final class Catcher: UIView {
            var presses = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
        }
        let parent = Catcher(), child = UIView()
        parent.addSubview(child)
        child.pressesBegan([], with: nil)
        XCTAssertEqual(parent.presses, 1)
    }
}
