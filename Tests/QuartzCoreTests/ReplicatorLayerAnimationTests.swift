import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Core Animation: `instanceTransform`, `instanceColor` and the color offsets of a
/// `CAReplicatorLayer` are animatable, as a shape layer's `strokeEnd` is.
@MainActor
final class ReplicatorLayerAnimationTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func makeReplicator() -> (FrameBuffer, CAReplicatorLayer) {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.addSublayer(layer(CGRect(x: 5, y: 5, width: 10, height: 10), red))
        root.addSublayer(replicator)
        CATransaction.flush()
        return (buffer, replicator)
    }

    private func linear(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    func testInstanceTransformAnimatesAndTheCopyIsDrawnWhereItShows() async {
        let (buffer, replicator) = makeReplicator()
        replicator.add(linear("instanceTransform", from: CATransform3DMakeTranslation(30, 0, 0),
                              to: CATransform3DMakeTranslation(70, 0, 0)), forKey: "spread")
        FrameworkScheduler.shared.advance(by: 0.5)
        CATransaction.flush()
        XCTAssertEqual(replicator.presentation()?.instanceTransform.m41 ?? 0, 50, accuracy: 0.01)
        XCTAssertEqual(replicator.instanceTransform.m41, 30, "the model keeps its value")
        XCTAssertEqual(buffer.pixel(10, 10), .red, "the first copy does not move")
        XCTAssertEqual(buffer.pixel(60, 10), .red, "the second copy at 5 + 50")
        XCTAssertEqual(buffer.pixel(40, 10), .white, "not at the model's 5 + 30")
    }

    func testInstanceColorOffsetsAnimateByKeyPath() async {
        let (buffer, replicator) = makeReplicator()
        replicator.add(linear("instanceRedOffset", from: 0, to: -1), forKey: "fade")
        FrameworkScheduler.shared.advance(by: 0.5)
        CATransaction.flush()
        XCTAssertEqual(replicator.presentation()?.instanceRedOffset ?? 0, -0.5, accuracy: 0.001)
        XCTAssertEqual(replicator.instanceRedOffset, 0)
        XCTAssertTrue(buffer.pixel(40, 10).isClose(to: Pixel(128, 0, 0, 255), tolerance: 2), "\(buffer.pixel(40, 10))")
        XCTAssertEqual(buffer.pixel(10, 10), .red, "offsets start at the second copy")
    }

    func testTheReplicatorKeysReadAsAnimationValues() async {
        let replicator = CAReplicatorLayer()
        replicator.instanceAlphaOffset = -0.25
        XCTAssertEqual(replicator._modelValue(forKeyPath: "instanceAlphaOffset") as? CGFloat, -0.25)
        XCTAssertEqual(replicator._modelValue(forKeyPath: "instanceTransform.translation.x") as? CGFloat, 0)
        XCTAssertEqual(replicator._modelValue(forKeyPath: "instanceColor") as? CGColor, CGColor(gray: 1, alpha: 1),
                       "Core Animation: opaque white when nil")
        XCTAssertNil(replicator._modelValue(forKeyPath: "instanceCount"), "not animatable")
    }
}
