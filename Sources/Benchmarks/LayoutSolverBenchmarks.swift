import Foundation
import LayoutSolver

/// The constraint solver on a chain of n views in a container (issue 14), the same system as
/// scripts/kiwi_chain.py builds for kiwisolver:
///   containerLeft = 0; left_0 = containerLeft + 8; left_{i+1} = left_i + width_i + 8;
///   width_i ≥ 20; width_i = 100 @250; width_i = width_{i-1} for odd i;
///   left_{n-1} + width_{n-1} = containerRight − 8 @750; containerRight edited @999.
/// Build + solve, then 100 window resizes: a drag of the right edge in 8-point steps from 392 points
/// narrower than the natural width (108n + 8) to 400 points wider (it crosses the natural width,
/// where every width sits exactly at 100 — a fully degenerate vertex).
@MainActor
enum LayoutSolverBenchmarks {
    struct Chain {
        let solver: SimplexSolver
        let containerRight: Variable
        let lefts: [Variable]
        let widths: [Variable]
        let natural: Double
    }

    static func buildChain(_ n: Int) -> Chain {
        let solver = SimplexSolver()
        let containerLeft = solver.makeVariable("containerLeft")
        let containerRight = solver.makeVariable("containerRight")
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for _ in 0..<n {
            lefts.append(solver.makeVariable())
            widths.append(solver.makeVariable())
        }
        func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
        do {
            try solver.add(v(containerLeft), .equal)
            for i in 0..<n {
                let leading = i == 0 ? v(containerLeft) : v(lefts[i - 1]) + v(widths[i - 1])
                try solver.add(v(lefts[i]), .equal, leading + 8)
                try solver.add(v(widths[i]) - 20, .greaterThanOrEqual)
                try solver.add(v(widths[i]) - 100, .equal, priority: 250)
                if i % 2 == 1 { try solver.add(v(widths[i]), .equal, v(widths[i - 1])) }
            }
            try solver.add(v(lefts[n - 1]) + v(widths[n - 1]), .equal, v(containerRight) - 8, priority: 750)
            let natural = Double(108 * n + 8)
            try solver.addEditVariable(containerRight, priority: 999)
            try solver.suggestValue(natural, for: containerRight)
            return Chain(solver: solver, containerRight: containerRight, lefts: lefts, widths: widths, natural: natural)
        } catch {
            fatalError("solver-chain: the benchmark system was rejected: \(error)")
        }
    }

    /// One chain of 1,000 built and solved, timed once (for instruction counts).
    static func buildOnce() {
        _ = buildChain(100)
        let start = ContinuousClock.now
        let chain = buildChain(1_000)
        let elapsed = (ContinuousClock.now - start).components
        Measure.report("n = 1000, once: build + solve", Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15, unit: "ms")
        _ = readAll(chain)
        resizeHundredTimes(chain)
    }

    /// One chain of 10,000 built and solved, then resized 100 times (callgrind:
    /// `--toggle-collect='*buildChain*'` and `'*resizeHundredTimes*'`), to compare the work per
    /// view with `solver-chain-once`'s chain of 1,000.
    static func buildOnceTenThousand() {
        let start = ContinuousClock.now
        let chain = buildChain(10_000)
        let elapsed = (ContinuousClock.now - start).components
        Measure.report("n = 10000, once: build + solve", Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15, unit: "ms")
        _ = readAll(chain)
        resizeHundredTimes(chain)
    }

    /// The 100 resizes of `measure`, each followed by reading every frame edge.
    @inline(never)
    static func resizeHundredTimes(_ chain: Chain) {
        var total = 0.0
        for k in 1...100 {
            try? chain.solver.suggestValue(resizeValue(chain.natural, step: k), for: chain.containerRight)
            total += readAll(chain)
        }
        if total.isNaN { print("    NaN") }
    }

    static func resizeValue(_ natural: Double, step k: Int) -> Double {
        natural - 400 + 8 * Double(k)
    }

    /// Reads every frame edge, as a layout pass would.
    static func readAll(_ chain: Chain) -> Double {
        var total = 0.0
        for i in chain.lefts.indices {
            total += chain.solver.value(of: chain.lefts[i]) + chain.solver.value(of: chain.widths[i])
        }
        return total
    }

    static func run() {
        for n in [100, 1_000, 10_000] {
            let (build, resize, chain) = measure(n, rounds: n >= 10_000 ? 3 : 5)
            let right = chain.solver.value(of: chain.lefts[n - 1]) + chain.solver.value(of: chain.widths[n - 1])
            let expected = resizeValue(chain.natural, step: 100) - 8
            Measure.report("n = \(n): build + solve", build, unit: "ms", goal: n == 1_000 ? "≤ 5 ms" : nil)
            Measure.report("n = \(n): resize (suggest + read all frames)", resize, unit: "ms",
                           goal: n == 1_000 ? "≤ 1 ms" : nil)
            print("    check: right edge \(right), expected \(expected)")
            let (bytes, constraints) = memory(n)
            Measure.report("n = \(n): memory per constraint (heap growth / \(constraints) constraints)",
                           Double(bytes) / Double(constraints), unit: "bytes")
        }
    }

    /// Heap growth for building and solving one chain (after a resize across the natural width).
    static func memory(_ n: Int) -> (bytes: Int, constraints: Int) {
        let before = Measure.heapBytes()
        let chain = buildChain(n)
        for k in 1...100 { try? chain.solver.suggestValue(resizeValue(chain.natural, step: k), for: chain.containerRight) }
        let after = Measure.heapBytes()
        return withExtendedLifetime(chain) { (after - before, chain.solver.constraintCount) }
    }

    /// Median milliseconds for build + solve and per resize, over `rounds` fresh chains.
    static func measure(_ n: Int, rounds: Int) -> (build: Double, resize: Double, chain: Chain) {
        let clock = ContinuousClock()
        var builds: [Double] = []
        var resizes: [Double] = []
        var last: Chain?
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        let warmUp = 1
        for round in 0..<(rounds + warmUp) {
            var chain: Chain?
            let build = clock.measure {
                chain = buildChain(n)
                _ = readAll(chain!)
            }
            let resize = clock.measure {
                for k in 1...100 {
                    try? chain!.solver.suggestValue(resizeValue(chain!.natural, step: k), for: chain!.containerRight)
                    _ = readAll(chain!)
                }
            }
            if round >= warmUp { builds.append(ms(build)); resizes.append(ms(resize) / 100) }
            last = chain
        }
        builds.sort()
        resizes.sort()
        return (builds[builds.count / 2], resizes[resizes.count / 2], last!)
    }
}
