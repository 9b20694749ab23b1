import XCTest
@testable import UIKit
import UIKitTesting

/// The pop-up menu accessory of UICollectionViewListCell.
@MainActor
final class ListCellPopUpMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var picked: [String] = []

    private func sizeMenu() -> (UIMenu, [UIAction]) {
        let actions = ["Small", "Medium", "Large"].map { title in
            UIAction(title: title, state: title == "Small" ? .on : .off) { [weak self] action in self?.picked.append(action.title) }
        }
        return (UIMenu(title: "Size", options: .singleSelection, children: actions), actions)
    }

    private func plainList(_ accessories: [UICellAccessory])
        -> (UIWindow, UICollectionView, InputSimulator, UICollectionViewListCell) {
        let (window, collectionView, input) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [2]) { cell, _ in
            cell.accessories = accessories
        }
        return (window, collectionView, input, listCell(collectionView, 0))
    }

    private func overlay(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    /// The up/down chevrons sit on the trailing side, ending at the 16-pt margin.
    func testTheChevronsSitOnTheTrailingSide() async {
        let (menu, _) = sizeMenu()
        let (_, _, _, cell) = plainList([.popUpMenu(menu)])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 294, y: 13, width: 10, height: 18)])
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 294, height: 44))
    }

    /// UIKit: a tap anywhere on the cell presents the menu (the cell is not selected); picking
    /// an element runs its action, makes it the single selection, then calls the handler.
    func testATapOnTheCellPresentsTheMenuAndAPickRunsTheActionAndTheHandler() async throws {
        let (menu, actions) = sizeMenu()
        var handled: [UIMenu] = []
        let (window, collectionView, input, _) = plainList([.popUpMenu(menu) { handled.append($0) }])
        input.tap(at: CGPoint(x: 100, y: 22))
        input.advance(by: 0.5)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        let shown = try XCTUnwrap(overlay(in: window))
        XCTAssertEqual(shown.frame, window.bounds)
        // 250 wide, its trailing edge at the cell's 16-pt margin, below the cell; 44 pt rows.
        XCTAssertEqual(shown.listView.frame, CGRect(x: 54, y: 44, width: 250, height: 132))
        XCTAssertEqual(shown.elements.map(\.title), ["Small", "Medium", "Large"])
        XCTAssertEqual(shown.rowFrame(2), CGRect(x: 54, y: 132, width: 250, height: 44))

        input.tap(at: CGPoint(x: 150, y: 150))
        input.advance(by: 0.5)
        XCTAssertEqual(picked, ["Large"])
        XCTAssertEqual(actions.map(\.state), [.off, .off, .on])
        XCTAssertEqual(handled.count, 1)
        XCTAssertTrue(handled.first === menu)
        XCTAssertNil(overlay(in: window), "picking dismisses the menu")
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    /// A tap outside the list dismisses the menu and picks nothing.
    func testATapOutsideDismissesWithoutPicking() async throws {
        let (menu, actions) = sizeMenu()
        let (window, _, input, cell) = plainList([.popUpMenu(menu)])
        // A tap on the chevrons presents it too.
        let chevrons = cell.accessoryViews[0]
        input.tap(at: chevrons.convert(CGPoint(x: 5, y: 9), to: window))
        input.advance(by: 0.5)
        XCTAssertNotNil(overlay(in: window))
        input.tap(at: CGPoint(x: 20, y: 400))
        input.advance(by: 0.5)
        XCTAssertNil(overlay(in: window))
        XCTAssertEqual(picked, [])
        XCTAssertEqual(actions.map(\.state), [.on, .off, .off])
    }

    /// Hidden by its options, the accessory leaves the cell's taps to selection.
    func testAHiddenPopUpMenuLeavesTapsToSelection() async {
        let (menu, _) = sizeMenu()
        let (window, collectionView, input, cell) = plainList([.popUpMenu(menu, options: .init(isHidden: true))])
        XCTAssertEqual(accessoryFrames(of: cell), [])
        input.tap(at: CGPoint(x: 100, y: 22))
        input.advance(by: 0.5)
        XCTAssertNil(overlay(in: window))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0]])
    }
}
