import XCTest
import UIKit
import UIKitTesting

@MainActor
final class FirstResponderTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Field: UIView {
        var allowResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowResign }
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        return window
    }

    func testOneFirstResponderPerWindow() async {
        let window = makeWindow()
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertFalse(b.isFirstResponder)
    }

    func testCannotBecomeFirstResponderByDefaultOrOutsideAWindow() async {
        let window = makeWindow()
        let plain = UIView()
        window.addSubview(plain)
        XCTAssertFalse(plain.canBecomeFirstResponder)
        XCTAssertFalse(plain.becomeFirstResponder())
        XCTAssertFalse(Field().becomeFirstResponder(), "not in a window")
    }

    func testRefusingToResignKeepsFirstResponder() async {
        let window = makeWindow()
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        a.becomeFirstResponder()
        a.allowResign = false
        XCTAssertFalse(b.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertFalse(a.resignFirstResponder())
    }

    func testRemovingTheFirstResponderFromTheWindowResignsIt() async {
        let window = makeWindow()
        let container = UIView()
        let field = Field()
        container.addSubview(field)
        window.addSubview(container)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        XCTAssertFalse(field.isFirstResponder)
    }
}
