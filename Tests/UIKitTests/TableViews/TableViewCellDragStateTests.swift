import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `UITableViewCell.dragStateDidChange(_:)` and `userInteractionEnabledWhileDragging`, and the
/// collection view cell's: a lifted row's cell goes lifting → dragging → none.
@MainActor
final class TableViewCellDragStateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class StateCell: UITableViewCell {
        var states: [DragState] = []
        override func dragStateDidChange(_ dragState: DragState) { states.append(dragState) }
    }

    private final class Source: NSObject, UITableViewDataSource, UITableViewDragDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                       at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.row)" as NSString))]
        }
    }

    func testDefaults() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertFalse(cell.userInteractionEnabledWhileDragging)
        XCTAssertEqual(cell.focusStyle, .default)
        XCTAssertEqual(UITableViewCell.DragState.dragging.rawValue, 2)
        XCTAssertFalse(UICollectionViewCell(frame: .zero).userInteractionEnabledWhileDragging)
        XCTAssertEqual(UICollectionViewCell.DragState.lifting.rawValue, 1)
    }

    func testALiftedRowsCellIsToldOfTheDragAndTakesNoTouchesWhileDragged() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(StateCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        table.dragDelegate = source
        table.dragInteractionEnabled = true
        window.addSubview(table)
        table.layoutIfNeeded()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StateCell)
        let input = InputSimulator(window: window)
        let start = CGPoint(x: 160, y: cell.frame.midY)
        input.touchDown(1, at: start)
        input.advance(by: 0.6)
        // The drag session begins with the lift here (sessionWillBegin at the lift).
        XCTAssertEqual(cell.states, [.lifting, .dragging])
        input.touchMove(1, to: CGPoint(x: 160, y: start.y + 30))
        input.touchMove(1, to: CGPoint(x: 160, y: start.y + 60))
        XCTAssertEqual(cell.states, [.lifting, .dragging])
        XCTAssertNil(cell.hitTest(CGPoint(x: 10, y: 10), with: nil), "a dragged cell takes no touches")
        cell.userInteractionEnabledWhileDragging = true
        XCTAssertNotNil(cell.hitTest(CGPoint(x: 10, y: 10), with: nil))
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(cell.states, [.lifting, .dragging, .none])
    }
}
