import XCTest
@testable import LayoutSolver

/// `ColumnIndex` keeps up to three members of a column inline and moves longer columns to
/// lists of their own (and back); it must behave exactly like an array per symbol with
/// swap-removal of the last occurrence, which the solver's tie-breaking order depends on.
final class ColumnIndexTests: XCTestCase {
    func testRandomInsertsAndRemovalsMatchArraysAcrossTheInlineLimit() {
        var generator = SeededColumnGenerator(seed: 7)
        var index = ColumnIndex()
        var model: [[Int]] = Array(repeating: [], count: 40)
        for step in 0..<6_000 {
            let symbol = Int(generator.next() % 40)
            let member = Int(generator.next() % 12)
            // Grow long columns first, then let them shrink back through the limit.
            let inserting = step < 3_000 ? generator.next() % 3 != 0 : generator.next() % 3 == 0
            if inserting {
                index.insert(member, into: symbol)
                model[symbol].append(member)
            } else {
                index.remove(member, from: symbol)
                if let found = model[symbol].lastIndex(of: member) {
                    model[symbol].swapAt(found, model[symbol].count - 1)
                    model[symbol].removeLast()
                }
            }
            XCTAssertEqual(index.count(symbol), model[symbol].count)
            XCTAssertEqual(index.isEmpty(symbol), model[symbol].isEmpty)
            XCTAssertEqual(index[symbol] ?? [], model[symbol], "symbol \(symbol) at step \(step)")
            var visited: [Int] = []
            index.forEach(symbol) { visited.append($0) }
            XCTAssertEqual(visited, model[symbol])
        }
        XCTAssertTrue(model.contains { $0.count > 3 }, "the test must reach the lists")
        // A symbol never used has an empty column.
        XCTAssertEqual(index.count(1_000), 0)
        XCTAssertNil(index[1_000])
    }

    func testAColumnMovesToAListAndBackInOrder() {
        var index = ColumnIndex()
        for member in [5, 6, 7, 8, 9] { index.insert(member, into: 2) }
        XCTAssertEqual(index[2], [5, 6, 7, 8, 9])
        index.remove(6, from: 2)
        XCTAssertEqual(index[2], [5, 9, 7, 8])
        index.remove(5, from: 2)
        // Back inline at three members.
        XCTAssertEqual(index[2], [8, 9, 7])
        index.insert(1, into: 2)
        XCTAssertEqual(index[2], [8, 9, 7, 1])
        index.insert(4, into: 3)
        XCTAssertEqual(index[3], [4])
        XCTAssertEqual(index.count(2), 4)
    }
}

/// A small deterministic generator (splitmix64) so a failure can be replayed.
private struct SeededColumnGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
