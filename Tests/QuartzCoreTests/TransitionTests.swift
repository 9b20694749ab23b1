import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `CATransition`: the layer's old appearance (when the transition was added) gives way to
/// its new one by fading, pushing, moving in or revealing, on the framework clock.
@MainActor
final class TransitionTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    /// A 40 × 20 red layer at the root's top-left, drawn once; then a transition of `type`
    /// is added and the layer turns blue.
    private func redLayerTurningBlue(_ type: CATransitionType, _ subtype: CATransitionSubtype?,
                                     delegate: AnimationDelegateRecorder? = nil,
                                     rootSize: CGSize = CGSize(width: 100, height: 20)) -> (CALayer, CALayer, FrameBuffer) {
        let (root, buffer) = makeCompositedRoot(self, size: rootSize)
        let a = layer(CGRect(x: 0, y: 0, width: 40, height: 20), red)
        root.addSublayer(a)
        CATransaction.flush()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.delegate = delegate
        a.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        a.backgroundColor = blue
        CATransaction.commit()
        CATransaction.flush()
        return (root, a, buffer)
    }

    func testDefaultsAndConstantsAreCoreAnimations() async {
        let transition = CATransition()
        XCTAssertEqual(transition.type, .fade)
        XCTAssertNil(transition.subtype)
        XCTAssertEqual(transition.startProgress, 0)
        XCTAssertEqual(transition.endProgress, 1)
        XCTAssertNil(transition.timingFunction, "linear pacing")
        XCTAssertEqual(kCATransition, "transition")
        XCTAssertEqual([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue), ["fade", "moveIn", "push", "reveal"])
        XCTAssertEqual([CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue),
                       ["fromRight", "fromLeft", "fromTop", "fromBottom"])
        let copy = CATransition()
        copy.type = .push
        copy.subtype = .fromTop
        let copied = copy.copy() as? CATransition
        XCTAssertEqual(copied?.type, .push)
        XCTAssertEqual(copied?.subtype, .fromTop)
    }

    func testPushFromRightSlidesTheNewContentInAndTheOldOut() async {
        let recorder = AnimationDelegateRecorder()
        let (root, a, buffer) = redLayerTurningBlue(.push, .fromRight, delegate: recorder)
        XCTAssertTrue(a.animation(forKey: kCATransition) is CATransition)
        advance(0.5)
        // New content 20 pt in from the right (x 20…60), old content 20 pt out to the left (x −20…20).
        XCTAssertEqual(buffer.pixel(10, 10), .red)
        XCTAssertEqual(buffer.pixel(30, 10), .blue)
        XCTAssertEqual(buffer.pixel(55, 10), .blue)
        XCTAssertEqual(buffer.pixel(65, 10), .clear)
        XCTAssertEqual(a.position.x, 20, "the model does not move")
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 40, accuracy: 0.5)
        XCTAssertEqual(recorder.events, ["start"])
        advance(0.6)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertNil(a.animationKeys())
        XCTAssertEqual(root.sublayers?.count, 1, "the old appearance is gone")
        XCTAssertEqual(buffer.pixel(10, 10), .blue)
        XCTAssertEqual(buffer.pixel(45, 10), .clear)
    }

    func testFadeCrossDissolvesOldIntoNew() async {
        let (_, _, buffer) = redLayerTurningBlue(.fade, nil)
        advance(0.5)
        let mid = buffer.pixel(20, 10)
        XCTAssertEqual(Double(mid.r), 127.5, accuracy: 6)
        XCTAssertEqual(Double(mid.b), 127.5, accuracy: 6)
        XCTAssertEqual(mid.a, 255)
        advance(0.6)
        XCTAssertEqual(buffer.pixel(20, 10), .blue)
    }

    func testMoveInFromLeftCoversTheOldContentWhichStays() async {
        let (_, _, buffer) = redLayerTurningBlue(.moveIn, .fromLeft)
        advance(0.5)
        // New content halfway in from the left (x −20…20) over the old (x 0…40).
        XCTAssertEqual(buffer.pixel(10, 10), .blue)
        XCTAssertEqual(buffer.pixel(30, 10), .red)
        XCTAssertEqual(buffer.pixel(45, 10), .clear)
    }

    func testRevealFromBottomMovesTheOldContentUpOverTheNew() async {
        let (_, _, buffer) = redLayerTurningBlue(.reveal, .fromBottom, rootSize: CGSize(width: 100, height: 40))
        advance(0.5)
        // The old content moved 10 pt up (y −10…10), uncovering the new one in place.
        XCTAssertEqual(buffer.pixel(10, 5), .red)
        XCTAssertEqual(buffer.pixel(10, 15), .blue)
        XCTAssertEqual(buffer.pixel(10, 25), .clear)
    }

    func testProgressRangeLimitsTheMotion() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 20))
        let a = layer(CGRect(x: 0, y: 0, width: 40, height: 20), red)
        root.addSublayer(a)
        CATransaction.flush()
        let transition = CATransition()
        transition.type = .moveIn
        transition.subtype = .fromRight
        transition.startProgress = 0.5
        transition.duration = 1
        a.add(transition, forKey: nil)
        advance(0.001)
        // Starting halfway: the new content is 20 pt in from the right already.
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 40, accuracy: 0.5)
        XCTAssertEqual(buffer.pixel(25, 10), .red)
    }

    func testRemovingTheTransitionRemovesTheOldAppearance() async {
        let recorder = AnimationDelegateRecorder()
        let (root, a, buffer) = redLayerTurningBlue(.push, .fromLeft, delegate: recorder)
        advance(0.25)
        XCTAssertEqual(root.sublayers?.count, 2)
        a.removeAllAnimations()
        XCTAssertEqual(root.sublayers?.count, 1)
        XCTAssertEqual(recorder.events, ["start", "stop false"])
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .blue)
    }

    func testALayerWithoutASuperlayerTransitionsInTimeOnly() async {
        let recorder = AnimationDelegateRecorder()
        let lone = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        let transition = CATransition()
        transition.duration = 0.5
        transition.delegate = recorder
        lone.add(transition, forKey: "t")
        advance(0.6)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
    }
}
