import Foundation
@_spi(Platform) import UIKit

@MainActor
enum GestureBenchmarks {
    /// One touch sequence (began, 20 moves, ended) through a hit path carrying `count`
    /// recognizers of mixed types, every fifth tap requiring the next one to fail.
    static func delivery(recognizers count: Int) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        window.makeKeyAndVisible()
        var parent: UIView = window
        var path: [UIView] = []
        for _ in 0..<10 {
            let view = UIView(frame: parent.bounds.insetBy(dx: 10, dy: 10))
            parent.addSubview(view)
            path.append(view)
            parent = view
        }
        var made: [UIGestureRecognizer] = []
        for i in 0..<count {
            let recognizer: UIGestureRecognizer
            switch i % 5 {
            case 0: recognizer = UITapGestureRecognizer()
            case 1:
                let pan = UIPanGestureRecognizer()
                pan.cancelsTouchesInView = false
                recognizer = pan
            case 2: recognizer = UILongPressGestureRecognizer()
            case 3:
                let doubleTap = UITapGestureRecognizer()
                doubleTap.numberOfTapsRequired = 2
                recognizer = doubleTap
            default: recognizer = UISwipeGestureRecognizer()
            }
            if i % 5 == 0, i + 3 < count { made.append(recognizer) }
            path[i % path.count].addGestureRecognizer(recognizer)
            if i % 5 == 3, let single = made.last { single.require(toFail: recognizer) }
            recognizer.addAction { _ in }
        }
        let app = UIApplication.shared
        let start = CGPoint(x: 400, y: 400)
        var time = CACurrentMediaTime()
        var id = 0
        let clock = ContinuousClock()
        var samples: [Double] = []
        for round in 0..<8 {
            var elapsed = Duration.zero
            for _ in 0..<100 {
                id += 1
                time += 2
                elapsed += clock.measure {
                    app.dispatchTouches([PlatformTouch(id: id, phase: .began, location: start)], in: window, timestamp: time)
                    for step in 1...20 {
                        let p = CGPoint(x: start.x + CGFloat(step) * 3, y: start.y)
                        app.dispatchTouches([PlatformTouch(id: id, phase: .moved, location: p)], in: window, timestamp: time + Double(step) / 120)
                    }
                    app.dispatchTouches([PlatformTouch(id: id, phase: .ended, location: start)], in: window, timestamp: time + 0.2)
                }
                // Outside the measurement: let the recognizers' zero-delay work and timers run.
                FrameworkSchedulerDrain.drain()
            }
            if round > 0 { // the first round warms up
                let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                samples.append(ns / Double(22 * 100))
            }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func run() {
        let with = delivery(recognizers: 50)
        Measure.report("touch event through a hit path with 50 recognizers", with / 1000, unit: "µs per event", goal: "≤ 20 µs")
        let without = delivery(recognizers: 0)
        Measure.report("the same with 0 recognizers", without / 1000, unit: "µs per event", goal: "within 10% of touch-delivery")
    }
}

/// Fires pending framework timers (the benchmark runs on the system clock).
@MainActor
enum FrameworkSchedulerDrain {
    static func drain() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
