import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewPrefetchingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func rows(_ range: ClosedRange<Int>) -> String { range.map { "0.\($0)" }.joined(separator: " ") }

    /// The screenful beyond the visible rows, in the scroll direction; rows left behind are
    /// cancelled, rows that came on screen are not.
    func testPrefetchesAheadAndCancelsWhenTheScrollTurns() async {
        let items = ItemsTable([ItemsTable.names(100)])
        let (_, table, _) = items.makeTable()
        XCTAssertTrue(table.isPrefetchingEnabled)
        table.prefetchDataSource = items
        table.setNeedsLayout()
        table.layoutIfNeeded()
        // Rows 0–10 are visible (480 / 44).
        XCTAssertEqual(items.calls, ["prefetch " + rows(11...21)])

        items.calls = []
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        // Rows 10–20 visible; 21 was asked for already.
        XCTAssertEqual(items.calls, ["prefetch " + rows(22...31)])

        items.calls = []
        table.contentOffset = CGPoint(x: 0, y: 220)
        table.layoutIfNeeded()
        // Scrolling up: rows 5–15 visible, rows 0–4 ahead (nearest first); 21–31 cancelled.
        XCTAssertEqual(items.calls, ["cancel " + rows(21...31), "prefetch 0.4 0.3 0.2 0.1 0.0"])
    }

    func testDisabledPrefetchingAsksNothing() async {
        let items = ItemsTable([ItemsTable.names(100)])
        let (_, table, _) = items.makeTable()
        table.isPrefetchingEnabled = false
        table.prefetchDataSource = items
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(items.calls, [])
    }
}
