import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Core Animation: `instanceDelay` shows copy k of a replicator's sublayers as their animations
/// were k × delay seconds earlier (the staggered dots of a loading indicator).
@MainActor
final class ReplicatorInstanceDelayTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func makeDots(delay: CFTimeInterval) -> (FrameBuffer, CAReplicatorLayer, CALayer) {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceDelay = delay
        let dot = layer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        CATransaction.flush()
        return (buffer, replicator, dot)
    }

    /// The red channel stays 255 over white; green shows how transparent the dot is.
    private func opacity(_ pixel: Pixel) -> Double { 1 - Double(pixel.g) / 255 }

    func testEachCopyRunsItsDelayBehind() async {
        let (buffer, replicator, dot) = makeDots(delay: 0.5)
        XCTAssertEqual(replicator.instanceDelay, 0.5)
        FrameworkScheduler.shared.advance(by: 0.75)
        CATransaction.flush()
        XCTAssertEqual(opacity(buffer.pixel(10, 10)), 0.75, accuracy: 0.02, "copy 0 at 0.75 s")
        XCTAssertEqual(opacity(buffer.pixel(40, 10)), 0.25, accuracy: 0.02, "copy 1 at 0.25 s")
        XCTAssertEqual(buffer.pixel(70, 10), .red, "copy 2 before the start shows the model (opaque)")
        XCTAssertEqual(Double(dot.opacity), 1, "the model is untouched")
        XCTAssertEqual(Double(dot.presentation()?.opacity ?? 0), 0.75, accuracy: 0.001, "the presentation is copy 0's")
    }

    func testWithoutDelayEveryCopyShowsTheSameMoment() async {
        let (buffer, _, _) = makeDots(delay: 0)
        FrameworkScheduler.shared.advance(by: 0.75)
        CATransaction.flush()
        XCTAssertEqual(opacity(buffer.pixel(10, 10)), 0.75, accuracy: 0.02)
        XCTAssertEqual(opacity(buffer.pixel(40, 10)), 0.75, accuracy: 0.02)
        XCTAssertEqual(opacity(buffer.pixel(70, 10)), 0.75, accuracy: 0.02)
    }

    func testCopiesKeepTheirDelayAndPreservesDepthIsStored() async {
        let replicator = CAReplicatorLayer()
        XCTAssertEqual(replicator.instanceDelay, 0)
        XCTAssertFalse(replicator.preservesDepth)
        replicator.instanceDelay = 0.2
        replicator.preservesDepth = true
        let copy = CAReplicatorLayer(layer: replicator)
        XCTAssertEqual(copy.instanceDelay, 0.2)
        XCTAssertTrue(copy.preservesDepth)
    }
}
