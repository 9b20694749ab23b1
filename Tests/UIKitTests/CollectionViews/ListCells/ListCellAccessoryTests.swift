import XCTest
@testable import UIKit
import UIKitTesting

/// UICellAccessory placement in UICollectionViewListCell, and the delete and insert actions.
@MainActor
final class ListCellAccessoryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func plainList(_ accessories: [UICellAccessory], configure: @escaping (UICollectionViewListCell) -> Void = { _ in })
        -> (UIWindow, UICollectionView, InputSimulator, UICollectionViewListCell) {
        let (window, collectionView, input) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [1]) { cell, _ in
            cell.accessories = accessories
            configure(cell)
        }
        return (window, collectionView, input, listCell(collectionView, 0))
    }

    func testTrailingAccessoriesEndAtTheMarginInArrayOrder() async {
        let (_, _, _, cell) = plainList([.checkmark(), .disclosureIndicator()])
        XCTAssertEqual(cell.bounds.height, 44)
        // Chevron 8 × 13 at the 16-pt margin; the checkmark (14 × 11) 8 pt before it.
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 274, y: 17, width: 14, height: 11),
                                                   CGRect(x: 296, y: 16, width: 8, height: 13)])
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 274, height: 44))
    }

    func testLabelAccessoryIsAsWideAsItsText() async {
        let (_, _, _, cell) = plainList([.label(text: "Detail")])
        let label = cell.accessoryViews[0].subviews.compactMap { $0 as? UILabel }.first
        XCTAssertEqual(label?.text, "Detail")
        XCTAssertEqual(label?.textColor, .secondaryLabel)
        let width = label!.sizeThatFits(CGSize(width: 1000, height: 1000)).width.rounded(.up)
        XCTAssertEqual(accessoryFrames(of: cell).first?.maxX, 304)
        XCTAssertEqual(accessoryFrames(of: cell).first?.width, width)
        XCTAssertEqual(cell.contentView.frame.width, 304 - width)
    }

    func testReservedLayoutWidthCentersTheGlyphInTheSlot() async {
        let (_, _, _, cell) = plainList([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(30)))])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 274, y: 16, width: 30, height: 13)])
        let glyph = cell.accessoryViews[0].subviews.first
        XCTAssertEqual(glyph?.frame, CGRect(x: 11, y: 0, width: 8, height: 13))
        let (_, _, _, standard) = plainList([.disclosureIndicator(options: .init(reservedLayoutWidth: .standard))])
        XCTAssertEqual(accessoryFrames(of: standard), [CGRect(x: 282, y: 16, width: 22, height: 13)])
    }

    func testDisplayedStateAndIsHiddenHideAccessories() async {
        // The collection view is not editing: `.whenEditing` (the editing controls' default) is hidden.
        let (_, _, _, cell) = plainList([.reorder(), .delete(), .checkmark(displayed: .whenNotEditing),
                                         .disclosureIndicator(options: .init(isHidden: true))])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 290, y: 17, width: 14, height: 11)])
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 290, height: 44))
    }

    func testLeadingControlsIndentWithTheContentUnlessToldNotTo() async {
        let (_, _, _, cell) = plainList([.delete(displayed: .always), .disclosureIndicator()]) { $0.indentationLevel = 1 }
        // Delete circle 22 pt at the margin moved by one 10-pt level; the content follows it.
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 26, y: 11, width: 22, height: 22),
                                                   CGRect(x: 296, y: 16, width: 8, height: 13)])
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 48, y: 0, width: 248, height: 44))

        let (_, _, _, fixed) = plainList([.delete(displayed: .always)]) {
            $0.indentationLevel = 1
            $0.indentsAccessories = false
        }
        XCTAssertEqual(accessoryFrames(of: fixed), [CGRect(x: 16, y: 11, width: 22, height: 22)])
        XCTAssertEqual(fixed.contentView.frame, CGRect(x: 48, y: 0, width: 272, height: 44))
    }

    func testTappingDeleteAndInsertCallsTheirHandlersWithoutSelecting() async {
        var calls: [String] = []
        let (window, collectionView, input, cell) = plainList([
            .delete(displayed: .always, actionHandler: { calls.append("delete") }),
            .insert(displayed: .always, actionHandler: { calls.append("insert") }),
        ])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 16, y: 11, width: 22, height: 22),
                                                   CGRect(x: 46, y: 11, width: 22, height: 22)])
        for view in cell.accessoryViews {
            input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            input.advance(by: 0.5)
        }
        XCTAssertEqual(calls, ["delete", "insert"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [])
    }

    func testReplacingAccessoriesRemovesTheOldViews() async {
        let (_, _, _, cell) = plainList([.checkmark(), .disclosureIndicator()])
        let old = cell.accessoryViews
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        XCTAssertTrue(old.allSatisfy { $0.superview == nil })
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 296, y: 16, width: 8, height: 13)])
        XCTAssertEqual(cell.contentView.frame.width, 296)
    }

    func testEditingShowsTheEditingAccessoriesAndSetsTheState() async {
        let (_, collectionView, _, cell) = plainList([.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 296, y: 16, width: 8, height: 13)])
        XCTAssertFalse(cell.configurationState.isEditing)
        collectionView.isEditing = true
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.configurationState.isEditing)
        // Delete at the leading margin; the 20 × 14 grip at the trailing margin.
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 16, y: 11, width: 22, height: 22),
                                                   CGRect(x: 284, y: 15, width: 20, height: 14)])
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 246, height: 44))
        collectionView.isEditing = false
        cell.layoutIfNeeded()
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 296, y: 16, width: 8, height: 13)])
    }

    func testOutlineDisclosureSitsTrailingAndCallsItsHandler() async {
        var toggles = 0
        let (window, _, input, cell) = plainList([.outlineDisclosure(options: .init(style: .cell), actionHandler: { toggles += 1 })])
        XCTAssertEqual(accessoryFrames(of: cell), [CGRect(x: 296, y: 16, width: 8, height: 13)])
        let view = cell.accessoryViews[0]
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(toggles, 1)
    }
}
