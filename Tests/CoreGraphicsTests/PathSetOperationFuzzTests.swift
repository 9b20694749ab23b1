import XCTest
import CoreGraphics

/// Seeded fuzz of the set operations over random polygons (self-intersecting, with shared and
/// collinear vertices from a coarse lattice, and several subpaths): at random points away from
/// the edges, each result must be filled, under both rules, exactly where the operation of the
/// operands' `contains` says. The suite runs a short pass; `scripts/fuzz-path-operations.sh`
/// runs a long one (`OPENUIKIT_PATHOPS_FUZZ_ITERATIONS`, `OPENUIKIT_PATHOPS_FUZZ_SEED`).
final class PathSetOperationFuzzTests: XCTestCase {
    private typealias Operation = (name: String, apply: (CGPath, CGPath, CGPathFillRule) -> CGPath, keeps: (Bool, Bool) -> Bool)

    private let operations: [Operation] = [
        ("union", { $0.union($1, using: $2) }, { $0 || $1 }),
        ("intersection", { $0.intersection($1, using: $2) }, { $0 && $1 }),
        ("subtracting", { $0.subtracting($1, using: $2) }, { $0 && !$1 }),
        ("symmetricDifference", { $0.symmetricDifference($1, using: $2) }, { $0 != $1 }),
        ("normalized", { a, _, rule in a.normalized(using: rule) }, { a, _ in a }),
    ]

    func testRandomPolygonsMatchTheOperandsContainment() {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["OPENUIKIT_PATHOPS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 12
        let seed = environment["OPENUIKIT_PATHOPS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
        var generator = SplitMix64(seed: seed)
        var failures = 0
        for iteration in 0..<iterations {
            let first = randomPolygons(count: iteration % 3 == 0 ? 2 : 1, using: &generator)
            let second = randomPolygons(count: 1, using: &generator)
            let rule: CGPathFillRule = iteration % 2 == 0 ? .winding : .evenOdd
            for operation in operations {
                let result = operation.apply(first, second, rule)
                var checked = 0
                while checked < 25 {
                    let p = CGPoint(x: CGFloat.random(in: -1...21, using: &generator),
                                    y: CGFloat.random(in: -1...21, using: &generator))
                    // Cairo's containment is exact to 1/256 only: stay clear of every edge.
                    guard PathGeometry.distanceToEdges(p, first) > 0.01,
                          PathGeometry.distanceToEdges(p, second) > 0.01 else { continue }
                    checked += 1
                    let expected = operation.keeps(first.contains(p, using: rule), second.contains(p, using: rule))
                    for resultRule in [CGPathFillRule.winding, .evenOdd] where result.contains(p, using: resultRule) != expected {
                        failures += 1
                        if failures <= 5 {
                            XCTFail("seed \(seed) iteration \(iteration) \(operation.name) rule \(rule) at \(p): expected \(expected) under \(resultRule)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures, 0)
    }

    /// Polygons of 3–9 vertices on a lattice of 0…20 (a skewed one every other time, so that
    /// both exact and inexact crossings occur).
    private func randomPolygons(count: Int, using generator: inout SplitMix64) -> CGPath {
        let path = CGMutablePath()
        let skew = CGFloat.random(in: 0...1, using: &generator) < 0.5 ? 0 : 0.37
        for _ in 0..<count {
            let n = Int.random(in: 3...9, using: &generator)
            path.addLines(between: (0..<n).map { _ in
                let x = CGFloat(Int.random(in: 0...20, using: &generator))
                let y = CGFloat(Int.random(in: 0...20, using: &generator))
                return CGPoint(x: x + skew * y / 20, y: y)
            })
            path.closeSubpath()
        }
        return path
    }
}
