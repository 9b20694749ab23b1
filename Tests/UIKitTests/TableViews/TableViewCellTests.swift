import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewCellTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultsAndBuiltInViewsPerStyle() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
        XCTAssertEqual(cell.reuseIdentifier, "id")
        XCTAssertEqual(cell.accessoryType, .none)
        XCTAssertEqual(cell.selectionStyle, .default)
        XCTAssertFalse(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertTrue(cell.contentView.superview === cell)
        XCTAssertNotNil(cell.textLabel)
        XCTAssertNil(cell.detailTextLabel)
        XCTAssertNotNil(cell.imageView)
        XCTAssertNotNil(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel)
        XCTAssertNotNil(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel)
        XCTAssertNil(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView)
        XCTAssertTrue(cell.textLabel === cell.textLabel, "created once")
        XCTAssertTrue(cell.textLabel?.superview === cell.contentView)
        XCTAssertNil(UITableViewCell(frame: .zero).reuseIdentifier)
    }

    func testBuiltInLabelFrames() async {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: 144, height: 44))
        XCTAssertEqual(cell.detailTextLabel?.frame, CGRect(x: 160, y: 0, width: 144, height: 44))
        XCTAssertEqual(cell.detailTextLabel?.textAlignment, .right)

        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        plain.textLabel?.text = "Title"
        plain.layoutIfNeeded()
        XCTAssertEqual(plain.textLabel?.frame, CGRect(x: 16, y: 0, width: 288, height: 60))
    }

    func testPrepareForReuseResetsSelectionAndHighlight() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
        cell.setSelected(true, animated: true)
        cell.isHighlighted = true
        cell.prepareForReuse()
        XCTAssertFalse(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
    }

    /// dequeue(withIdentifier:for:) hands back the scrolled-off cell, after prepareForReuse.
    func testDequeueReturnsAQueuedCellAfterPrepareForReuse() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [100])
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        XCTAssertEqual(first?.reuseCount, 0)
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        XCTAssertTrue(first?.superview === table, "back on screen in the same pass")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 11, section: 0)) === first, "row 0's cell now shows row 11")
        XCTAssertEqual(first?.reuseCount, 1)
        XCTAssertEqual(first?.textLabel?.text, "0.11")
        XCTAssertEqual(first?.frame, CGRect(x: 0, y: 484, width: 320, height: 44))
        XCTAssertEqual(recorder.cells.count, 11)
    }
}
