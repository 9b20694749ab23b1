import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIBarButtonItemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Target {
        var senders: [AnyObject] = []
        func tapped(_ sender: UIBarButtonItem) { senders.append(sender) }
    }

    func testSystemItemsHaveUIKitsTitlesAndStyles() async {
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).title, "Done")
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style, .done)
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title, "Cancel")
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).style, .plain)
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).style, .done)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        XCTAssertNil(add.title, "symbol items have no title")
        XCTAssertNotNil(add.image)
        XCTAssertEqual(add.accessibilityLabel, "Add")
        XCTAssertEqual(UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil).accessibilityLabel, "Delete")
        XCTAssertEqual(UIBarButtonItem.fixedSpace(20).width, 20)
        XCTAssertTrue(type(of: UIBarButtonItem.flexibleSpace()) == UIBarButtonItem.self)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertTrue(UIBarButtonItem(customView: custom).customView === custom)
    }

    func testTargetActionSendsTheItemAsSender() async {
        let target = Target()
        let item = UIBarButtonItem(title: "Send", style: .done, target: target, action: Selector("tapped:", Target.tapped))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItems = [item, UIBarButtonItem(title: "Other", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        guard let send = NavigationFixtures.button("Send", in: navigation.navigationBar) as? UIButton,
              let other = NavigationFixtures.button("Other", in: navigation.navigationBar) else { return XCTFail("no buttons") }
        // UIKit: done items are bold; the first right item is the trailing-most.
        XCTAssertEqual(send.titleLabel?.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertTrue(other.frame.maxX < send.frame.minX)
        InputSimulator(window: window).tap(send)
        XCTAssertEqual(target.senders.count, 1)
        XCTAssertTrue(target.senders.first === item)
        item.isEnabled = false
        window.layoutIfNeeded()
        InputSimulator(window: window).tap(send)
        XCTAssertEqual(target.senders.count, 1, "a disabled item does nothing")
    }

    func testCustomViewAndFixedSpaceAreLaidOutInTheBar() async {
        let root = UIViewController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: custom), .fixedSpace(20),
                                                   UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        XCTAssertTrue(custom.superview != nil)
        XCTAssertEqual(custom.frame.maxX, 374, accuracy: 0.5)
        XCTAssertEqual(custom.frame.width, 30)
        let b = NavigationFixtures.button("B", in: navigation.navigationBar)
        // 8 points of spacing around the 20-point fixed space.
        XCTAssertEqual(b?.frame.maxX ?? 0, custom.frame.minX - 8 - 20 - 8, accuracy: 0.5)
        withExtendedLifetime(window) {}
    }
}
