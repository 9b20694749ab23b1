import Foundation
@_spi(Platform) @_spi(Benchmarks) import UIKit
import UIKitTesting

/// Issue 15's fling figure: stepping the deceleration one frame (the closed form per axis,
/// the edge checks), alone and as a whole 120 Hz frame of a scroll view on the manual clock
/// (timer, offset, `scrollViewDidScroll`, the end-of-turn layout and composite of a window
/// with 100 subviews in the content).
@MainActor
enum ScrollBenchmarks {
    static func run() {
        physicsStep()
        scrollViewFrame(indicators: true)
        scrollViewFrame(indicators: false)
    }

    static func physicsStep() {
        let frames = 100_000
        var sink = 0.0
        let ns = Measure.nanoseconds(operations: frames) {
            var x = ScrollAxisMotion(coastingFrom: 0, velocity: 5000, rate: 0.998, at: 0)
            var y = ScrollAxisMotion(coastingFrom: 0, velocity: 1000, rate: 0.99, at: 0)
            for frame in 0..<frames {
                // Restart each 3 s so the motion never rests (every frame is a real step).
                let t = Double(frame % 360) / 120
                if frame % 360 == 0 {
                    x = ScrollAxisMotion(coastingFrom: 0, velocity: 5000, rate: 0.998, at: 0)
                    y = ScrollAxisMotion(coastingFrom: 0, velocity: 1000, rate: 0.99, at: 0)
                }
                sink += x.step(to: t, lower: -100, upper: 1e6, bounces: true).position
                sink += y.step(to: t, lower: -100, upper: 1e6, bounces: true).position
            }
        }
        if sink.isNaN { print(sink) }
        Measure.report("Fling physics, one frame (two axes: closed form + edge checks)", ns / 1000, unit: "µs", goal: "≤ 1 µs")
    }

    final class Counter: UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    static func scrollViewFrame(indicators: Bool) {
        let screen = UIScreen.main
        screen.updateDisplay(bounds: screen.bounds, scale: screen.scale, refreshRate: 120)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 1_000_000)
        for row in 0..<100 {
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 56))
            view.backgroundColor = row % 2 == 0 ? .systemBlue : .systemGray
            scrollView.addSubview(view)
        }
        scrollView.showsVerticalScrollIndicator = indicators
        window.addSubview(scrollView)
        let counter = Counter()
        scrollView.delegate = counter
        let input = InputSimulator(window: window)
        ManualClock.advance(by: 0.1)
        let frames = 240
        let ns = Measure.nanoseconds(operations: frames) {
            scrollView.setContentOffset(.zero, animated: false)
            var y: CGFloat = 800
            input.touchDown(1, at: CGPoint(x: 200, y: y))
            for _ in 0..<12 {
                input.advance(by: 1.0 / 200)
                y -= 25
                input.touchMove(1, to: CGPoint(x: 200, y: y))
            }
            input.touchUp(1, at: CGPoint(x: 200, y: y))
            for _ in 0..<frames { ManualClock.advance(by: 1.0 / 120) }
        }
        Measure.report("Scroll view fling frame at 120 Hz (step, offset, didScroll, end of turn; 100 views\(indicators ? ", indicator" : ", no indicator"))",
                       ns / 1000, unit: "µs")
        screen.updateDisplay(bounds: screen.bounds, scale: screen.scale, refreshRate: 60)
    }
}
