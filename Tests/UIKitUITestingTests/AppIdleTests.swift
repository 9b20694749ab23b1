@_spi(UIKit) @_spi(Platform) @_spi(Rendering) import QuartzCore
@_spi(Platform) import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// After an action the harness lets the app settle without compositing the frames nobody
/// looks at: every timer, frame callback, animation delegate and completion still runs at its
/// time, in the same order as when every frame is composited, and the last frame is
/// composited when its pixels are read.
@MainActor
final class AppIdleTests: UITestCase {
    /// Where the Save button's scenario writes.
    private var log = Log()

    /// What the app does when Save is tapped: a 0.3 s animation (with a Core Animation
    /// delegate and a completion), a timer 0.2 s later, and a frame callback for 0.25 s.
    private func installScenario() {
        let panel = screen.panel
        screen.saveButton.addAction(UIAction { [unowned self] _ in
            let log = self.log
            let start = ManualClock.now
            log.add("action", at: start)
            UIView.animate(withDuration: 0.3, animations: { panel.alpha = 0.5 }, completion: { finished in
                log.add("completion \(finished)", at: ManualClock.now - start)
            })
            let spin = CABasicAnimation(keyPath: "opacity")
            spin.fromValue = 1
            spin.toValue = 0.2
            spin.duration = 0.15
            spin.beginTime = CACurrentMediaTime() + 0.1
            spin.delegate = log
            log.start = start
            panel.layer.add(spin, forKey: "fade")
            FrameworkScheduler.shared.schedule(after: 0.2) { log.add("timer", at: ManualClock.now - start) }
            let link = CADisplayLink { link in
                let elapsed = ManualClock.now - start
                if elapsed > 0.25 {
                    link.invalidate()
                } else {
                    log.add("frame", at: elapsed)
                }
            }
            link.add(to: .main, forMode: .common)
        }, for: .primaryActionTriggered)
    }

    /// The window's pixel at `point` (composited when read).
    private func pixel(at point: CGPoint) -> UInt32? {
        guard let buffer = window.frameBuffer, let base = buffer.baseAddress else { return nil }
        let x = Int(point.x * buffer.scale), y = Int(point.y * buffer.scale)
        return base.load(fromByteOffset: y * buffer.bytesPerRow + x * 4, as: UInt32.self)
    }

    func testAnActionCompositesNothingAndRunsEverythingInOrderAtItsTime() async {
        let handlers = TransactionCenter.shared.renderHandlers
        defer { TransactionCenter.shared.renderHandlers = handlers }
        screen.panel.backgroundColor = .red
        let panelCenter = CGPoint(x: 195, y: 410)
        // Composited frame by frame (what an app does): input and the clock, without the harness.
        installScenario()
        let composited = log
        var framesComposited = 0
        TransactionCenter.shared.renderHandlers.append { framesComposited += 1 }
        // Frame callbacks fall on the display's grid: both runs start at a whole second.
        ManualClock.advance(to: ManualClock.now.rounded(.up) + 1)
        let input = InputSimulator(window: window)
        input.tap(screen.saveButton)
        ManualClock.advance(by: 0.5)
        XCTAssertGreaterThan(framesComposited, 15)
        let compositedPixel = pixel(at: panelCenter)

        // The same through the harness, after putting the screen back.
        screen.panel.alpha = 1
        ManualClock.advance(by: 1)
        let settled = Log()
        log = settled
        ManualClock.advance(to: ManualClock.now.rounded(.up) + 1)
        framesComposited = 0
        app.buttons["Save"].tap()
        XCTAssertEqual(framesComposited, 0)
        // Reading the pixels composites the last frame, once: the same pixels.
        let settledPixel = pixel(at: panelCenter)
        XCTAssertEqual(framesComposited, 1)
        XCTAssertNotNil(settledPixel)
        XCTAssertEqual(settledPixel, compositedPixel)
        XCTAssertEqual(pixel(at: panelCenter), settledPixel)
        XCTAssertEqual(framesComposited, 1)

        XCTAssertEqual(settled.entries.map(\.name), composited.entries.map(\.name))
        for (a, b) in zip(settled.entries.dropFirst(), composited.entries.dropFirst()) {
            XCTAssertEqual(a.time, b.time, accuracy: 1e-9, a.name)
        }
        XCTAssertGreaterThan(settled.entries.filter { $0.name == "frame" }.count, 10)
        XCTAssertEqual(Array(settled.entries.map(\.name).filter { $0 != "frame" }),
                       ["action", "start", "timer", "stop true", "completion true"])
        XCTAssertEqual(settled.entries.first { $0.name == "completion true" }?.time ?? 0, 0.3, accuracy: 1e-9)
        XCTAssertEqual(settled.entries.first { $0.name == "stop true" }?.time ?? 0, 0.25, accuracy: 1e-9)
        XCTAssertEqual(settled.entries.first { $0.name == "timer" }?.time ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(screen.panel.alpha, 0.5)
    }

    func testFramesAreCompositedAgainOutsideAnAction() async {
        let handlers = TransactionCenter.shared.renderHandlers
        defer { TransactionCenter.shared.renderHandlers = handlers }
        app.buttons["Save"].tap()
        var framesComposited = 0
        TransactionCenter.shared.renderHandlers.append { framesComposited += 1 }
        XCTAssertFalse(TransactionCenter.shared.defersCompositing)
        // An animation still running when the harness stops waiting is composited frame by frame again.
        UIView.animate(withDuration: 1) { self.screen.panel.alpha = 0.2 }
        TransactionCenter.shared.deferringCompositing { ManualClock.advance(by: 0.3) }
        XCTAssertEqual(framesComposited, 0)
        ManualClock.advance(by: 0.5)
        XCTAssertGreaterThanOrEqual(framesComposited, 30)
    }
}

/// What happened, when (seconds after the action), in order.
@MainActor
private final class Log: NSObject, @preconcurrency CAAnimationDelegate {
    private(set) var entries: [(name: String, time: TimeInterval)] = []
    var start: TimeInterval = 0

    func add(_ name: String, at time: TimeInterval) {
        entries.append((name, time))
    }

    func animationDidStart(_ anim: CAAnimation) {
        add("start", at: ManualClock.now - start)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        add("stop \(flag)", at: ManualClock.now - start)
    }
}
