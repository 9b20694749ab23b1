import XCTest
import UIKit
import UIKitTesting

/// Random mutations of a snapshot against a plain model (sections with their item arrays):
/// after every step the identifiers, counts and every look-up must match the model. The
/// snapshot keeps one item array with section ends and hash indexes of positions, which
/// inserts, deletes and moves shift; this checks those positions stay right.
@MainActor
final class NSDiffableDataSourceSnapshotModelTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func check<S: Hashable & Sendable, I: Hashable & Sendable>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>, _ model: [(S, [I])], absentItem: I, absentSection: S,
                             _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(snapshot.sectionIdentifiers, model.map(\.0), context, file: file, line: line)
        XCTAssertEqual(snapshot.itemIdentifiers, model.flatMap(\.1), context, file: file, line: line)
        XCTAssertEqual(snapshot.numberOfSections, model.count, context, file: file, line: line)
        XCTAssertEqual(snapshot.numberOfItems, model.reduce(0) { $0 + $1.1.count }, context, file: file, line: line)
        var flatIndex = 0
        for (sectionIndex, (section, items)) in model.enumerated() {
            XCTAssertEqual(snapshot.indexOfSection(section), sectionIndex, context, file: file, line: line)
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: section), items, context, file: file, line: line)
            XCTAssertEqual(snapshot.numberOfItems(inSection: section), items.count, context, file: file, line: line)
            for item in items {
                XCTAssertEqual(snapshot.indexOfItem(item), flatIndex, "\(context): item \(item)", file: file, line: line)
                XCTAssertEqual(snapshot.sectionIdentifier(containingItem: item), section, "\(context): item \(item)", file: file, line: line)
                flatIndex += 1
            }
        }
        XCTAssertNil(snapshot.indexOfItem(absentItem), context, file: file, line: line)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: absentItem), context, file: file, line: line)
        XCTAssertNil(snapshot.indexOfSection(absentSection), context, file: file, line: line)
    }

    /// Runs `steps` random operations; `item` and `section` make identifiers from numbers.
    private func run<S: Hashable & Sendable, I: Hashable & Sendable>(seed: UInt64, steps: Int, item: (Int) -> I, section: (Int) -> S) {
        var random = SplitMixRandom(seed: seed)
        var snapshot = NSDiffableDataSourceSnapshot<S, I>()
        var model: [(S, [I])] = []
        var nextItem = 0, nextSection = 0
        func newItems(_ count: Int) -> [I] {
            defer { nextItem += count }
            return (nextItem..<(nextItem + count)).map(item)
        }
        func anyItem() -> I? {
            let all = model.flatMap(\.1)
            return all.isEmpty ? nil : all[random.below(all.count)]
        }
        func place(of target: I) -> (section: Int, index: Int) {
            for (s, entry) in model.enumerated() {
                if let index = entry.1.firstIndex(of: target) { return (s, index) }
            }
            preconditionFailure("not in the model")
        }
        for step in 0..<steps {
            let context = "seed \(seed), step \(step)"
            switch random.below(10) {
            case 0, 1: // append sections
                let added = (nextSection..<(nextSection + 1 + random.below(3))).map(section)
                nextSection += added.count
                snapshot.appendSections(added)
                model += added.map { ($0, []) }
            case 2 where !model.isEmpty: // append items to a section (any, or the last)
                let items = newItems(random.below(40))
                if random.below(2) == 0 {
                    let s = random.below(model.count)
                    snapshot.appendItems(items, toSection: model[s].0)
                    model[s].1 += items
                } else {
                    snapshot.appendItems(items)
                    model[model.count - 1].1 += items
                }
            case 3: // insert items before or after an item
                guard let anchor = anyItem() else { continue }
                let items = newItems(1 + random.below(5))
                let (s, index) = place(of: anchor)
                if random.below(2) == 0 {
                    snapshot.insertItems(items, beforeItem: anchor)
                    model[s].1.insert(contentsOf: items, at: index)
                } else {
                    snapshot.insertItems(items, afterItem: anchor)
                    model[s].1.insert(contentsOf: items, at: index + 1)
                }
            case 4: // delete some items and an absent one
                var doomed: [I] = [item(-1)]
                for _ in 0..<random.below(6) { if let victim = anyItem() { doomed.append(victim) } }
                snapshot.deleteItems(doomed)
                for s in model.indices { model[s].1.removeAll { doomed.contains($0) } }
            case 5: // move an item before or after another
                guard let moving = anyItem(), let anchor = anyItem(), moving != anchor else { continue }
                let after = random.below(2) == 0
                if after { snapshot.moveItem(moving, afterItem: anchor) } else { snapshot.moveItem(moving, beforeItem: anchor) }
                let from = place(of: moving)
                model[from.section].1.remove(at: from.index)
                let to = place(of: anchor)
                model[to.section].1.insert(moving, at: after ? to.index + 1 : to.index)
            case 6 where !model.isEmpty: // insert sections before or after a section
                let anchor = random.below(model.count)
                let added = (nextSection..<(nextSection + 1 + random.below(2))).map(section)
                nextSection += added.count
                let after = random.below(2) == 0
                if after { snapshot.insertSections(added, afterSection: model[anchor].0) } else {
                    snapshot.insertSections(added, beforeSection: model[anchor].0)
                }
                model.insert(contentsOf: added.map { ($0, []) }, at: after ? anchor + 1 : anchor)
            case 7 where model.count > 1: // delete a section
                let victim = model.remove(at: random.below(model.count)).0
                snapshot.deleteSections([victim, section(-1)])
            case 8 where model.count > 1: // move a section
                let moving = model[random.below(model.count)]
                let anchor = model[random.below(model.count)].0
                guard moving.0 != anchor else { continue }
                let after = random.below(2) == 0
                if after { snapshot.moveSection(moving.0, afterSection: anchor) } else { snapshot.moveSection(moving.0, beforeSection: anchor) }
                model.removeAll { $0.0 == moving.0 }
                let to = model.firstIndex { $0.0 == anchor }!
                model.insert(moving, at: after ? to + 1 : to)
            default:
                continue
            }
            check(snapshot, model, absentItem: item(-2), absentSection: section(-2), context)
        }
    }

    func testIntegerItemsFollowTheModel() async {
        for seed in 0..<20 as Range<UInt64> {
            run(seed: seed, steps: 60, item: { $0 }, section: { "s\($0)" })
        }
    }

    func testStringItemsAndIntegerSectionsFollowTheModel() async {
        for seed in 100..<110 as Range<UInt64> {
            run(seed: seed, steps: 60, item: { "item \($0)" }, section: { $0 })
        }
    }

    func testUUIDItemsFollowTheModel() async {
        // Identifiers from numbers, so the run is the same each time.
        func uuid(_ value: Int) -> UUID {
            let n = UInt64(bitPattern: Int64(value))
            return UUID(uuid: (UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), UInt8((n >> 16) & 0xFF), 0, 0, 0, 0, 0,
                               0, 0, 0, 0, 0, 0, 0, UInt8((n >> 56) & 0xFF)))
        }
        for seed in 200..<205 as Range<UInt64> {
            run(seed: seed, steps: 60, item: uuid, section: { $0 })
        }
    }

    func testLargeSnapshotsGrowTheirIndex() async {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<5_000), toSection: 0)
        snapshot.appendItems(Array(5_000..<20_000), toSection: 1)
        snapshot.appendItems(Array(20_000..<20_010), toSection: 0)
        XCTAssertEqual(snapshot.numberOfItems, 20_010)
        XCTAssertEqual(snapshot.indexOfItem(20_009), 5_009)
        XCTAssertEqual(snapshot.indexOfItem(5_000), 5_010)
        XCTAssertEqual(snapshot.indexOfItem(19_999), 20_009)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 20_005), 0)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 12_345), 1)
        XCTAssertNil(snapshot.indexOfItem(20_010))
        // A copy is independent of the original.
        var copy = snapshot
        copy.deleteItems(Array(0..<5_000))
        XCTAssertEqual(copy.indexOfItem(20_000), 0)
        XCTAssertEqual(snapshot.indexOfItem(20_000), 5_000)
        XCTAssertEqual(snapshot.indexOfItem(0), 0)
        XCTAssertNil(copy.indexOfItem(0))
    }
}

/// SplitMix64, so that every run of a seed makes the same operations.
private struct SplitMixRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
