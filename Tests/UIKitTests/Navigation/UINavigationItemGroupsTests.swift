import XCTest
import UIKit
import UIKitTesting

/// iOS 16's bar button item groups on navigation items, and the item's iOS 16 properties.
@MainActor
final class UINavigationItemGroupsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func item(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    func testLeftBarButtonItemsAndLeadingGroupsReplaceEachOther() async {
        let navigationItem = UINavigationItem(title: "Doc")
        let a = item("A"), b = item("B")
        navigationItem.leftBarButtonItems = [a, b]
        XCTAssertEqual(navigationItem.leadingItemGroups.count, 1, "UIKit: one fixed group of the items")
        XCTAssertEqual(navigationItem.leadingItemGroups.first?.barButtonItems, [a, b])
        XCTAssertTrue(a.buttonGroup === navigationItem.leadingItemGroups.first)

        let c = item("C")
        navigationItem.leadingItemGroups = [c.creatingFixedGroup()]
        XCTAssertEqual(navigationItem.leftBarButtonItems, [c], "groups replace the left items")
        navigationItem.leftBarButtonItems = nil
        XCTAssertEqual(navigationItem.leadingItemGroups.count, 0)
    }

    func testTrailingGroupsAreInReadingOrderAndRightItemsTrailingFirst() async {
        let navigationItem = UINavigationItem()
        let a = item("A"), b = item("B"), pinned = item("P")
        navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: nil)]
        navigationItem.pinnedTrailingGroup = pinned.creatingFixedGroup()
        XCTAssertEqual(navigationItem.rightBarButtonItems, [pinned, b, a], "right items list the trailing edge first")
        navigationItem.rightBarButtonItems = [a, b]
        XCTAssertEqual(navigationItem.trailingItemGroups.first?.barButtonItems, [b, a])
    }

    func testHiddenGroupsAreNotShownInTheBar() async {
        let root = UIViewController()
        let share = item("Share"), edit = item("Edit")
        let shareGroup = share.creatingMovableGroup(customizationIdentifier: "share")
        root.navigationItem.trailingItemGroups = [shareGroup, edit.creatingOptionalGroup(customizationIdentifier: "edit")]
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        let bar = navigation.navigationBar
        guard let shareButton = NavigationFixtures.button("Share", in: bar),
              let editButton = NavigationFixtures.button("Edit", in: bar) else { return XCTFail("the groups' items are in the bar") }
        XCTAssertTrue(shareButton.frame.maxX < editButton.frame.minX, "trailing groups in reading order")
        shareGroup.isHidden = true
        window.layoutIfNeeded()
        XCTAssertNil(NavigationFixtures.button("Share", in: bar), "a hidden group's items leave the bar")
        XCTAssertNotNil(NavigationFixtures.button("Edit", in: bar))
        shareGroup.isHidden = false
        window.layoutIfNeeded()
        XCTAssertNotNil(NavigationFixtures.button("Share", in: bar))
        withExtendedLifetime(window) {}
    }

    func testGroupFactoriesAndIOS16Properties() async {
        let representative = item("More")
        let group = UIBarButtonItemGroup.optionalGroup(customizationIdentifier: "g", isInDefaultCustomization: false,
                                                       representativeItem: representative, items: [item("X")])
        XCTAssertTrue(group.representativeItem === representative)
        XCTAssertFalse(group.isDisplayingRepresentativeItem)
        XCTAssertFalse(group.isHidden)
        XCTAssertEqual(UIBarButtonItemGroup.fixedSpace().barButtonItems.count, 1)

        let navigationItem = UINavigationItem()
        XCTAssertEqual(navigationItem.style, .navigator)
        navigationItem.style = .editor
        XCTAssertEqual(navigationItem.style.rawValue, 2)
        navigationItem.customizationIdentifier = "editor"
        navigationItem.centerItemGroups = [item("Bold").creatingFixedGroup()]
        XCTAssertEqual(navigationItem.centerItemGroups.count, 1)
        var asked = false
        navigationItem.titleMenuProvider = { suggested in asked = true; return UIMenu(children: suggested) }
        XCTAssertNotNil(navigationItem.titleMenuProvider?([]))
        XCTAssertTrue(asked)
        let properties = UIDocumentProperties(url: URL(fileURLWithPath: "/tmp/a.txt"))
        properties.wantsIconRepresentation = true
        navigationItem.documentProperties = properties
        XCTAssertTrue(navigationItem.documentProperties?.wantsIconRepresentation == true)
        XCTAssertNil(navigationItem.overflowPresentationSource)
        let bar = item("Bar")
        XCTAssertTrue(bar.isSymbolAnimationEnabled, "UIKit (iOS 17): true")
    }
}
