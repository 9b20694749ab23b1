import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UINavigationBarTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    final class BarDelegate: UINavigationBarDelegate {
        var log: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title ?? "")") }
    }

    func testStandaloneBarPushesAndPopsItemsAskingItsDelegate() async {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = BarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        XCTAssertTrue(bar.topItem === second)
        XCTAssertTrue(bar.backItem === first)
        XCTAssertEqual(delegate.log, ["didPush One", "didPush Two"])
        delegate.allowsPop = false
        XCTAssertNil(bar.popItem(animated: false))
        delegate.allowsPop = true
        XCTAssertTrue(bar.popItem(animated: false) === second)
        XCTAssertEqual(delegate.log.suffix(3), ["shouldPop Two", "shouldPop Two", "didPop Two"])
        XCTAssertEqual(bar.items?.count, 1)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 500)), CGSize(width: 320, height: 44))
    }

    func testBackButtonOfAStandaloneBarPopsThroughTheDelegate() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        window.addSubview(bar)
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.items = [UINavigationItem(title: "List"), UINavigationItem(title: "Item")]
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("List", in: bar) else { return XCTFail("no back button") }
        InputSimulator(window: window).tap(back)
        XCTAssertEqual(delegate.log, ["shouldPop Item", "didPop Item"])
        XCTAssertEqual(bar.items?.map(\.title), ["List"])
    }

    func testTitleAndItemsAreLaidOutAsUIKitDoes() async {
        let root = UIViewController()
        root.title = "Notes"
        var added = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        let bar = navigation.navigationBar
        let title = NavigationFixtures.views(UILabel.self, in: bar).first { $0.text == "Notes" && !$0.isHidden }
        // UIKit: a semibold 17-point title centered on the bar.
        XCTAssertEqual(title?.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(title?.frame.midX ?? 0, 195, accuracy: 0.5)
        XCTAssertEqual(title?.accessibilityTraits.contains(.header), true)
        guard let add = NavigationFixtures.button("Add", in: bar), let edit = NavigationFixtures.button("Edit", in: bar) else {
            return XCTFail("bar buttons are accessibility buttons")
        }
        // Items sit on the 16-point margins.
        XCTAssertEqual(add.frame.maxX, 374, accuracy: 0.5)
        XCTAssertEqual(edit.frame.minX, 16, accuracy: 0.5)
        XCTAssertEqual(add.frame.height, 44)
        InputSimulator(window: window).tap(add)
        XCTAssertEqual(added, 1)
        // Changing an item updates the bar.
        root.navigationItem.rightBarButtonItem?.isEnabled = false
        window.layoutIfNeeded()
        XCTAssertEqual((NavigationFixtures.button("Add", in: bar) as? UIControl)?.isEnabled, false)
        root.navigationItem.title = "Changed"
        window.layoutIfNeeded()
        XCTAssertNotNil(NavigationFixtures.views(UILabel.self, in: bar).first { $0.text == "Changed" && !$0.isHidden })
    }

    func testLargeTitleIsBold34AtTheLeadingMargin() async {
        let root = UIViewController()
        root.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = NavigationFixtures.window(root: navigation)
        let labels = NavigationFixtures.views(UILabel.self, in: navigation.navigationBar).filter { $0.text == "Photos" && !$0.isHidden }
        XCTAssertEqual(labels.count, 1, "the small title hides while the large one shows")
        XCTAssertEqual(labels.first?.font, .boldSystemFont(ofSize: 34))
        XCTAssertEqual(labels.first?.frame.minX, 16)
        XCTAssertEqual(labels.first?.frame.minY ?? 0, 44, "below the 44-point title row")
        withExtendedLifetime(window) {}
    }

    func testAppearanceIsCopiedAndDrawsTheBackground() async {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let root = UIViewController()
        root.title = "Red"
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 2000)
        root.view = scroll
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = appearance
        appearance.backgroundColor = .systemGreen
        XCTAssertEqual(navigation.navigationBar.standardAppearance.backgroundColor, .systemRed, "UIKit: the bar keeps a copy")
        let window = NavigationFixtures.window(root: navigation)
        let bar = navigation.navigationBar
        func colors() -> [UIColor] {
            bar.setNeedsLayout()
            bar.layoutIfNeeded()
            return NavigationFixtures.views(UIView.self, in: bar).compactMap(\.backgroundColor)
        }
        // At the top of its content the bar uses the scroll edge appearance: the standard one
        // made transparent (UIKit, iOS 15).
        XCTAssertEqual(scroll.contentOffset.y, -91, "the content starts below the bar")
        XCTAssertFalse(colors().contains(.systemRed))
        scroll.contentOffset.y = 200
        XCTAssertTrue(colors().contains(.systemRed), "scrolled: the standard appearance")
        // The background reaches up under the status bar.
        let background = NavigationFixtures.views(UIView.self, in: bar).first { $0.backgroundColor == .systemRed }
        XCTAssertEqual(background.map { $0.convert($0.bounds, to: window) }, CGRect(x: 0, y: 0, width: 390, height: 91))
        let title = NavigationFixtures.views(UILabel.self, in: bar).first { $0.text == "Red" }
        XCTAssertEqual(title?.textColor, .white)
        // The hairline: one pixel of the appearance's shadow color under the bar.
        let shadow = NavigationFixtures.views(UIView.self, in: bar).first { $0.backgroundColor == UIColor(white: 0, alpha: 0.3) }
        XCTAssertEqual(shadow.map { $0.convert($0.bounds, to: bar).minY }, 44)
        XCTAssertEqual(shadow?.frame.height, 1 / window.screen.scale)
    }

    func testAppearanceProxyCustomizesBars() async {
        UINavigationBar.appearance().barTintColor = .systemOrange
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        let root = UIViewController()
        root.title = "Proxy"
        let navigation = UINavigationController(rootViewController: root)
        let explicit = UINavigationController(rootViewController: UIViewController())
        explicit.navigationBar.barTintColor = .systemTeal
        let window = NavigationFixtures.window(root: navigation)
        XCTAssertEqual(navigation.navigationBar.barTintColor, .systemOrange)
        XCTAssertEqual(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor, .systemPurple)
        let title = NavigationFixtures.views(UILabel.self, in: navigation.navigationBar).first { $0.text == "Proxy" }
        window.layoutIfNeeded()
        XCTAssertEqual(title?.textColor, .systemPurple)
        window.addSubview(explicit.view)
        XCTAssertEqual(explicit.navigationBar.barTintColor, .systemTeal, "a value set on the bar wins")
    }
}
