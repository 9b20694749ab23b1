/// Solves one small independent set of constraints from scratch on flat arrays, without the
/// incremental tableau: the candidate fast path for a component that was added in one batch and
/// never edited (a card of `Benchmarks autolayout-cards`: 24 variables, 29 constraints).
///
/// Same model as `SimplexSolver` (`expression (==|<=|>=) 0`, priorities 0 < p ≤ 1000, optional
/// errors weighted lexicographically by priority, two-sided equalities). Two steps:
/// 1. Gauss–Jordan over the external variables, constraint by constraint: each constraint that
///    still mentions an unsolved variable defines it (its largest coefficient; the later
///    variable among equal ones), and that variable is eliminated from every other row. Only
///    the rows that mention no variable any more are left for the simplex ("restricted" rows,
///    a handful per card: the constraints that close a loop).
/// 2. A primal simplex on the restricted rows over slacks and errors (all ≥ 0), started from
///    each row's own slack or error where that is feasible, with an artificial column (weighted
///    at a level above every priority) where it is not, and Bland's rule.
///
/// It answers only when the answer is the one every exact solver gives: `solve` returns false —
/// and the caller keeps the incremental solver for the component — when the required
/// constraints conflict (the incremental solver names the conflict), when the optimum is not
/// unique (a variable left free, or a non-basic column with zero reduced cost at every level:
/// the incremental solver's choice among ties depends on its pivot history), or when an
/// artificial stays basic. A unique optimum is the incremental solver's optimum too.
package final class DenseComponentSolver {
    /// One component's constraints in flat arrays; variables are local indices `0..<variableCount`.
    package struct System {
        package var variableCount = 0
        /// Constraint `i`'s terms are `termStart[i]..<termStart[i + 1]` of `columns`/`coefficients`.
        package var termStart: [Int] = [0]
        package var columns: [Int] = []
        package var coefficients: [Double] = []
        package var constants: [Double] = []
        package var relations: [Relation] = []
        package var priorities: [Float] = []
        /// A two-sided equality's priority below (its negative violation), else `priorities[i]`.
        package var secondPriorities: [Float] = []

        package init() {}

        package var constraintCount: Int { constants.count }

        package mutating func removeAll() {
            variableCount = 0
            termStart.removeAll(keepingCapacity: true)
            termStart.append(0)
            columns.removeAll(keepingCapacity: true)
            coefficients.removeAll(keepingCapacity: true)
            constants.removeAll(keepingCapacity: true)
            relations.removeAll(keepingCapacity: true)
            priorities.removeAll(keepingCapacity: true)
            secondPriorities.removeAll(keepingCapacity: true)
        }

        /// Appends one term of the constraint being built (`close` ends it).
        package mutating func appendTerm(_ column: Int, _ coefficient: Double) {
            columns.append(column)
            coefficients.append(coefficient)
        }

        /// Ends the constraint whose terms were appended since the last one.
        package mutating func close(constant: Double, _ relation: Relation, priority: Float, below: Float?) {
            termStart.append(columns.count)
            constants.append(constant)
            relations.append(relation)
            priorities.append(priority)
            secondPriorities.append(below ?? priority)
        }

        /// Appends `Σ coefficient · local + constant (relation) 0`.
        package mutating func append(_ terms: some Sequence<(Int, Double)>, constant: Double, _ relation: Relation,
                                     priority: Float = 1000, below: Float? = nil) {
            for (column, coefficient) in terms {
                columns.append(column)
                coefficients.append(coefficient)
            }
            termStart.append(columns.count)
            constants.append(constant)
            relations.append(relation)
            priorities.append(priority)
            secondPriorities.append(below ?? priority)
        }
    }

    static let epsilon = 1e-9

    // Scratch kept between solves (no allocation per component once grown).
    @exclusivity(unchecked) private var matrixStorage = ScratchBuffer<Double>()
    @exclusivity(unchecked) private var tableauStorage = ScratchBuffer<Double>()
    @exclusivity(unchecked) private var reducedStorage = ScratchBuffer<Double>()
    @exclusivity(unchecked) private var auxValueStorage = ScratchBuffer<Double>()
    @exclusivity(unchecked) private var rowBasicStorage = ScratchBuffer<Int>()
    @exclusivity(unchecked) private var columnBasicStorage = ScratchBuffer<Bool>()
    @exclusivity(unchecked) private var auxRowStorage = ScratchBuffer<Int>()
    @exclusivity(unchecked) private var nonZeroStorage = ScratchBuffer<Int>()
    @exclusivity(unchecked) private var basicStorage = ScratchBuffer<Int>()
    @exclusivity(unchecked) private var restrictedStorage = ScratchBuffer<Int>()
    /// Aux columns: the column's priority level index (-1: a slack, weightless).
    @exclusivity(unchecked) private var auxLevelStorage = ScratchBuffer<Int>()
    @exclusivity(unchecked) private var auxStartStorage = ScratchBuffer<Int>()
    /// Per variable, the rows that may mention it (bit i: row i), for components of ≤ 64 rows.
    @exclusivity(unchecked) private var columnRowStorage = ScratchBuffer<UInt64>()
    /// Priority levels in the order first met (a handful).
    @exclusivity(unchecked) private var levels: [Float] = []

    package init() {}

    deinit {
        matrixStorage.free(); tableauStorage.free(); reducedStorage.free(); auxValueStorage.free()
        rowBasicStorage.free(); columnBasicStorage.free(); auxRowStorage.free(); nonZeroStorage.free()
        basicStorage.free(); restrictedStorage.free(); auxLevelStorage.free(); auxStartStorage.free()
        columnRowStorage.free()
    }

    /// Writes the unique optimum's value of every variable into `values` (resized to
    /// `system.variableCount`) and returns true, or returns false (values unspecified) when the
    /// incremental solver must decide: a conflict, ties, or a numerical corner.
    package func solve(_ system: System, into values: inout [Double]) -> Bool {
        let n = system.variableCount
        let m = system.constraintCount
        let eps = Self.epsilon
        // Aux columns: a required inequality's slack; an optional equality's errors above and
        // below; an optional inequality's slack and error.
        levels.removeAll(keepingCapacity: true)
        let auxStart = auxStartStorage.reset(m + 1, to: 0)
        let auxLevel = auxLevelStorage.reset(2 * m, to: -1)
        var aux = 0
        for i in 0..<m {
            auxStart[i] = aux
            let priority = system.priorities[i]
            guard priority < 1000 else {
                if system.relations[i] != .equal { aux += 1 }
                continue
            }
            if system.relations[i] == .equal {
                auxLevel[aux] = levelIndex(priority)
                auxLevel[aux + 1] = levelIndex(system.secondPriorities[i])
            } else {
                auxLevel[aux + 1] = levelIndex(priority)
            }
            aux += 2
        }
        auxStart[m] = aux
        let width = n + aux + 1
        let constant = width - 1
        let matrix = matrixStorage.reset(m * width, to: 0)
        // Which rows mention a variable, so that eliminating it visits only those (a bit per
        // row; a bit may outlive its coefficient when a subtraction cancels it exactly).
        let masked = m <= 64
        let columnRows = columnRowStorage.reset(n, to: masked ? 0 : ~0)
        // Row i: Σ a·x + c − s (+ e) = 0 for `≥` (a `≤` row negated first), and
        // Σ a·x + c − e⁺ + e⁻ = 0 for an optional equality (expression = e⁺ − e⁻).
        system.columns.withUnsafeBufferPointer { columns in
            system.coefficients.withUnsafeBufferPointer { coefficients in
                for i in 0..<m {
                    let sign: Double = system.relations[i] == .lessThanOrEqual ? -1 : 1
                    let row = matrix + i * width
                    for t in system.termStart[i]..<system.termStart[i + 1] {
                        row[columns[t]] += sign * coefficients[t]
                        if masked { columnRows[columns[t]] |= 1 << UInt64(i) }
                    }
                    row[constant] = sign * system.constants[i]
                    let first = auxStart[i]
                    if auxStart[i + 1] > first {
                        row[n + first] = -1
                        if auxStart[i + 1] > first + 1 { row[n + first + 1] = 1 }
                    }
                }
            }
        }

        // 1. Gauss–Jordan over the variables.
        let rowBasic = rowBasicStorage.reset(m, to: -1)
        let columnBasic = columnBasicStorage.reset(n, to: false)
        let nonZero = nonZeroStorage.reset(width, to: 0)
        let restricted = restrictedStorage.reset(m, to: 0)
        var p = 0
        for i in 0..<m {
            let row = matrix + i * width
            var count = 0
            var pivot = -1
            var best = 0.0
            for j in 0..<width where row[j] != 0 {
                let a = row[j]
                if abs(a) < eps { row[j] = 0; continue }
                nonZero[count] = j
                count += 1
                if j < n, abs(a) >= best { pivot = j; best = abs(a) }
            }
            guard pivot >= 0 else { restricted[p] = i; p += 1; continue }
            let scale = 1 / row[pivot]
            for t in 0..<count { row[nonZero[t]] *= scale }
            row[pivot] = 1
            rowBasic[i] = pivot
            columnBasic[pivot] = true
            var rows = columnRows[pivot]
            if masked {
                rows &= ~(1 << UInt64(i))
                columnRows[pivot] = 1 << UInt64(i)
            }
            var k = -1
            while true {
                if masked {
                    if rows == 0 { break }
                    k = rows.trailingZeroBitCount
                    rows &= rows - 1
                } else {
                    k += 1
                    if k == m { break }
                    if k == i { continue }
                }
                let other = matrix + k * width
                let f = other[pivot]
                if f == 0 { continue }
                for t in 0..<count {
                    let j = nonZero[t]
                    other[j] -= f * row[j]
                    if masked, j < n { columnRows[j] |= 1 << UInt64(k) }
                }
                other[pivot] = 0
            }
        }
        // A variable that no row defines but a definition mentions is free: ties.
        for j in 0..<n where !columnBasic[j] {
            for i in 0..<m where abs(matrix[i * width + j]) >= eps { return false }
        }

        // 2. The simplex over the restricted rows. Tableau columns: aux, one artificial per
        // row, the constant; rows read `basic + Σ a·y = β` with β ≥ 0.
        let tw = aux + p + 1
        let tc = tw - 1
        let tableau = tableauStorage.reset(max(p, 1) * tw, to: 0)
        let basics = basicStorage.reset(max(p, 1), to: -1)
        let auxRow = auxRowStorage.reset(tc, to: -1)
        var rowCount = 0
        for index in 0..<p {
            let i = restricted[index]
            let source = matrix + i * width
            let row = tableau + rowCount * tw
            for j in 0..<aux { row[j] = source[n + j] }
            row[tc] = -source[constant]
            // Earlier rows' basic columns leave this row (its own slack or errors are in no
            // other row, so they stay as they were).
            for q in 0..<rowCount {
                let b = basics[q]
                let f = row[b]
                if f == 0 { continue }
                let earlier = tableau + q * tw
                for j in 0..<tw where earlier[j] != 0 { row[j] -= f * earlier[j] }
                row[b] = 0
            }
            var any = false
            for j in 0..<aux {
                if abs(row[j]) < eps { row[j] = 0 } else { any = true }
            }
            let beta = row[tc]
            if !any {
                if abs(beta) >= 1e-7 { return false }    // required constraints in conflict
                row[tc] = 0
                continue                                  // redundant
            }
            let first = auxStart[i], own = auxStart[i + 1] - first
            var basic: Int
            var degenerate = false
            if own == 2 {
                basic = beta <= 0 ? first : first + 1        // e⁺ or slack (−1), e⁻ or error (+1)
            } else if own == 1, beta <= eps {
                basic = first                                 // a required inequality's slack
                if beta > 0 { row[tc] = 0 }
            } else if own == 0, abs(beta) < eps {
                // Holds already: any column of the row can be basic without moving a constant.
                row[tc] = 0
                basic = 0
                while row[basic] == 0 { basic += 1 }
                degenerate = true
            } else {
                basic = aux + rowCount
                row[basic] = beta > 0 ? 1 : -1
            }
            let scale = 1 / row[basic]
            for j in 0..<tw where row[j] != 0 { row[j] *= scale }
            row[basic] = 1
            if row[tc] < 0 { row[tc] = 0 }    // −0 or rounding
            basics[rowCount] = basic
            auxRow[basic] = rowCount
            rowCount += 1
            if degenerate {
                // β = 0: the earlier rows keep their constants.
                eliminate(tableau, column: basic, row: rowCount - 1, rows: rowCount - 1, width: tw)
            }
        }

        // Reduced costs per level (level 0: the artificials).
        let levelCount = levels.count + 1
        let reduced = reducedStorage.reset(levelCount * tc, to: 0)
        for j in 0..<aux where auxLevel[j] >= 0 { reduced[(auxLevel[j] + 1) * tc + j] = 1 }
        for j in aux..<(aux + rowCount) { reduced[j] = 1 }
        for q in 0..<rowCount {
            let basic = basics[q]
            // A basic slack costs nothing; an error at its level; an artificial at level 0.
            if basic < aux && auxLevel[basic] < 0 { continue }
            let level = basic < aux ? auxLevel[basic] + 1 : 0
            let row = tableau + q * tw
            let target = reduced + level * tc
            for j in 0..<tc where row[j] != 0 { target[j] -= row[j] }
            target[basic] = 0
        }

        var iterations = 0
        while true {
            iterations += 1
            if iterations > 8 * (tc + 4) { return false }
            // Bland: the smallest column whose reduced cost is negative.
            var entering = -1
            for j in 0..<aux where auxRow[j] < 0 {
                if sign(reduced, column: j, levels: levelCount, width: tc) < 0 { entering = j; break }
            }
            guard entering >= 0 else { break }
            var leaving = -1
            var ratio = 0.0
            for q in 0..<rowCount {
                let a = tableau[q * tw + entering]
                guard a > eps else { continue }
                let r = tableau[q * tw + tc] / a
                if leaving < 0 || r < ratio - eps || (abs(r - ratio) <= eps && basics[q] < basics[leaving]) {
                    leaving = q
                    ratio = r
                }
            }
            guard leaving >= 0 else { return false }
            let row = tableau + leaving * tw
            let scale = 1 / row[entering]
            for j in 0..<tw where row[j] != 0 { row[j] *= scale }
            row[entering] = 1
            eliminate(tableau, column: entering, row: leaving, rows: rowCount, width: tw)
            for level in 0..<levelCount {
                let target = reduced + level * tc
                let f = target[entering]
                if f == 0 { continue }
                for j in 0..<tc where row[j] != 0 { target[j] -= f * row[j] }
                target[entering] = 0
            }
            auxRow[basics[leaving]] = -1
            basics[leaving] = entering
            auxRow[entering] = leaving
        }
        // An artificial still basic: a conflict (β > 0) or a degenerate corner.
        for q in 0..<rowCount where basics[q] >= aux { return false }
        // Unique: every non-basic column costs something at some level.
        for j in 0..<aux where auxRow[j] < 0 {
            if sign(reduced, column: j, levels: levelCount, width: tc) <= 0 { return false }
        }

        let auxValues = auxValueStorage.reset(aux, to: 0)
        for q in 0..<rowCount { auxValues[basics[q]] = tableau[q * tw + tc] }
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: n))
        for i in 0..<m {
            let x = rowBasic[i]
            guard x >= 0 else { continue }
            let row = matrix + i * width + n
            var total = row[aux]
            for q in 0..<rowCount {
                let j = basics[q]
                if row[j] != 0 { total += row[j] * auxValues[j] }
            }
            values[x] = -total
        }
        return true
    }

    private func levelIndex(_ priority: Float) -> Int {
        // Descending: level 0 is the highest priority (the artificials sit above at -1 + 1).
        if let index = levels.firstIndex(of: priority) { return index }
        levels.append(priority)
        return levels.count - 1
    }

    /// Levels are kept in the order first met; the sign compares them from the highest priority.
    private func sign(_ reduced: UnsafeMutablePointer<Double>, column j: Int, levels levelCount: Int, width tc: Int) -> Int {
        let artificial = reduced[j]
        if artificial < -Self.epsilon { return -1 }
        if artificial > Self.epsilon { return 1 }
        var bestLevel: Float = -1
        var result = 0
        for level in 1..<levelCount {
            let d = reduced[level * tc + j]
            guard abs(d) > Self.epsilon, levels[level - 1] > bestLevel else { continue }
            bestLevel = levels[level - 1]
            result = d < 0 ? -1 : 1
        }
        return result
    }

    /// Subtracts multiples of `row` (basic in `column`) from every other of the first `rows` rows.
    private func eliminate(_ tableau: UnsafeMutablePointer<Double>, column: Int, row: Int, rows: Int, width tw: Int) {
        let source = tableau + row * tw
        for other in 0..<rows where other != row {
            let target = tableau + other * tw
            let f = target[column]
            if f == 0 { continue }
            for j in 0..<tw where source[j] != 0 { target[j] -= f * source[j] }
            target[column] = 0
        }
    }
}
