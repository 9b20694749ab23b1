import XCTest
@testable import LayoutSolver

/// `Terms` switches between a sorted array (short rows) and an indexed unsorted array (long
/// rows); both must behave exactly like a dictionary of coefficients.
final class TermsTests: XCTestCase {
    func testRandomUpdatesMatchADictionaryAcrossTheIndexThreshold() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<30 {
            var terms = Terms()
            var model: [Int: Double] = [:]
            // Grow well past the threshold, then shrink back below half of it.
            let target = Terms.indexThreshold * (1 + round % 3)
            for step in 0..<(target * 8) {
                let symbol = Int.random(in: 0..<(target * 2), using: &generator)
                let growing = step < target * 4
                if growing || Bool.random(using: &generator) == false {
                    let value = Double(Int.random(in: -3...3, using: &generator))
                    let change = terms.add(symbol, value, epsilon: 1e-9)
                    let old = model[symbol]
                    let new = (old ?? 0) + value
                    model[symbol] = abs(new) < 1e-9 ? nil : new
                    XCTAssertEqual(change, old == nil && model[symbol] != nil ? 1 : old != nil && model[symbol] == nil ? -1 : 0)
                } else {
                    XCTAssertEqual(terms.removeValue(forKey: symbol), model.removeValue(forKey: symbol))
                }
                XCTAssertEqual(terms.count, model.count)
            }
            for (symbol, value) in model { XCTAssertEqual(terms[symbol], value) }
            XCTAssertEqual(Set(terms.keys), Set(model.keys))
            if terms.isSorted { XCTAssertEqual(terms.keys, terms.keys.sorted()) }
        }
    }

    func testMergeOfLongRowsMatchesTermByTermAddition() {
        var a = Terms(sorted: (0..<40).map { Terms.Term(symbol: 2 * $0, coefficient: 1) })
        let b = Terms(sorted: (0..<40).map { Terms.Term(symbol: $0, coefficient: 1) })
        XCTAssertFalse(a.isSorted, "40 terms are past the index threshold")
        var created = 0, removed = 0
        a.add(b, times: -1, epsilon: 1e-9) { _, change in if change > 0 { created += 1 } else { removed += 1 } }
        // Even symbols below 40 cancel (20 removed); odd ones below 40 appear with -1 (20 created).
        XCTAssertEqual(removed, 20)
        XCTAssertEqual(created, 20)
        XCTAssertEqual(a.count, 40)
        XCTAssertNil(a[10])
        XCTAssertEqual(a[11], -1)
        XCTAssertEqual(a[42], 1)
    }

    func testSolvedRowKeepsEveryTermAndTheFormerBasicSymbol() {
        for length in [3, 60] {
            var row = Row(constant: 6)
            for s in 0..<length { row.terms[s + 10] = Double(s + 1) }
            // basic(5) = 6 + Σ (s+1)·x_{s+10}; solve for x_10 (coefficient 1).
            let solved = row.solved(for: 10, formerBasic: 5)
            XCTAssertEqual(solved.constant, -6)
            XCTAssertEqual(solved.terms[5], 1)
            XCTAssertNil(solved.terms[10])
            XCTAssertEqual(solved.terms[11], -2)
            XCTAssertEqual(solved.terms.count, length)
            if solved.terms.isSorted { XCTAssertEqual(solved.terms.keys, solved.terms.keys.sorted()) }
        }
    }

    func testPositionIndexMatchesADictionaryUnderInsertsAndBackwardShiftDeletes() {
        var generator = SystemRandomNumberGenerator()
        var index = PositionIndex(minimumCapacity: 4)
        var model: [Int: Int] = [:]
        for step in 0..<20_000 {
            // Keys from a small range collide and wrap around the table often.
            let key = Int.random(in: 0..<(step < 10_000 ? 3_000 : 300), using: &generator)
            if Bool.random(using: &generator) {
                index.set(key, step)
                model[key] = step
            } else {
                index.remove(key)
                model[key] = nil
            }
            XCTAssertEqual(index.count, model.count)
            if step % 997 == 0 {
                for probe in 0..<3_000 { XCTAssertEqual(index[probe], model[probe], "key \(probe) at step \(step)") }
            }
        }
        for probe in 0..<3_000 { XCTAssertEqual(index[probe], model[probe]) }
    }
}
