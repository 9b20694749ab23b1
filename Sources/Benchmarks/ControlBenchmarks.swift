import Foundation
import UIKit
import UIKitTesting

@MainActor
final class BenchTarget: NSObject {
    var count = 0
    func fire() { count += 1 }
}

@MainActor
enum ControlBenchmarks {
    static func sendActions() {
        for targets in [1, 10, 100] {
            let control = UIControl()
            let receivers = (0..<targets).map { _ in BenchTarget() }
            for (i, receiver) in receivers.enumerated() {
                control.addTarget(receiver, action: Selector("fire\(i)", BenchTarget.fire), for: .touchUpInside)
            }
            let rounds = 100_000 / targets
            let ns = Measure.nanoseconds(operations: rounds * targets) {
                for _ in 0..<rounds { control.sendActions(for: .touchUpInside) }
            }
            let heapBefore = Measure.heapBytes()
            for _ in 0..<rounds { control.sendActions(for: .touchUpInside) }
            let heapGrowth = Measure.heapBytes() - heapBefore
            // Keep the (weakly held) targets alive to the end, and check they really ran.
            let invoked = withExtendedLifetime(receivers) { receivers.reduce(0) { $0 + $1.count } }
            precondition(invoked >= rounds * targets, "every target must have been called")
            Measure.report("sendActions, \(targets) target(s)", ns, unit: "ns per action invoked", goal: "≤ 100 ns")
            Measure.report("  heap growth over \(rounds) dispatches", Double(heapGrowth), unit: "bytes")
        }
    }

    static func buttonTap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        window.makeKeyAndVisible()
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<999 {
            let view = UIView(frame: CGRect(x: CGFloat(rng.next() % 700), y: CGFloat(rng.next() % 700), width: 60, height: 60))
            window.addSubview(view)
        }
        let button = UIButton(frame: CGRect(x: 370, y: 370, width: 60, height: 60))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let input = InputSimulator(window: window)
        let ns = Measure.nanoseconds(operations: 500) {
            for _ in 0..<500 {
                input.tap(at: CGPoint(x: 400, y: 400))
                input.advance(by: 1)
            }
        }
        Measure.report("tap (down, up) on a UIButton in a 1,000-view window via UIKitTesting", ns / 1000, unit: "µs per tap")
        precondition(taps > 0)
    }
}
