import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Hands a value from the thread that made it to the thread that waited for it.
private final class Handoff<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a new thread (never the main thread) and returns its result once it is done.
private func onBackgroundThread<T>(_ body: @escaping () -> T) -> T {
    let handoff = Handoff<T>()
    nonisolated(unsafe) let body = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        handoff.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return handoff.value!
}

/// Core Animation types are not main-actor isolated, as on iOS: any thread creates, configures,
/// draws and renders the layers and animations it owns, and the main thread takes over the work
/// for the framework's machinery (display pass, animation engine, compositor) when it adopts them.
@MainActor
final class LayerThreadingTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    func testATreeBuiltOffTheMainThreadDisplaysAndAnimatesOnceAddedOnTheMainThread() async {
        let recorder = AnimationDelegateRecorder()
        nonisolated(unsafe) let delegate = recorder
        let (container, shape, wasMain, disabledThere) = onBackgroundThread { () -> (CALayer, CAShapeLayer, Bool, Bool) in
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let shape = CAShapeLayer()
            shape.frame = container.bounds
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            shape.fillColor = green
            container.addSublayer(shape)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let disabled = CATransaction.disableActions()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.5
            fade.toValue = 1
            fade.duration = 1
            fade.delegate = delegate
            shape.add(fade, forKey: "fade")
            container.setNeedsDisplay()
            CATransaction.commit()
            return (container, shape, Thread.isMainThread, disabled)
        }
        XCTAssertFalse(wasMain)
        XCTAssertTrue(disabledThere, "the other thread's transaction scopes its own changes")
        XCTAssertFalse(CATransaction.disableActions(), "the main thread's transaction is separate")
        XCTAssertTrue(container.flags.contains(.awaitsMainThread), "the work waits for the main thread")

        let (root, buffer) = makeCompositedRoot(self)
        root.addSublayer(container)
        XCTAssertFalse(container.flags.contains(.awaitsMainThread), "adding the tree on the main thread adopts its work")
        CATransaction.flush()
        XCTAssertFalse(container.needsDisplay(), "the display recorded off the main thread ran in the flush")
        XCTAssertTrue(buffer.pixel(10, 10).isClose(to: Pixel(0, 128, 0, 128), tolerance: 2),
                      "the shape is composited at the animation's first value (opacity 0.5): \(buffer.pixel(10, 10))")
        XCTAssertEqual(shape.animationKeys(), ["fade"])

        FrameworkScheduler.shared.advance(by: 2)
        XCTAssertEqual(recorder.events, ["start", "stop true"], "the animation engine ran the animation added off the main thread")
        XCTAssertNil(shape.animationKeys())
    }

    func testLayersDrawAndRenderOffTheMainThread() async {
        let (contents, rendered) = onBackgroundThread { () -> (CGImage?, CGImage?) in
            let filler = FillingDelegate()
            let layer = CALayer()
            layer.delegate = filler
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            let tree = CALayer()
            tree.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            tree.backgroundColor = blue
            let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)!
            tree.render(in: context)
            return (layer.contents as! CGImage?, context.makeImage())
        }
        XCTAssertEqual(contents?.pixel(5, 5), .red, "display() drew through the delegate on that thread")
        XCTAssertEqual(rendered?.pixel(5, 5), .blue, "render(in:) works on any thread")
    }

    func testAnOnScreenLayerChangedOffTheMainThreadIsLoggedAndShownAtTheNextFlush() async {
        let (root, buffer) = makeCompositedRoot(self)
        let box = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        root.addSublayer(box)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 5), .red)
        nonisolated(unsafe) let target = box
        let log = LogCapture.capture {
            onBackgroundThread { target.backgroundColor = green }
        }
        XCTAssertTrue(log.contains("changed off the main thread"), "\(log.lines)")
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 5), .green, "the main thread's next flush shows the change")
    }

    func testAnotherThreadsTransactionsNestAndRunTheirCompletionAtCommit() async {
        let (durations, completed, disabledAfterwards) = onBackgroundThread { () -> ([CFTimeInterval], Bool, Bool) in
            var durations: [CFTimeInterval] = []
            var completed = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.begin()
            durations.append(CATransaction.animationDuration())
            CATransaction.commit()
            durations.append(CATransaction.animationDuration())
            CATransaction.commit()
            durations.append(CATransaction.animationDuration())
            return (durations, completed, CATransaction.disableActions())
        }
        XCTAssertEqual(durations, [0.25, 1, 0.25], "each begin() starts a transaction with the defaults; commit() pops it")
        XCTAssertTrue(completed, "a completion block set off the main thread runs when its transaction commits")
        XCTAssertFalse(disabledAfterwards, "the implicit transaction keeps its defaults")
        XCTAssertEqual(CATransaction.animationDuration(), 0.25, "the main thread's transaction was not touched")
    }
}
