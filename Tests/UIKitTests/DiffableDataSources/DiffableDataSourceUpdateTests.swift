import XCTest
@_spi(DiffableDataSources) import UIKit
import UIKitTesting

@MainActor
final class DiffableDataSourceUpdateTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    typealias Update = DiffableDataSourceUpdate

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testAnUnchangedSnapshotGivesAnEmptyUpdate() async {
        let old = snapshot([("a", [1, 2, 3]), ("b", [4])])
        XCTAssertTrue(Update(from: old, to: old).isEmpty)
    }

    func testDeletesInOldIndexesInsertsInNewIndexes() async {
        let old = snapshot([("a", [1, 2, 3, 4])])
        let new = snapshot([("a", [9, 1, 3, 8])])
        let update = Update(from: old, to: new)
        XCTAssertEqual(update.deletedItems, [[0, 1], [0, 3]])
        XCTAssertEqual(update.insertedItems, [[0, 0], [0, 3]])
        XCTAssertEqual(update.movedItems, [])
    }

    func testAMoveIsTheItemOutsideTheLongestKeptRun() async {
        let old = snapshot([("a", [1, 2, 3, 4, 5])])
        let new = snapshot([("a", [2, 3, 4, 1, 5])])
        let update = Update(from: old, to: new)
        XCTAssertEqual(update.movedItems, [Update.Move(from: [0, 0], to: [0, 3])])
        XCTAssertEqual(update.deletedItems, [])
        XCTAssertEqual(update.insertedItems, [])
    }

    func testSectionChangesAndCrossSectionMoves() async {
        let old = snapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5])])
        let new = snapshot([("c", [5, 2]), ("d", [7]), ("a", [1]), ("x", [3])])
        let update = Update(from: old, to: new)
        XCTAssertEqual(update.deletedSections, [1])
        XCTAssertEqual(update.insertedSections, [1, 3])
        XCTAssertEqual(update.movedSections, [Update.Move(from: 2, to: 0)])
        // 2 goes from a to c; 3 came from the deleted section b, so x's insertion brings it.
        XCTAssertEqual(update.movedItems, [Update.Move(from: [0, 1], to: [0, 1])])
        XCTAssertEqual(update.deletedItems, [])
        XCTAssertEqual(update.insertedItems, [])
    }

    func testReloadsUseOldIndexPathsAndReconfigurationsNewOnes() async {
        let old = snapshot([("a", [1, 2, 3])])
        var new = snapshot([("a", [0, 1, 2, 3])])
        new.reloadItems([3])
        new.reconfigureItems([2, 0])
        let update = Update(from: old, to: new)
        XCTAssertEqual(update.reloadedItems, [[0, 2]])
        XCTAssertEqual(update.reconfiguredItems, [[0, 2]]) // 0 is new: inserted, not reconfigured.
        var same = old
        same.reloadItems([2])
        XCTAssertEqual(Update(from: old, to: same).reloadedItems, [[0, 1]])
    }

    /// Applies an update the way a table view does: deletes at old indexes, inserts (their
    /// content read from the new snapshot) and move destinations at new indexes, the other
    /// survivors keep their relative order in the free places.
    private func apply(_ update: Update, old: Snapshot, new: Snapshot) -> [[Int]] {
        let deletedSections = Set(update.deletedSections)
        let movedSections = Dictionary(uniqueKeysWithValues: update.movedSections.map { ($0.to, $0.from) })
        let movedFromSections = Set(update.movedSections.map(\.from))
        var stayingSections = (0..<old.numberOfSections).filter { !deletedSections.contains($0) && !movedFromSections.contains($0) }
            .makeIterator()
        let insertedSections = Set(update.insertedSections)
        var oldSectionAt: [Int?] = []
        for index in 0..<new.numberOfSections {
            if insertedSections.contains(index) { oldSectionAt.append(nil) } else if let from = movedSections[index] {
                oldSectionAt.append(from)
            } else { oldSectionAt.append(stayingSections.next()) }
        }
        XCTAssertNil(stayingSections.next(), "sections left over")
        let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
        let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
        let deleted = Set(update.deletedItems)
        let movedFrom = Set(update.movedItems.map(\.from))
        let inserted = Set(update.insertedItems)
        let movedTo = Dictionary(uniqueKeysWithValues: update.movedItems.map { ($0.to, $0.from) })
        var result: [[Int]] = []
        for (newSection, oldSection) in oldSectionAt.enumerated() {
            guard let oldSection else { result.append(newItems[newSection]); continue }
            var staying = oldItems[oldSection].indices.filter {
                !deleted.contains([oldSection, $0]) && !movedFrom.contains([oldSection, $0])
            }.map { oldItems[oldSection][$0] }.makeIterator()
            var items: [Int] = []
            for index in 0..<newItems[newSection].count {
                let path: IndexPath = [newSection, index]
                if inserted.contains(path) { items.append(newItems[newSection][index]) } else if let from = movedTo[path] {
                    items.append(oldItems[from[0]][from[1]])
                } else if let next = staying.next() { items.append(next) }
            }
            XCTAssertNil(staying.next(), "items left over in section \(newSection)")
            result.append(items)
        }
        return result
    }

    func testApplyingTheUpdateToRandomListsGivesTheNewList() async {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let seed = round
            var nextItem = 1000
            var sections: [(String, [Int])] = (0..<Int.random(in: 0...5, using: &generator)).map { index in
                ("s\(index)", (0..<Int.random(in: 0...8, using: &generator)).map { index * 100 + $0 })
            }
            let old = snapshot(sections)
            var nextSection = sections.count
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                switch Int.random(in: 0..<7, using: &generator) {
                case 0 where !sections.isEmpty: // delete an item
                    let s = Int.random(in: 0..<sections.count, using: &generator)
                    if !sections[s].1.isEmpty { sections[s].1.remove(at: Int.random(in: 0..<sections[s].1.count, using: &generator)) }
                case 1 where !sections.isEmpty: // insert an item
                    let s = Int.random(in: 0..<sections.count, using: &generator)
                    sections[s].1.insert(nextItem, at: Int.random(in: 0...sections[s].1.count, using: &generator))
                    nextItem += 1
                case 2 where !sections.isEmpty: // move an item, maybe to another section
                    let s = Int.random(in: 0..<sections.count, using: &generator)
                    let t = Int.random(in: 0..<sections.count, using: &generator)
                    if !sections[s].1.isEmpty {
                        let item = sections[s].1.remove(at: Int.random(in: 0..<sections[s].1.count, using: &generator))
                        sections[t].1.insert(item, at: Int.random(in: 0...sections[t].1.count, using: &generator))
                    }
                case 3 where !sections.isEmpty: // delete a section
                    sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
                case 4: // insert a section
                    sections.insert(("s\(nextSection)", [nextItem]), at: Int.random(in: 0...sections.count, using: &generator))
                    nextSection += 1
                    nextItem += 1
                case 5 where !sections.isEmpty: // move a section
                    let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
                    sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
                default:
                    break
                }
            }
            let new = snapshot(sections)
            let update = Update(from: old, to: new)
            XCTAssertEqual(apply(update, old: old, new: new), sections.map(\.1), "round \(seed): \(update)")
        }
    }
}
