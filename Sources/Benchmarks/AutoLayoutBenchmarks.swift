import Foundation
import LayoutSolver
@_spi(Platform) import UIKit

/// Cards laid out with anchors under one window (issue 14): the whole solve and layout, and
/// the cost of one label change, which must not grow with the number of cards.
/// A view whose intrinsic size switches between two values.
final class SizedView: UIView {
    var wide = false
    override var intrinsicContentSize: CGSize { CGSize(width: wide ? 30 : 10, height: 10) }
    func toggle() {
        wide.toggle()
        invalidateIntrinsicContentSize()
    }
}

@MainActor
enum AutoLayoutBenchmarks {
    struct Card {
        let views: [UIView]
        let constraints: [NSLayoutConstraint]
        let subtitle: UILabel
    }

    /// A card: a frame-positioned container, an inner container 8 points in, an image view,
    /// a title and a subtitle beside it and a button below (6 views, 19 constraints).
    static func makeCard(index: Int, in window: UIView) -> Card {
        let outer = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 320, height: 100))
        let inner = UIView(), image = UIImageView(), title = UILabel(), subtitle = UILabel(), button = UIButton(type: .system)
        for view in [inner, image, title, subtitle, button] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        title.text = "Card \(index)"
        subtitle.text = "Subtitle of card \(index)"
        button.setTitle("Open", for: .normal)
        window.addSubview(outer)
        outer.addSubview(inner)
        for view in [image, title, subtitle, button] as [UIView] { inner.addSubview(view) }
        let constraints = [
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 8),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -8),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 8),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -8),
            image.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            image.topAnchor.constraint(equalTo: inner.topAnchor),
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: inner.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: inner.trailingAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: inner.trailingAnchor),
            button.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
            button.topAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 4),
            button.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
            button.widthAnchor.constraint(equalToConstant: 60),
            button.heightAnchor.constraint(equalToConstant: 24),
        ]
        return Card(views: [outer, inner, image, title, subtitle, button], constraints: constraints, subtitle: subtitle)
    }

    static func makeWindow(cards count: Int) -> (UIWindow, [Card]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100 * CGFloat(count)))
        window.makeKeyAndVisible()
        let cards = (0..<count).map { makeCard(index: $0, in: window) }
        return (window, cards)
    }

    static func run() {
        activation()
        labelChange()
        solverAndMemory()
    }

    /// Activating the cards' constraints, solving and the first layout pass.
    static func activation() {
        // Activation (the engine solves incrementally as constraints arrive) + layout pass. Each
        // round gets its own prepared window; windows are freed after the measurement.
        for count in [100, 1000] {
            var prepared: [(UIWindow, [Card])] = (0..<8).map { _ in makeWindow(cards: count) }
            var finished: [(UIWindow, [Card])] = []
            let full = Measure.nanoseconds(operations: 1) {
                let made = prepared.removeLast()
                for card in made.1 { NSLayoutConstraint.activate(card.constraints) }
                made.0.layoutIfNeeded()
                finished.append(made)
            }
            Measure.report("\(count) cards (\(count * 6) views, \(count * 19) constraints): activate + solve + layout", full / 1e6, unit: "ms",
                           goal: count == 1000 ? "≤ 10 ms" : nil)
            finished.removeAll()
        }

        var layoutOnly: [(UIWindow, [Card])] = (0..<8).map { _ in
            let made = makeWindow(cards: 1000)
            for card in made.1 { NSLayoutConstraint.activate(card.constraints) }
            return made
        }
        var laidOut: [(UIWindow, [Card])] = []
        let pass = Measure.nanoseconds(operations: 1) {
            let made = layoutOnly.removeLast()
            made.0.layoutIfNeeded()
            laidOut.append(made)
        }
        Measure.report("1,000 cards: first layout pass after activation", pass / 1e6, unit: "ms")
        laidOut.removeAll()
    }

    /// One activation of 1,000 cards, timed once (for instruction counts under callgrind).
    static func activationOnce() {
        // Warm up first (the first text measured loads fonts).
        activateAndLayOut(makeWindow(cards: 20))
        let made = makeWindow(cards: 1000)
        let start = ContinuousClock.now
        activateAndLayOut(made)
        let elapsed = (ContinuousClock.now - start).components
        Measure.report("1000 cards, once: activate + solve + layout",
                       Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15, unit: "ms")
    }

    @inline(never)
    static func activateAndLayOut(_ made: (UIWindow, [Card])) {
        for card in made.1 { NSLayoutConstraint.activate(card.constraints) }
        made.0.layoutIfNeeded()
    }

    /// One label's text (or one view's intrinsic size) changed, then a layout pass.
    static func labelChange() {
        for count in [100, 1000] {
            let (window, cards) = makeWindow(cards: count)
            for card in cards { NSLayoutConstraint.activate(card.constraints) }
            window.layoutIfNeeded()
            var rng = SeededGenerator(seed: 11)
            var toggle = false
            let operations = 1000
            let change = Measure.nanoseconds(operations: operations) {
                for _ in 0..<operations {
                    toggle.toggle()
                    let card = cards[Int(rng.next() % UInt64(count))]
                    card.subtitle.text = toggle ? "A much longer subtitle than before" : "Short"
                    window.layoutIfNeeded()
                }
            }
            Measure.report("\(count) cards: change one label's text + layoutIfNeeded", change / 1e3, unit: "µs", goal: "≤ 50 µs, flat in the number of cards")
            // The engine's share: an intrinsic size change without text to measure.
            let sized = cards.map { card -> SizedView in
                let view = SizedView()
                view.translatesAutoresizingMaskIntoConstraints = false
                card.views[1].addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: card.subtitle.trailingAnchor, constant: 4),
                    view.centerYAnchor.constraint(equalTo: card.subtitle.centerYAnchor),
                ])
                return view
            }
            window.layoutIfNeeded()
            let engineOnly = Measure.nanoseconds(operations: operations) {
                for _ in 0..<operations {
                    sized[Int(rng.next() % UInt64(count))].toggle()
                    window.layoutIfNeeded()
                }
            }
            Measure.report("\(count) cards: change one view's intrinsic size (no text) + window.layoutIfNeeded()", engineOnly / 1e3, unit: "µs")
            let cardOnly = Measure.nanoseconds(operations: operations) {
                for _ in 0..<operations {
                    let index = Int(rng.next() % UInt64(count))
                    sized[index].toggle()
                    cards[index].views[0].layoutIfNeeded()
                }
            }
            Measure.report("\(count) cards: the same + the card's layoutIfNeeded()", cardOnly / 1e3, unit: "µs")
            // Against the same 100 cards each time: what is left of the growth is the working
            // set (cold caches), not work that grows with the number of cards.
            let warm = Measure.nanoseconds(operations: operations) {
                for _ in 0..<operations {
                    sized[Int(rng.next() % 100)].toggle()
                    window.layoutIfNeeded()
                }
            }
            Measure.report("\(count) cards: intrinsic size changes confined to 100 of the cards", warm / 1e3, unit: "µs")
        }

    }

    /// The solver's share of a change, text measurement alone, memory per constraint.
    static func solverAndMemory() {
        // The solver's share: n independent groups (x pinned, width between hugging and
        // compression of an intrinsic width), one intrinsic width changed, four values read.
        for count in [100, 1000, 10_000] {
            let solver = SimplexSolver()
            var groups: [(Variable, Variable, ConstraintID, ConstraintID)] = []
            for index in 0..<count {
                let x = solver.makeVariable(), w = solver.makeVariable()
                _ = try? solver.add(LinearExpression(x) - Double(index), .equal)
                let low = try! solver.add(LinearExpression(w) - 40, .greaterThanOrEqual, priority: 750)
                let high = try! solver.add(LinearExpression(w) - 40, .lessThanOrEqual, priority: 250)
                _ = try? solver.add(LinearExpression(w) - 200, .lessThanOrEqual)
                groups.append((x, w, low, high))
            }
            for group in groups { _ = solver.value(of: group.1) }
            var rng = SeededGenerator(seed: 5)
            var wide = false
            let ns = Measure.nanoseconds(operations: 1000) {
                for _ in 0..<1000 {
                    wide.toggle()
                    let group = groups[Int(rng.next() % UInt64(count))]
                    try? solver.setConstant(wide ? -60 : -40, of: group.2)
                    try? solver.setConstant(wide ? -60 : -40, of: group.3)
                    _ = solver.value(of: group.0) + solver.value(of: group.1)
                }
            }
            Measure.report("solver alone, \(count) groups: two setConstant + read values", ns / 1e3, unit: "µs")
        }

        // The part of a label change that is text measurement (a label outside any engine).
        let lone = UILabel()
        var flip = false
        let measure = Measure.nanoseconds(operations: 1000) {
            for _ in 0..<1000 {
                flip.toggle()
                lone.text = flip ? "A much longer subtitle than before" : "Short"
                _ = lone.intrinsicContentSize
            }
        }
        Measure.report("of which: a label's text change + intrinsicContentSize alone", measure / 1e3, unit: "µs")

        // Memory: heap growth of activating the constraints, per constraint.
        let (window, cards) = makeWindow(cards: 1000)
        let before = Measure.heapBytes()
        for card in cards { NSLayoutConstraint.activate(card.constraints) }
        window.layoutIfNeeded()
        let after = Measure.heapBytes()
        let count = cards.reduce(0) { $0 + $1.constraints.count }
        Measure.report("memory per active constraint (1,000 cards, engine included)", Double(after - before) / Double(count), unit: "bytes")
        // Sanity: the layout is the one the constraints describe.
        let card = cards[0]
        let check = card.views[3].frame.minX == 48 && card.views[1].frame == CGRect(x: 8, y: 8, width: 304, height: 84)
            && card.views[5].frame == CGRect(x: 244, y: 60, width: 60, height: 24)
        print("  check: card frames \(check ? "as expected" : "UNEXPECTED: \(card.views.map(\.frame))")")
    }
}
