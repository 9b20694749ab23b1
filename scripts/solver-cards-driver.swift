// The solver calls the Auto Layout engine makes for `Benchmarks autolayout-activate-once` (20,
// then 1,000 cards: see Sources/Benchmarks/AutoLayoutBenchmarks.swift), in the engine's order, on
// the solver alone — each item's four variables made when a constraint first mentions it, a
// label's or button's content size pair when its item is made, the 19 anchor constraints of a
// card written in their container's coordinates, the frame constraints of the frame-positioned
// cards in the first layout pass — then `takeChangedVariables()` and every value read, as the
// first layout pass does. Intrinsic sizes are stand-ins (the values do not change the path).
// For instruction counts of solver changes without a release build of UIKit:
//   swiftc -O -wmo -parse-as-library -module-name LayoutSolver -package-name OpenUIKit \
//       -Xfrontend -disable-llvm-merge-functions-pass \
//       Sources/LayoutSolver/*.swift scripts/solver-cards-driver.swift -o /tmp/solver-cards-driver
//   valgrind --tool=callgrind --toggle-collect='*buildCards*' --toggle-collect='*readCards*' /tmp/solver-cards-driver
// then `callgrind_annotate --inclusive=yes`: `c01`…`c23` are the card's solver constraints in
// order (c20–c23 the frame constraints), `cts` the content size pairs (merging of identical
// functions is turned off so that each keeps its own name). Prints a checksum of the values.
// Variants (environment variables), for weighing changes to the engine's order and structure:
//   CARDS_EAGER_FRAMES=1  a card's frame constraints made right after its items, before its
//                         anchor constraints (instead of in the first layout pass);
//   CARDS_SPLIT=1         each card in a solver of its own (1,020 solvers: the partition into
//                         independent subsystems alone, with the same algorithm);
//   CARDS_DISCARD=1       `discardChangedVariables()` instead of `takeChangedVariables()`
//                         before the values are read (what the engine's first pass does now);
//   CARDS_DEFER=1         the anchor constraints and content pairs added in one deferred batch
//                         (`beginDeferredBatch()` … `endDeferredBatch()`): each card solved
//                         densely and held; the frame constraints, a second batch in the first
//                         layout pass, hand the cards over to the tableau (with
//                         CARDS_EAGER_FRAMES=1 they are in the first batch and nothing is
//                         handed over). CARDS_CHANGE=1 then changes one card's label width
//                         (a content pair's constant: a handover, then the ordinary path).
//   CARDS_DENSE=1         each card's constraints (frame constraints included) collected in a
//                         `DenseComponentSolver.System` and solved by it (`denseCards`), no
//                         incremental tableau: the candidate path for components added in one
//                         batch and never edited. Same expressions, same checksum.
import Foundation

struct Item { let x: Variable, y: Variable, w: Variable, h: Variable }

@inline(never)
func buildCards(_ solver: SimplexSolver, _ count: Int, offset: Int) -> [Item] {
    func item() -> Item { Item(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(), h: solver.makeVariable()) }
    func e(_ terms: [(Variable, Double)], _ c: Double) -> LinearExpression { LinearExpression(terms, constant: c) }
    func content(_ v: Variable, _ value: Double, hug: Float) { cts(solver, e([(v, 1)], -value), hug) }
    func frames(_ outer: Item, _ i: Int) {
        c20(solver, e([(outer.x, 1)], 0), .equal)
        c21(solver, e([(outer.y, 1)], -Double((i + offset) * 100)), .equal)
        c22(solver, e([(outer.w, 1)], -320), .equal)
        c23(solver, e([(outer.h, 1)], -100), .equal)
    }
    var outers: [Item] = []
    var all: [Item] = []
    if deferAdds { solver.beginDeferredBatch() }
    for i in 0..<count {
        let inner = item(), outer = item()
        if eagerFrames { frames(outer, i) }
        c01(solver, e([(inner.x, 1)], -8), .equal)
        c02(solver, e([(inner.x, 1), (inner.w, 1), (outer.w, -1)], 8), .equal)
        c03(solver, e([(inner.y, 1)], -8), .equal)
        c04(solver, e([(inner.y, 1), (inner.h, 1), (outer.h, -1)], 8), .equal)
        let image = item()
        c05(solver, e([(image.x, 1)], 0), .equal)
        c06(solver, e([(image.y, 1)], 0), .equal)
        c07(solver, e([(image.w, 1)], -40), .equal)
        c08(solver, e([(image.h, 1), (image.w, -1)], 0), .equal)
        let title = item()
        content(title.w, 40 + Double((offset + i) % 7), hug: 250); content(title.h, 20.5, hug: 250)
        c09(solver, e([(title.x, 1), (image.x, -1), (image.w, -1)], -8), .equal)
        c10(solver, e([(title.y, 1)], 0), .equal)
        c11(solver, e([(title.x, 1), (title.w, 1), (inner.w, -1)], 0), .lessThanOrEqual)
        let subtitle = item()
        content(subtitle.w, 120 + Double((offset + i) % 5), hug: 250); content(subtitle.h, 20.5, hug: 250)
        c12(solver, e([(subtitle.x, 1), (title.x, -1)], 0), .equal)
        c13(solver, e([(subtitle.y, 1), (title.y, -1), (title.h, -1)], -4), .equal)
        c14(solver, e([(subtitle.x, 1), (subtitle.w, 1), (inner.w, -1)], 0), .lessThanOrEqual)
        let button = item()
        content(button.w, 34, hug: 250); content(button.h, 30, hug: 250)
        c15(solver, e([(button.x, 1), (button.w, 1), (inner.w, -1)], 0), .equal)
        c16(solver, e([(button.y, 1), (subtitle.y, -1), (subtitle.h, -1)], -4), .greaterThanOrEqual)
        c17(solver, e([(button.y, 1), (button.h, 1), (inner.h, -1)], 0), .equal)
        c18(solver, e([(button.w, 1)], -60), .equal)
        c19(solver, e([(button.h, 1)], -24), .equal)
        outers.append(outer)
        all += [inner, outer, image, title, subtitle, button]
    }
    if deferAdds { precondition(solver.endDeferredBatch().isEmpty) }
    // The first layout pass: frame constraints of the frame-positioned cards.
    if deferAdds, !eagerFrames { solver.beginDeferredBatch() }
    for (i, outer) in outers.enumerated() where !eagerFrames {
        frames(outer, i)
    }
    if deferAdds, !eagerFrames { precondition(solver.endDeferredBatch().isEmpty) }
    return all
}

