import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ApplicationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testWindowsStartHiddenAndMakeKeyAndVisibleShowsThem() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(window.isHidden)
        XCTAssertFalse(window.isKeyWindow)
        window.makeKeyAndVisible()
        XCTAssertFalse(window.isHidden)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertTrue(UIApplication.shared.windows.contains(window))
    }

    func testOnlyOneKeyWindowAndKeyCallbacks() async {
        final class KeyWindow: UIWindow {
            var events: [String] = []
            override func becomeKey() { events.append("becomeKey") }
            override func resignKey() { events.append("resignKey") }
        }
        let a = KeyWindow(frame: .zero), b = KeyWindow(frame: .zero)
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        XCTAssertFalse(a.isKeyWindow)
        XCTAssertTrue(b.isKeyWindow)
        XCTAssertEqual(a.events, ["becomeKey", "resignKey"])
        XCTAssertEqual(b.events, ["becomeKey"])
        b.isHidden = true
        XCTAssertFalse(b.isKeyWindow, "a hidden window is not key")
    }

    func testWindowsAreOrderedByLevel() async {
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let normal = UIWindow(frame: .zero)
        let windows = UIApplication.shared.windows
        XCTAssertLessThan(windows.firstIndex(of: normal)!, windows.firstIndex(of: alert)!)
        XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
        XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
        XCTAssertEqual((UIWindow.Level.normal + 1).rawValue, 1)
    }

    func testDefaultWindowFillsTheMainScreen() async {
        XCTAssertEqual(UIWindow().frame, UIScreen.main.bounds)
        XCTAssertGreaterThan(UIScreen.main.scale, 0)
    }

    func testSendActionToExplicitTarget() async {
        final class Target: NSObject {
            var calls: [String] = []
            func save() { calls.append("save") }
            func tapped(_ sender: UIView) { calls.append("tapped") }
        }
        let target = Target()
        let app = UIApplication.shared
        XCTAssertTrue(app.sendAction(Selector("save", Target.save), to: target, from: nil, for: nil))
        XCTAssertTrue(app.sendAction(Selector("tapped:", Target.tapped), to: target, from: UIView(), for: nil))
        XCTAssertEqual(target.calls, ["save", "tapped"])
        // A name-only selector has nothing to call.
        let log = LogCapture.capture {
            XCTAssertFalse(app.sendAction(Selector("missing"), to: target, from: nil, for: nil))
        }
        XCTAssertTrue(log.contains("missing"))
    }

    func testSendActionWithNilTargetWalksTheResponderChain() async {
        final class Handler: UIView {
            var handled = 0
            func handle() { handled += 1 }
            override var canBecomeFirstResponder: Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let handler = Handler()
        let inner = UIView()
        let focused = Handler()
        handler.addSubview(inner)
        window.addSubview(handler)
        window.addSubview(focused)
        let action = Selector("handle", Handler.handle)
        // Without a first responder the chain starts at the sender.
        XCTAssertTrue(UIApplication.shared.sendAction(action, to: nil, from: inner, for: nil))
        XCTAssertEqual(handler.handled, 1)
        // With one, it starts at the first responder.
        XCTAssertTrue(focused.becomeFirstResponder())
        XCTAssertTrue(UIApplication.shared.sendAction(action, to: nil, from: inner, for: nil))
        XCTAssertEqual(focused.handled, 1)
        focused.resignFirstResponder()
        // Nobody can perform it: nothing happens, no crash.
        final class Other: NSObject { func other() {} }
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("other", Other.other), to: nil, from: inner, for: nil))
    }

    func testTargetForActionAndCanPerformAction() async {
        final class Doer: UIView { func doIt() {} }
        let doer = Doer(), child = UIView()
        doer.addSubview(child)
        let action = Selector("doIt", Doer.doIt)
        XCTAssertFalse(child.canPerformAction(action, withSender: nil))
        XCTAssertTrue(doer.canPerformAction(action, withSender: nil))
        XCTAssertTrue(child.target(forAction: action, withSender: nil) as AnyObject === doer)
    }
}
