// The chain system of `Benchmarks solver-chain` (Sources/Benchmarks/LayoutSolverBenchmarks.swift)
// on the solver alone, for instruction and cache counts without building UIKit:
//   swiftc -O -wmo -parse-as-library -module-name LayoutSolver -package-name OpenUIKit \
//       Sources/LayoutSolver/*.swift scripts/solver-chain-driver.swift -o /tmp/solver-chain-driver
//   /tmp/solver-chain-driver N ROUNDS   # build + solve a chain of N, then 100 resizes, ROUNDS times
//   valgrind --tool=callgrind --cache-sim=yes --LL=1048576,16,64 /tmp/solver-chain-driver 10000 1
// (then `callgrind_annotate --inclusive=yes` for `buildChain` and `resizeHundredTimes`). Prints
// medians of wall-clock and thread CPU time, and a checksum of every value read (equal
// checksums: the same values).
import Foundation

struct Chain {
    let solver: SimplexSolver
    let containerRight: Variable
    let lefts: [Variable]
    let widths: [Variable]
    let natural: Double
}

@inline(never)
func buildChain(_ n: Int) -> Chain {
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
        _ = try solver.add(v(containerLeft), .equal)
        for i in 0..<n {
            let leading: LinearExpression = i == 0 ? v(containerLeft) : v(lefts[i - 1]) + v(widths[i - 1])
            _ = try solver.add(v(lefts[i]), .equal, leading + 8)
            _ = try solver.add(v(widths[i]) - 20, .greaterThanOrEqual)
            _ = try solver.add(v(widths[i]) - 100, .equal, priority: 250)
            if i % 2 == 1 { _ = try solver.add(v(widths[i]), .equal, v(widths[i - 1])) }
        }
        let lastRight: LinearExpression = v(lefts[n - 1]) + v(widths[n - 1])
        let rightEdge: LinearExpression = v(containerRight) - 8
        _ = try solver.add(lastRight, .equal, rightEdge, priority: 750)
        let natural = Double(108 * n + 8)
        try solver.addEditVariable(containerRight, priority: 999)
        try solver.suggestValue(natural, for: containerRight)
        return Chain(solver: solver, containerRight: containerRight, lefts: lefts, widths: widths, natural: natural)
    } catch { fatalError("\(error)") }
}

func resizeValue(_ natural: Double, step k: Int) -> Double { natural - 400 + 8 * Double(k) }

@inline(never)
func readAll(_ chain: Chain) -> Double {
    var total = 0.0
    for i in chain.lefts.indices {
        total += chain.solver.value(of: chain.lefts[i]) + chain.solver.value(of: chain.widths[i])
    }
    return total
}

@inline(never)
func resizeHundredTimes(_ chain: Chain) -> Double {
    var total = 0.0
    for k in 1...100 {
        try? chain.solver.suggestValue(resizeValue(chain.natural, step: k), for: chain.containerRight)
        total += readAll(chain)
    }
    return total
}

@main
enum SolverChainDriver {
    static func main() {
        let args = CommandLine.arguments
        let n = args.count > 1 ? Int(args[1])! : 1000
        let rounds = args.count > 2 ? Int(args[2])! : 1
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        func cpuMs() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
        }
        var builds: [Double] = [], resizes: [Double] = []
        var cpuBuilds: [Double] = [], cpuResizes: [Double] = []
        var checksum = 0.0
        for _ in 0..<rounds {
            var chain: Chain?
            let c0 = cpuMs()
            let b = clock.measure { chain = buildChain(n); checksum += readAll(chain!) }
            let c1 = cpuMs()
            let r = clock.measure { checksum += resizeHundredTimes(chain!) }
            let c2 = cpuMs()
            cpuBuilds.append(c1 - c0); cpuResizes.append((c2 - c1) / 100)
            builds.append(ms(b)); resizes.append(ms(r) / 100)
        }
        builds.sort(); resizes.sort(); cpuBuilds.sort(); cpuResizes.sort()
        print("n=\(n) build \(builds[builds.count/2]) ms resize \(resizes[resizes.count/2]) ms; thread CPU: build \(cpuBuilds[cpuBuilds.count/2]) ms resize \(cpuResizes[cpuResizes.count/2]) ms; checksum \(checksum)")
    }
}
