import XCTest
import Foundation

/// UIKit raises NSInternalInconsistencyException for these; OpenUIKit stops with the same
/// text. Each case runs in a child process (ProcessProbe, "collection:" scenarios: one
/// section of 3 items).
final class CollectionViewPreconditionTests: XCTestCase {
    private func expect(_ scenario: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessProbeRunner.run("collection:" + scenario, file: file, line: line)
        XCTAssertNotEqual(result.status, 0, result.output, file: file, line: line)
        XCTAssertFalse(result.output.contains("returned normally"), result.output, file: file, line: line)
        XCTAssertTrue(result.output.contains(message), result.output, file: file, line: line)
    }

    func testInvalidItemCountAfterAnUpdate() throws {
        try expect("insert-without-data-change", "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    func testInvalidSectionCountAfterAnUpdate() throws {
        try expect("delete-sections-without-data-change", "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    func testDeletingAnItemThatDoesNotExist() throws {
        try expect("delete-beyond-bounds", "attempt to delete item 5 from section 0 which only contains 3 items before the update")
    }

    func testUnregisteredIdentifier() throws {
        try expect("unregistered-identifier", "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    func testScrollingBeyondTheItems() throws {
        try expect("scroll-beyond-bounds", "Attempted to scroll the collection view to an out-of-bounds item (7) when there are only 3 items in section 0.")
        try expect("scroll-beyond-sections", "Attempted to scroll the collection view to an out-of-bounds section (2) when there are only 1 sections.")
        try expect("number-of-items-beyond-sections", "UICollectionView.numberOfItems(inSection:): request for number of items in section 4 when there are only 1 sections in the collection view")
    }

    func testRegisteringANonCellClass() throws {
        try expect("register-non-cell-class", "UICollectionView.register(_:forCellWithReuseIdentifier:): UIView is not a subclass of UICollectionViewCell")
    }
}
