import XCTest
@testable import UIKit
import UIKitTesting

/// Swipe actions of list cells in list sections (the list configuration's providers).
@MainActor
final class ListCellSwipeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var calls: [String] = []

    private func action(_ title: String) -> UIContextualAction {
        UIContextualAction(style: .normal, title: title) { [unowned self] action, view, done in
            self.calls.append("\(action.title ?? "") \(type(of: view))")
            done(true)
        }
    }

    private func swipeList() -> (UIWindow, UICollectionView, InputSimulator) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            indexPath.item == 2 ? nil : UISwipeActionsConfiguration(actions: [self.action("Flag"), self.action("Archive")])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] _ in
            UISwipeActionsConfiguration(actions: [self.action("Pin")])
        }
        return makeListCollection(configuration, itemCounts: [3])
    }

    private func actionsView(of cell: UICollectionViewListCell) -> TableSwipeActionsView? {
        cell.subviews.compactMap { $0 as? TableSwipeActionsView }.first
    }

    func testAPartialSwipeOpensTheTrailingActionsAndATapPerformsOne() async {
        let (_, collectionView, input) = swipeList()
        let cell = listCell(collectionView, 1)
        XCTAssertEqual(cell.frame.minY, 44)
        input.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 66), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, -148)
        let actions = actionsView(of: cell)
        XCTAssertEqual(actions?.frame, CGRect(x: 172, y: 0, width: 148, height: 44))
        XCTAssertEqual(actions?.buttons.map { $0.title(for: .normal) }, ["Flag", "Archive"])
        XCTAssertEqual(actions?.buttons.map(\.frame), [CGRect(x: 74, y: 0, width: 74, height: 44), CGRect(x: 0, y: 0, width: 74, height: 44)])
        XCTAssertEqual(collectionView.contentOffset.y, 0, "a horizontal drag does not scroll")
        XCTAssertTrue(calls.isEmpty)

        input.tap(at: CGPoint(x: 320 - 37, y: 66))
        XCTAssertEqual(calls, ["Flag UIButton"])
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: cell))
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testAShortSwipeSpringsBackClosed() async {
        let (_, collectionView, input) = swipeList()
        let cell = listCell(collectionView, 0)
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 230, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: cell))
        XCTAssertTrue(calls.isEmpty)
    }

    func testAFullSwipePerformsTheFirstAction() async {
        let (_, collectionView, input) = swipeList()
        let cell = listCell(collectionView, 0)
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.2)
        XCTAssertEqual(calls, ["Flag UIButton"])
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: cell))
    }

    func testADragTowardsTheTrailingEdgeRevealsTheLeadingActions() async {
        let (_, collectionView, input) = swipeList()
        let cell = listCell(collectionView, 0)
        input.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 74)
        XCTAssertEqual(actionsView(of: cell)?.frame, CGRect(x: 0, y: 0, width: 74, height: 44))
        XCTAssertEqual(actionsView(of: cell)?.buttons.map { $0.title(for: .normal) }, ["Pin"])
    }

    func testNoProviderConfigurationOrAVerticalDragDoesNotSwipe() async {
        let (_, collectionView, input) = swipeList()
        let withoutActions = listCell(collectionView, 2)
        input.drag(from: CGPoint(x: 280, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(withoutActions.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: withoutActions))

        let cell = listCell(collectionView, 0)
        input.drag(from: CGPoint(x: 200, y: 22), to: CGPoint(x: 190, y: 100), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: cell))
    }

    func testAListCellOutsideAListSectionDoesNotSwipe() async {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertNotNil(cell.swipe.pan)
        XCTAssertFalse(cell.gestureRecognizerShouldBegin(cell.swipe.pan!))
    }

    func testSwipingAnotherCellClosesTheOpenOneAndTheStateSaysSwiped() async {
        let (_, collectionView, input) = swipeList()
        let first = listCell(collectionView, 0), second = listCell(collectionView, 1)
        var swipedStates: [Bool] = []
        first.configurationUpdateHandler = { _, state in swipedStates.append(state.isSwiped) }
        first.layoutIfNeeded()
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 180, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertTrue(first.configurationState.isSwiped)
        XCTAssertEqual(first.contentView.frame.minX, -148)
        XCTAssertEqual(swipedStates.last, true)

        input.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 66), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(first.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: first))
        XCTAssertFalse(first.configurationState.isSwiped)
        XCTAssertEqual(swipedStates.last, false)
        XCTAssertEqual(second.contentView.frame.minX, -148)
        XCTAssertTrue(second.configurationState.isSwiped)
    }
}

