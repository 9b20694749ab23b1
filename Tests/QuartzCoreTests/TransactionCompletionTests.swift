import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `CATransaction` completion blocks: they run when the animations added after them in their
/// transaction stop, and the implicit transaction (no `begin()`) has them too.
@MainActor
final class TransactionCompletionTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
        CATransaction.flush()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    private func fade(duration: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = duration
        return fade
    }

    func testCommitWithoutBeginCommitsTheImplicitTransactionAfterItsAnimations() async {
        // TransitionButton's pattern: a block set, an animation added, `commit()` with no `begin()`.
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var runs = 0
        CATransaction.setCompletionBlock { runs += 1 }
        a.add(fade(duration: 1), forKey: "fade")
        CATransaction.commit()
        advance(0.5)
        XCTAssertEqual(runs, 0, "the animation is still running")
        advance(0.6)
        XCTAssertEqual(runs, 1, "runs once the animation has finished")
        CATransaction.flush()
        advance(1)
        XCTAssertEqual(runs, 1, "runs once")
    }

    func testImplicitTransactionBlockRunsAtTheEndOfTheTurnWithoutAnimations() async {
        var runs = 0
        CATransaction.setCompletionBlock { runs += 1 }
        XCTAssertEqual(runs, 0, "not before the transaction commits")
        TransactionCenter.shared.flush() // the end of the run-loop turn
        advance(0)
        XCTAssertEqual(runs, 1)
    }

    func testImplicitTransactionBlockWaitsForAnimationsAddedInTheTurn() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var runs = 0
        CATransaction.setCompletionBlock { runs += 1 }
        a.add(fade(duration: 0.4), forKey: "fade")
        // An explicit transaction in the same turn does not end the implicit one.
        CATransaction.begin()
        CATransaction.commit()
        let b = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        b.add(fade(duration: 0.8), forKey: "fade")
        TransactionCenter.shared.flush()
        advance(0.5)
        XCTAssertEqual(runs, 0, "the second animation still runs")
        advance(0.4)
        XCTAssertEqual(runs, 1)
    }

    func testExplicitTransactionBlockWaitsForItsAnimations() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var runs = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        a.add(fade(duration: 0.5), forKey: "fade")
        CATransaction.commit()
        advance(0.25)
        XCTAssertEqual(runs, 0)
        advance(0.3)
        XCTAssertEqual(runs, 1)
    }

    func testAnimationsAddedBeforeTheBlockDoNotDelayIt() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var runs = 0
        CATransaction.begin()
        a.add(fade(duration: 5), forKey: "fade")
        CATransaction.setCompletionBlock { runs += 1 }
        CATransaction.commit()
        advance(0.1)
        XCTAssertEqual(runs, 1, "only animations added after the block count")
    }

    func testRemovingTheAnimationRunsTheBlock() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var runs = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        a.add(fade(duration: 5), forKey: "fade")
        CATransaction.commit()
        advance(0.5)
        XCTAssertEqual(runs, 0)
        a.removeAllAnimations()
        advance(0)
        XCTAssertEqual(runs, 1, "a removed animation counts as stopped")
    }
}
