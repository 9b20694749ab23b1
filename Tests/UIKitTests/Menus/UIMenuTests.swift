import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPreferredElementSizeIsKeptAndCopiedWithNewChildren() async {
        let menu = UIMenu(title: "Share", preferredElementSize: .small, children: [])
        XCTAssertEqual(menu.preferredElementSize, .small)
        XCTAssertEqual(UIMenu(children: []).preferredElementSize, .automatic)
        menu.preferredElementSize = .medium
        let copy = menu.replacingChildren([UIAction(title: "A") { _ in }])
        XCTAssertEqual(copy.preferredElementSize, .medium)
        XCTAssertEqual(copy.identifier, menu.identifier)
        XCTAssertEqual(UIMenu.ElementSize.automatic.rawValue, -1)
        XCTAssertEqual(UIMenu.ElementSize.large.rawValue, 2)
    }

    func testSelectedElementsListTheElementsThatAreOnIncludingSubmenus() async {
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let c = UIAction(title: "C", state: .on) { _ in }
        let d = UIAction(title: "D", state: .mixed) { _ in }
        let inner = UIMenu(options: .displayInline, children: [c, d])
        let menu = UIMenu(options: .singleSelection, children: [a, b, inner])
        XCTAssertEqual(menu.selectedElements.map(\.title), ["A", "C"])
        a.state = .off
        b.state = .on
        XCTAssertEqual(menu.selectedElements.map(\.title), ["B", "C"])
        XCTAssertTrue(UIMenu(children: [b]).selectedElements.first === b)
    }
}