@inline(never)
func readCards(_ solver: SimplexSolver, _ items: [Item]) -> Double {
    var total = 0.0
    // Variable ids depend on the order of the calls: the checksum adds only values.
    if discardChanges { solver.discardChangedVariables() } else { _ = solver.takeChangedVariables() }
    for item in items {
        total += solver.value(of: item.x) + solver.value(of: item.y) + solver.value(of: item.w) + solver.value(of: item.h)
    }
    return total
}

/// The same 1,020 cards through `DenseComponentSolver`, one system per card: the expressions
/// are made as in `buildCards` and appended with their variables' local indices (a card's 24
/// variables are consecutive), then solved and every value summed.
@inline(never)
func denseCards(_ count: Int, offset: Int) -> (Double, Int) {
    let solver = DenseComponentSolver()
    var system = DenseComponentSolver.System()
    var values: [Double] = []
    var total = 0.0
    var fallbacks = 0
    var next = 0
    for i in 0..<count {
        system.removeAll()
        let base = next
        func item() -> Item {
            defer { next += 4 }
            return Item(x: Variable(id: next), y: Variable(id: next + 1), w: Variable(id: next + 2), h: Variable(id: next + 3))
        }
        func add(_ e: LinearExpression, _ r: Relation, priority: Float = 1000, below: Float? = nil) {
            system.append(e.terms.lazy.map { ($0.variable.id - base, $0.coefficient) }, constant: e.constant, r,
                          priority: priority, below: below)
        }
        func e(_ terms: [(Variable, Double)], _ c: Double) -> LinearExpression { LinearExpression(terms, constant: c) }
        func content(_ v: Variable, _ value: Double, hug: Float) { add(e([(v, 1)], -value), .equal, priority: hug, below: 750) }
        let inner = item(), outer = item()
        add(e([(inner.x, 1)], -8), .equal)
        add(e([(inner.x, 1), (inner.w, 1), (outer.w, -1)], 8), .equal)
        add(e([(inner.y, 1)], -8), .equal)
        add(e([(inner.y, 1), (inner.h, 1), (outer.h, -1)], 8), .equal)
        let image = item()
        add(e([(image.x, 1)], 0), .equal)
        add(e([(image.y, 1)], 0), .equal)
        add(e([(image.w, 1)], -40), .equal)
        add(e([(image.h, 1), (image.w, -1)], 0), .equal)
        let title = item()
        content(title.w, 40 + Double((offset + i) % 7), hug: 250); content(title.h, 20.5, hug: 250)
        add(e([(title.x, 1), (image.x, -1), (image.w, -1)], -8), .equal)
        add(e([(title.y, 1)], 0), .equal)
        add(e([(title.x, 1), (title.w, 1), (inner.w, -1)], 0), .lessThanOrEqual)
        let subtitle = item()
        content(subtitle.w, 120 + Double((offset + i) % 5), hug: 250); content(subtitle.h, 20.5, hug: 250)
        add(e([(subtitle.x, 1), (title.x, -1)], 0), .equal)
        add(e([(subtitle.y, 1), (title.y, -1), (title.h, -1)], -4), .equal)
        add(e([(subtitle.x, 1), (subtitle.w, 1), (inner.w, -1)], 0), .lessThanOrEqual)
        let button = item()
        content(button.w, 34, hug: 250); content(button.h, 30, hug: 250)
        add(e([(button.x, 1), (button.w, 1), (inner.w, -1)], 0), .equal)
        add(e([(button.y, 1), (subtitle.y, -1), (subtitle.h, -1)], -4), .greaterThanOrEqual)
        add(e([(button.y, 1), (button.h, 1), (inner.h, -1)], 0), .equal)
        add(e([(button.w, 1)], -60), .equal)
        add(e([(button.h, 1)], -24), .equal)
        add(e([(outer.x, 1)], 0), .equal)
        add(e([(outer.y, 1)], -Double((i + offset) * 100)), .equal)
        add(e([(outer.w, 1)], -320), .equal)
        add(e([(outer.h, 1)], -100), .equal)
        system.variableCount = next - base
        if solver.solve(system, into: &values) {
            for v in values { total += v }
        } else {
            fallbacks += 1
        }
    }
    return (total, fallbacks)
}

