import XCTest
import Foundation

/// UIKit raises NSInternalInconsistencyException for inconsistent batch updates; OpenUIKit
/// stops with the same text. Each case runs in a child process (ProcessProbe "table:"
/// scenarios: one section of 3 rows).
final class TableViewUpdatePreconditionTests: XCTestCase {
    private func expect(_ scenario: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessProbeRunner.run("table:" + scenario, file: file, line: line)
        XCTAssertNotEqual(result.status, 0, result.output, file: file, line: line)
        XCTAssertFalse(result.output.contains("returned normally"), result.output, file: file, line: line)
        XCTAssertTrue(result.output.contains(message), result.output, file: file, line: line)
    }

    func testRowCountMismatch() throws {
        try expect("delete-without-data-change", "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    func testSectionCountMismatch() throws {
        try expect("insert-section-without-data-change", "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
    }

    func testRowsOutsideTheTable() throws {
        try expect("delete-row-out-of-range", "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        try expect("insert-row-beyond-the-end", "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update")
        try expect("delete-section-out-of-range", "attempt to delete section 2, but there are only 1 sections before the update")
    }

    func testConflictingChangesToOneRow() throws {
        try expect("delete-and-move-same-row", "attempt to perform a delete and a move from the same index path (0-1)")
        try expect("reload-row-out-of-range", "attempt to reload row 3 from section 0 which only contains 3 rows before the update")
    }

    func testOneRowMovedTwice() throws {
        try expect("move-row-twice", "attempt to perform more than one animation for the same index path (0-0)")
    }

    func testACellProviderReturningNil() throws {
        try expect("diffable-nil-cell", "UITableView dataSource returned a nil cell for row at index path: [0, 0]")
    }

    /// Bad data source answers and API misuse stop at the call with UIKit's text.
    func testUnregisteredIdentifier() throws {
        try expect("unregistered-identifier", "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    func testNegativeCounts() throws {
        try expect("negative-rows", "UITableView: tableView(_:numberOfRowsInSection:) returned -1 for section 0; the number of rows must not be negative")
        try expect("negative-sections", "UITableView: numberOfSections(in:) returned -2; the number of sections must not be negative")
    }

    func testScrollingBeyondTheRows() throws {
        try expect("scroll-beyond-bounds", "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0.")
    }

    func testRegisteringANonCellClass() throws {
        try expect("register-non-cell-class", "UITableView.register(_:forCellReuseIdentifier:): UIView is not a subclass of UITableViewCell")
    }
}
