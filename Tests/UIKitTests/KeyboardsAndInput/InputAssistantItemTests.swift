import XCTest
import UIKit
import UIKitTesting

/// `UIResponder.inputAssistantItem`: one item per responder, UIKit's defaults, groups kept.
@MainActor
final class InputAssistantItemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testEachResponderKeepsItsOwnItemWithUIKitDefaults() async {
        let field = UITextField()
        let item = field.inputAssistantItem
        XCTAssertTrue(item === field.inputAssistantItem, "the same item on every read")
        XCTAssertFalse(item === UITextView().inputAssistantItem)
        XCTAssertTrue(item.allowsHidingShortcuts)
        XCTAssertTrue(item.leadingBarButtonGroups.isEmpty)
        XCTAssertTrue(item.trailingBarButtonGroups.isEmpty)
        XCTAssertNil(item.keyboardActionButtonItem)
    }

    func testGroupsAreKept() async {
        let field = UITextField()
        let bold = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let group = UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: nil)
        field.inputAssistantItem.leadingBarButtonGroups = [group]
        field.inputAssistantItem.allowsHidingShortcuts = false
        XCTAssertEqual(field.inputAssistantItem.leadingBarButtonGroups.first?.barButtonItems.first?.title, "B")
        XCTAssertFalse(field.inputAssistantItem.allowsHidingShortcuts)
    }
}
