import Foundation
@_spi(DiffableDataSources) import UIKit

/// Issue 15's figures for the value layer of diffable data sources: building a snapshot,
/// reading its items, and the update between two snapshots.
@MainActor
enum DiffableBenchmarks {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    static func build(_ items: [Int], sections: Int = 1) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(Array(0..<sections))
        let perSection = items.count / sections
        for section in 0..<sections {
            snapshot.appendItems(Array(items[section * perSection..<(section + 1) * perSection]), toSection: section)
        }
        return snapshot
    }

    static func run() {
        let items = Array(0..<10_000)
        print("  10,000 Int items in 1 section")
        let buildNs = Measure.nanoseconds(operations: 20) {
            for _ in 0..<20 { blackHole(build(items).numberOfItems) }
        }
        Measure.report("build a snapshot (appendSections + appendItems)", buildNs / 1000, unit: "µs", goal: "≤ 50 µs")

        let snapshot = build(items)
        let readNs = Measure.nanoseconds(operations: 100_000) {
            for _ in 0..<100_000 { blackHole(snapshot.itemIdentifiers.count) }
        }
        Measure.report("itemIdentifiers", readNs, unit: "ns", goal: "O(1)")

        // 1,000 deletes, 1,000 inserts, 500 moves, at seeded random places.
        var generator = SeededGenerator(seed: 15)
        var changed = items
        for _ in 0..<1_000 { changed.remove(at: Int.random(in: 0..<changed.count, using: &generator)) }
        for index in 0..<1_000 { changed.insert(20_000 + index, at: Int.random(in: 0...changed.count, using: &generator)) }
        for _ in 0..<500 {
            let item = changed.remove(at: Int.random(in: 0..<changed.count, using: &generator))
            changed.insert(item, at: Int.random(in: 0...changed.count, using: &generator))
        }
        let new = build(changed)
        var update = DiffableDataSourceUpdate(from: snapshot, to: new)
        print("    update: \(update.deletedItems.count) deletes, \(update.insertedItems.count) inserts, \(update.movedItems.count) moves")
        let diffNs = Measure.nanoseconds(operations: 5) {
            for _ in 0..<5 { update = DiffableDataSourceUpdate(from: snapshot, to: new) }
        }
        Measure.report("diff with 1,000 inserts, 1,000 deletes, 500 moves", diffNs / 1_000_000, unit: "ms", goal: "≤ 5 ms")
        // The same through generic code that is not specialised, as a generic class inside
        // UIKit (a diffable data source) calls it unless its own code is inlinable.
        let genericNs = Measure.nanoseconds(operations: 5) {
            for _ in 0..<5 { blackHole(unspecializedUpdate(from: snapshot, to: new).movedItems.count) }
        }
        Measure.report("the same diff from unspecialised generic code", genericNs / 1_000_000, unit: "ms", goal: "—")
        let genericBuildNs = Measure.nanoseconds(operations: 20) {
            for _ in 0..<20 { blackHole(unspecializedBuild(items, as: Int.self).numberOfItems) }
        }
        Measure.report("build from unspecialised generic code", genericBuildNs / 1000, unit: "µs", goal: "—")

        let same = build(items)
        let equalNs = Measure.nanoseconds(operations: 20) {
            for _ in 0..<20 { blackHole(DiffableDataSourceUpdate(from: snapshot, to: same).isEmpty) }
        }
        Measure.report("diff of an unchanged snapshot (equal copy)", equalNs / 1_000_000, unit: "ms", goal: "≤ 0.1 ms")

        // Look-ups in 10,000 items over 100 sections.
        let sectioned = build(items, sections: 100)
        var probe = SeededGenerator(seed: 16)
        let probes = (0..<10_000).map { _ in Int(probe.next() % 10_000) }
        let indexNs = Measure.nanoseconds(operations: probes.count) {
            for item in probes { blackHole(sectioned.indexOfItem(item)) }
        }
        Measure.report("indexOfItem (100 sections)", indexNs, unit: "ns", goal: "fast")
        let sectionNs = Measure.nanoseconds(operations: probes.count) {
            for item in probes { blackHole(sectioned.sectionIdentifier(containingItem: item)) }
        }
        Measure.report("sectionIdentifier(containingItem:) (100 sections)", sectionNs, unit: "ns", goal: "fast")
        let sameNs = Measure.nanoseconds(operations: 20) {
            for _ in 0..<20 { blackHole(DiffableDataSourceUpdate(from: snapshot, to: snapshot).isEmpty) }
        }
        Measure.report("diff of a snapshot with itself (applying it again)", sameNs / 1_000_000, unit: "ms", goal: "≤ 0.1 ms")
    }

    @inline(never)
    static func blackHole<T>(_ value: T) { _ = value }

    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    static func unspecializedUpdate<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>,
                                          to new: NSDiffableDataSourceSnapshot<S, I>) -> DiffableDataSourceUpdate {
        DiffableDataSourceUpdate(from: old, to: new)
    }

    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    static func unspecializedBuild<I: Hashable & Sendable>(_ items: [I], as type: I.Type) -> NSDiffableDataSourceSnapshot<Int, I> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, I>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(items[...]), toSection: 0)
        return snapshot
    }
}
