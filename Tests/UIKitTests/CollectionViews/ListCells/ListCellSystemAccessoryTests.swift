import XCTest
@testable import UIKit
import UIKitTesting

/// The multiselect, detail and custom view accessories of UICollectionViewListCell.
@MainActor
final class ListCellSystemAccessoryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func plainList(_ accessories: [UICellAccessory], items: Int = 1)
        -> (UIWindow, UICollectionView, InputSimulator, UICollectionViewListCell) {
        let (window, collectionView, input) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [items]) { cell, _ in
            cell.accessories = accessories
        }
        return (window, collectionView, input, listCell(collectionView, 0))
    }

    func testMultiselectSitsLeadingWhileEditingAndFollowsTheSelection() async {
        let (_, collectionView, _, cell) = plainList([.multiselect()])
        // `.whenEditing` by default.
        XCTAssertEqual(accessoryFrames(of: cell), [])
        collectionView.isEditing = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 16, y: 11, width: 22, height: 22)])
        XCTAssertEqual(cell.contentView.frame.minX, 38)
        XCTAssertFalse(cell.accessoryViews[0].isCellSelected)
        collectionView.selectItem(at: [0, 0], animated: false, scrollPosition: [])
        XCTAssertTrue(cell.accessoryViews[0].isCellSelected)
        collectionView.deselectItem(at: [0, 0], animated: false)
        XCTAssertFalse(cell.accessoryViews[0].isCellSelected)
    }

    func testDetailSitsTrailingAndItsTapCallsTheHandlerWithoutSelecting() async {
        var taps = 0
        let (window, collectionView, input, cell) = plainList([.detail(actionHandler: { taps += 1 })])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 282, y: 11, width: 22, height: 22)])
        XCTAssertEqual(cell.contentView.frame.width, 282)
        let detail = cell.accessoryViews[0]
        input.tap(at: detail.convert(CGPoint(x: 11, y: 11), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(taps, 1)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testCustomViewGoesWhereItsPlacementSays() async {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let custom = UICellAccessory.customView(configuration: .init(
            customView: badge, placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())),
            maintainsFixedSize: true))
        let (_, _, _, cell) = plainList([.disclosureIndicator(), custom])
        // Chevron at the margin; the badge 8 pt before it, although it comes later in the array.
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 296, y: 16, width: 8, height: 13),
                                                   CGRect(x: 258, y: 12, width: 30, height: 20)])
        XCTAssertTrue(badge.superview === cell.accessoryViews[1])
        XCTAssertEqual(badge.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(cell.contentView.frame.width, 258)
    }

    func testCustomViewSizedToFitOnTheLeadingEdge() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        label.text = "New"
        let fitting = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let custom = UICellAccessory.customView(configuration: .init(customView: label, placement: .leading()))
        let (_, _, _, cell) = plainList([custom])
        let frame = accessoryFrames(of: cell).first
        XCTAssertEqual(frame?.minX, 16)
        XCTAssertEqual(frame?.width, fitting.width)
        XCTAssertEqual(label.bounds.size, fitting)
        XCTAssertEqual(cell.contentView.frame.minX, 16 + fitting.width)
        // Hidden and `.whenEditing` placements hide it.
        let hidden = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .trailing(displayed: .whenEditing)))
        let (_, _, _, other) = plainList([hidden])
        XCTAssertEqual(accessoryFrames(of: other), [])
    }

    func testACustomSwitchTakesItsOwnTaps() async {
        let toggle = UISwitch()
        let custom = UICellAccessory.customView(configuration: .init(customView: toggle, placement: .trailing(), maintainsFixedSize: true))
        let (window, collectionView, input, cell) = plainList([custom])
        XCTAssertEqual(accessoryFrames(of: cell).first?.maxX, 304)
        input.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertTrue(toggle.isOn)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        // A tap on the row itself still selects it.
        input.tap(at: cell.convert(CGPoint(x: 60, y: 22), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0]])
    }
}
