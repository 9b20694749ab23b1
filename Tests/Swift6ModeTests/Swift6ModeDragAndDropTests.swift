import XCTest
import UIKit

/// iOS drag and drop code compiles unchanged in Swift 6 mode and answers as it does on iOS.
@MainActor
final class Swift6ModeDragAndDropTests: XCTestCase {
    func testListControllerDragsItsRowsAsText() async {
        let controller = ShoppingListController(style: .plain)
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.tableView.dragDelegate === controller)
        XCTAssertTrue(controller.tableView.dropDelegate === controller)
        let items = controller.tableView(controller.tableView, itemsForBeginning: StubSession(), at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(items.first?.localObject as? String, "Bread")
        XCTAssertEqual(items.first?.itemProvider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(DropWell(frame: .zero).interactions.contains { $0 is UIDropInteraction })
    }
}

/// A drag session as a test double (apps' tests write these too).
private final class StubSession: NSObject, UIDragSession {
    var localContext: Any?
    var items: [UIDragItem] = []
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
}
