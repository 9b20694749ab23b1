import XCTest
import Foundation

/// UIKit raises NSInternalInconsistencyException for these; OpenUIKit stops with the same text
/// after the API's name. Each case runs in a child process (ProcessProbe, "snapshot:" scenarios:
/// sections "a" and "b", items 1 and 2 in "a", 3 in "b").
final class NSDiffableDataSourceSnapshotPreconditionTests: XCTestCase {
    private func expect(_ scenario: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessProbeRunner.run("snapshot:" + scenario, file: file, line: line)
        XCTAssertNotEqual(result.status, 0, result.output, file: file, line: line)
        XCTAssertFalse(result.output.contains("returned normally"), result.output, file: file, line: line)
        XCTAssertTrue(result.output.contains("NSDiffableDataSourceSnapshot." + message), result.output, file: file, line: line)
    }

    func testAppendingItemsWithoutSections() throws {
        try expect("append-items-without-sections", "appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first.")
    }

    func testDuplicateItemsAreListedOnce() throws {
        try expect("append-duplicate-items", "appendItems(_:toSection:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    4,\n    1\n)}")
        try expect("insert-duplicate-items", "insertItems(_:beforeItem:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    3\n)}")
    }

    func testDuplicateSections() throws {
        try expect("append-duplicate-sections", "appendSections(_:): Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a,\n    c\n)}")
    }

    func testUnknownSections() throws {
        try expect("append-to-unknown-section", "appendItems(_:toSection:): Invalid section identifier zz; it is not in the snapshot.")
        try expect("move-unknown-section", "moveSection(_:beforeSection:): Invalid section identifier zz; it is not in the snapshot.")
        try expect("insert-section-after-unknown", "insertSections(_:afterSection:): Invalid section identifier zz; it is not in the snapshot.")
        try expect("reload-unknown-section", "reloadSections(_:): Invalid section identifier zz; it is not in the snapshot.")
        try expect("items-in-unknown-section", "itemIdentifiers(inSection:): Invalid section identifier zz; it is not in the snapshot.")
    }

    func testUnknownItems() throws {
        try expect("insert-before-unknown-item", "insertItems(_:beforeItem:): Invalid item identifier 99; it is not in the snapshot.")
        try expect("move-unknown-item", "moveItem(_:afterItem:): Invalid item identifier 99; it is not in the snapshot.")
        try expect("move-item-relative-to-itself", "moveItem(_:beforeItem:): Attempted to move item identifier 1 relative to itself.")
        try expect("reload-unknown-items", "reloadItems(_:): Attempted to reload item identifiers that do not exist in the snapshot: {(\n    98,\n    99\n)}")
        try expect("reconfigure-unknown-items", "reconfigureItems(_:): Attempted to reconfigure item identifiers that do not exist in the snapshot: {(\n    97\n)}")
    }

    func testSectionSnapshotDuplicatesAndUnknownParents() throws {
        let result = try ProcessProbeRunner.run("snapshot:section-append-duplicates")
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("NSDiffableDataSourceSectionSnapshot.append(_:to:): Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    a,\n    c\n)}"), result.output)
        let unknown = try ProcessProbeRunner.run("snapshot:section-append-to-unknown-parent")
        XCTAssertNotEqual(unknown.status, 0, unknown.output)
        XCTAssertTrue(unknown.output.contains("NSDiffableDataSourceSectionSnapshot.append(_:to:): Invalid item identifier zz; it is not in the section snapshot."), unknown.output)
    }
}
