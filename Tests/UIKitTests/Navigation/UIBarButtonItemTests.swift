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

    func testPossibleTitlesSelectionToggleLandscapeImageAndTitleAdjustment() async {
        let root = UIViewController()
        root.title = "Title"
        let item = UIBarButtonItem(title: "On", style: .plain, target: nil, action: nil)
        item.possibleTitles = ["On", "Much longer"]
        var selections: [Bool] = []
        let toggle = UIBarButtonItem(title: "Bold", primaryAction: UIAction { _ in })
        toggle.changesSelectionAsPrimaryAction = true
        toggle.primaryAction = UIAction(title: "Bold") { [weak toggle] _ in selections.append(toggle?.isSelected ?? false) }
        let portrait = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let landscape = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let imageItem = UIBarButtonItem(image: portrait, landscapeImagePhone: landscape, style: .plain, target: nil, action: nil)
        imageItem.accessibilityLabel = "Picture"
        root.navigationItem.rightBarButtonItems = [item, imageItem]
        root.navigationItem.leftBarButtonItem = toggle
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: 3)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let window = NavigationFixtures.window(root: navigation)
        let bar = navigation.navigationBar
        guard let on = NavigationFixtures.button("On", in: bar) as? UIButton, let bold = NavigationFixtures.button("Bold", in: bar),
              let picture = NavigationFixtures.button("Picture", in: bar) as? UIButton else { return XCTFail("no buttons") }
        let wide = UILabel()
        wide.font = .systemFont(ofSize: 17)
        wide.text = "Much longer"
        XCTAssertEqual(on.frame.width, ceil(wide.intrinsicContentSize.width), "as wide as the widest possible title")
        let input = InputSimulator(window: window)
        input.tap(bold)
        input.tap(bold)
        XCTAssertEqual(selections, [true, false], "UIKit: the selection toggles before the action runs")
        XCTAssertTrue(picture.image(for: .normal) === portrait)
        navigation.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        XCTAssertTrue(picture.image(for: .normal) === landscape, "the landscape image in a compact height")
        navigation.traitOverrides.verticalSizeClass = .regular
        window.layoutIfNeeded()
        let title = NavigationFixtures.views(UILabel.self, in: bar).first { $0.text == "Title" && !$0.isHidden }
        XCTAssertEqual(title?.frame.midX ?? 0, 205, accuracy: 0.5, "moved by the title position adjustment")
        XCTAssertEqual(title?.frame.midY ?? 0, 25, accuracy: 0.5)
    }
}
