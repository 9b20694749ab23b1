import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
final class AccessibilityCustomActionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAHandlerActionIsPerformedWithItself() async throws {
        var performed: [String] = []
        let action = UIAccessibilityCustomAction(name: "Delete") { action in
            performed.append(action.name)
            return true
        }
        XCTAssertEqual(action.name, "Delete")
        XCTAssertEqual(action.attributedName.string, "Delete")
        XCTAssertNil(action.target)
        XCTAssertNil(action.selector)
        XCTAssertNil(action.image)
        XCTAssertNil(action.category)
        XCTAssertTrue(action.perform())
        XCTAssertEqual(performed, ["Delete"])
        action.actionHandler = { _ in false }
        XCTAssertFalse(action.perform(), "the handler's answer is the result")
    }

    func testATargetActionSendsTheSelectorWithTheAction() async throws {
        final class Row: NSObject {
            var flagged: [UIAccessibilityCustomAction] = []
            func flag(_ action: UIAccessibilityCustomAction) -> Bool {
                flagged.append(action)
                return true
            }
        }
        let row = Row()
        let action = UIAccessibilityCustomAction(name: "Flag", image: UIImage(systemName: "flag"),
                                                 target: row, selector: Selector("flag:", Row.flag))
        XCTAssertTrue(action.target === row)
        XCTAssertEqual(action.selector?.name, "flag:")
        XCTAssertNotNil(action.image)
        XCTAssertTrue(action.perform())
        XCTAssertEqual(row.flagged.count, 1)
        XCTAssertTrue(row.flagged.first === action)
    }

    func testTheTargetIsNotRetained() async throws {
        final class Target: NSObject {
            func run() {}
        }
        var target: Target? = Target()
        let action = UIAccessibilityCustomAction(name: "Run", target: target, selector: Selector("run", Target.run))
        XCTAssertNotNil(action.target)
        target = nil
        XCTAssertNil(action.target, "UIKit: the target is weak")
        XCTAssertFalse(action.perform(), "nothing to perform once the target is gone")
    }

    func testNameAndAttributedNameFollowEachOther() async throws {
        let action = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Archive"), actionHandler: { _ in true })
        XCTAssertEqual(action.name, "Archive")
        action.name = "Move"
        XCTAssertEqual(action.attributedName.string, "Move")
        action.attributedName = NSAttributedString(string: "Copy")
        XCTAssertEqual(action.name, "Copy")
        action.category = UIAccessibilityCustomActionCategoryEdit
        XCTAssertEqual(action.category, UIAccessibilityCustomActionCategoryEdit)
    }

    func testViewsAndElementsKeepTheirActions() async throws {
        let view = UIView()
        XCTAssertNil(view.accessibilityCustomActions)
        let delete = UIAccessibilityCustomAction(name: "Delete") { _ in true }
        let share = UIAccessibilityCustomAction(name: "Share") { _ in true }
        view.accessibilityCustomActions = [delete, share]
        XCTAssertEqual(view.accessibilityCustomActions?.map { $0.name }, ["Delete", "Share"])
        let element = UIAccessibilityElement(accessibilityContainer: view)
        XCTAssertNil(element.accessibilityCustomActions)
        element.accessibilityCustomActions = [share]
        XCTAssertTrue(element.accessibilityCustomActions?.first === share)
        view.accessibilityCustomActions = nil
        XCTAssertNil(view.accessibilityCustomActions)
    }

    func testASubclassCanOverrideTheActions() async throws {
        final class Cell: UIView {
            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { [UIAccessibilityCustomAction(name: "Reply") { _ in true }] }
                set {}
            }
        }
        XCTAssertEqual(Cell().accessibilityCustomActions?.map { $0.name }, ["Reply"])
    }
}