@main
enum CardsDriver {
    static func main() {
        if dense {
            let (warm, _) = denseCards(20, offset: 0)
            let start = ContinuousClock.now
            let (total, fallbacks) = denseCards(1000, offset: 20)
            print("cards, dense: \(ContinuousClock.now - start), fallbacks \(fallbacks), checksum \(warm + total)")
            return
        }
        if split {
            // The same cards and values (card i keeps its index for its sizes and place).
            var solvers: [SimplexSolver] = []
            var checksum = 0.0
            let start = ContinuousClock.now
            for i in 0..<1020 {
                let solver = SimplexSolver()
                checksum += readCards(solver, buildCards(solver, 1, offset: i))
                solvers.append(solver)
            }
            print("cards, a solver each: \(ContinuousClock.now - start), checksum \(checksum)")
            return
        }
        let solver = SimplexSolver()
        var checksum = readCards(solver, buildCards(solver, 20, offset: 0))
        let start = ContinuousClock.now
        let items = buildCards(solver, 1000, offset: 20)
        checksum += readCards(solver, items)
        if changeOne, let id = lastContent {
            // The first change of a card (a handover when the card is held), then nine more.
            // (Which variables a change reports may differ: the checksum adds every value after.)
            var reported = 0.0
            for round in 0..<10 { reported += changeLabel(solver, id, 50 + Double(round)) }
            var after = 0.0
            for item in items { after += solver.value(of: item.x) + solver.value(of: item.y) + solver.value(of: item.w) + solver.value(of: item.h) }
            print("after the changes: checksum \(after)")
        }
        print("cards: \(ContinuousClock.now - start), constraints \(solver.constraintCount), pivots \(solver.pivotCount), checksum \(checksum)")
    }
}

let eagerFrames = ProcessInfo.processInfo.environment["CARDS_EAGER_FRAMES"] != nil
let split = ProcessInfo.processInfo.environment["CARDS_SPLIT"] != nil
let deferAdds = ProcessInfo.processInfo.environment["CARDS_DEFER"] != nil
let changeOne = ProcessInfo.processInfo.environment["CARDS_CHANGE"] != nil
let dense = ProcessInfo.processInfo.environment["CARDS_DENSE"] != nil
let discardChanges = ProcessInfo.processInfo.environment["CARDS_DISCARD"] != nil

nonisolated(unsafe) var nc01 = 0
@inline(never) func c01(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc01 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc02 = 0
@inline(never) func c02(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc02 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc03 = 0
@inline(never) func c03(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc03 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc04 = 0
@inline(never) func c04(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc04 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc05 = 0
@inline(never) func c05(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc05 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc06 = 0
@inline(never) func c06(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc06 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc07 = 0
@inline(never) func c07(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc07 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc08 = 0
@inline(never) func c08(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc08 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc09 = 0
@inline(never) func c09(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc09 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc10 = 0
@inline(never) func c10(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc10 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc11 = 0
@inline(never) func c11(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc11 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc12 = 0
@inline(never) func c12(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc12 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc13 = 0
@inline(never) func c13(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc13 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc14 = 0
@inline(never) func c14(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc14 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc15 = 0
@inline(never) func c15(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc15 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc16 = 0
@inline(never) func c16(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc16 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc17 = 0
@inline(never) func c17(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc17 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc18 = 0
@inline(never) func c18(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc18 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc19 = 0
@inline(never) func c19(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc19 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc20 = 0
@inline(never) func c20(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc20 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc21 = 0
@inline(never) func c21(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc21 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc22 = 0
@inline(never) func c22(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc22 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
nonisolated(unsafe) var nc23 = 0
@inline(never) func c23(_ s: SimplexSolver, _ e: LinearExpression, _ r: Relation) { nc23 += 1; _ = deferAdds ? try! s.addDeferred(e, r) : try! s.add(e, r) }
@inline(never) func cts(_ s: SimplexSolver, _ e: LinearExpression, _ hug: Float) {
    let id = deferAdds ? try! s.addDeferredTwoSided(e, above: hug, below: 750) : try! s.addTwoSided(e, above: hug, below: 750)
    if lastContent == nil { lastContent = id }
}
nonisolated(unsafe) var lastContent: ConstraintID?

/// One label's new width on a card already solved: a content pair's constant, then the values read.
@inline(never)
func changeLabel(_ solver: SimplexSolver, _ id: ConstraintID, _ width: Double) -> Double {
    try! solver.setConstant(-width, of: id)
    return solver.takeChangedVariables().reduce(0) { $0 + solver.value(of: $1) }
}
