import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `CAReplicatorLayer`: copies of the sublayers, each transformed and colored from the last.
@MainActor
final class ReplicatorLayerTests: XCTestCase {
    private func makeReplicator(count: Int) -> (CALayer, FrameBuffer, CAReplicatorLayer, CALayer) {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = count
        let square = layer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        return (root, buffer, replicator, square)
    }

    func testDefaultsMatchCoreAnimation() async {
        let replicator = CAReplicatorLayer()
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertTrue(CATransform3DIsIdentity(replicator.instanceTransform))
        XCTAssertNil(replicator.instanceColor)
        XCTAssertEqual(replicator.instanceRedOffset, 0)
        XCTAssertEqual(replicator.instanceAlphaOffset, 0)
    }

    func testCopiesAreTranslatedOneFromTheOther() async {
        let (_, buffer, replicator, _) = makeReplicator(count: 3)
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .red)
        XCTAssertEqual(buffer.pixel(40, 10), .red)
        XCTAssertEqual(buffer.pixel(70, 10), .red)
        XCTAssertEqual(buffer.pixel(25, 10), .white, "between the copies")
        XCTAssertEqual(buffer.pixel(95, 10), .white, "no fourth copy")
    }

    func testTransformIsAppliedAboutTheCenter() async {
        let (_, buffer, replicator, _) = makeReplicator(count: 2)
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .red)
        XCTAssertEqual(buffer.pixel(89, 89), .red, "a half turn about (50, 50) puts the copy at (85, 85)")
        XCTAssertEqual(buffer.pixel(10, 89), .white)
    }

    func testColorOffsetsMultiplyEachCopy() async {
        let (_, buffer, replicator, _) = makeReplicator(count: 3)
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceRedOffset = -0.5
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .red)
        XCTAssertTrue(buffer.pixel(40, 10).isClose(to: Pixel(128, 0, 0, 255), tolerance: 1), "\(buffer.pixel(40, 10))")
        XCTAssertEqual(buffer.pixel(70, 10), .black, "red reaches 0 at the third copy")
    }

    func testAlphaOffsetFadesCopies() async {
        let (_, buffer, replicator, _) = makeReplicator(count: 2)
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        CATransaction.flush()
        XCTAssertTrue(buffer.pixel(40, 10).isClose(to: Pixel(255, 128, 128, 255), tolerance: 1), "\(buffer.pixel(40, 10))")
    }

    func testChangingTheSublayerRepaintsEveryCopy() async {
        let (_, buffer, replicator, square) = makeReplicator(count: 3)
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        CATransaction.flush()
        square.backgroundColor = blue
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .blue)
        XCTAssertEqual(buffer.pixel(40, 10), .blue)
        XCTAssertEqual(buffer.pixel(70, 10), .blue)
    }

    func testZeroCountDrawsNoSublayers() async {
        let (_, buffer, _, _) = makeReplicator(count: 0)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .white)
    }
}
