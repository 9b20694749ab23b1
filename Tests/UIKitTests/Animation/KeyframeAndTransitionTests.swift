import XCTest
import UIKit
import UIKitTesting

/// Keyframe animations, transitions, and the begin/commit API on screen.
@MainActor
final class KeyframeAndTransitionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testKeyframesMoveThroughTheirValuesInTheirShareOfTheTime() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var finished: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 110 }
        }) { finished = $0 }
        XCTAssertEqual(view.center, CGPoint(x: 110, y: 110))
        let animation = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        XCTAssertNotNil(animation, "one keyframe animation per property")
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 60, accuracy: 0.01)
        XCTAssertEqual(view.layer.presentation()!.position.y, 10, accuracy: 0.01)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.position.x, 110, accuracy: 0.01)
        XCTAssertEqual(view.layer.presentation()!.position.y, 60, accuracy: 0.01)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(finished, true)
    }

    func testDiscreteKeyframesJump() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        XCTAssertEqual((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode, .discrete)
        ManualClock.advance(by: 0.2)
        let early = view.layer.presentation()!.opacity
        XCTAssertTrue(early == 1 || early == 0.5, "no value between keyframes: \(early)")
    }

    func testCrossDissolveFadesTheOldContentIntoTheNew() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .black
        window.addSubview(view)
        ManualClock.runLoopTurn()
        var finished: Bool?
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            view.backgroundColor = .white
        }) { finished = $0 }
        XCTAssertNil(view.layer.animationKeys(), "the change itself does not animate")
        let scale = Int(window.screen.scale)
        ManualClock.advance(by: 0.5)
        let midway = Snapshot.frameBufferImage(of: window)!.pixel(10 * scale, 10 * scale)
        XCTAssertTrue(midway.isClose(to: Pixel(128, 128, 128, 255), tolerance: 3), "half old, half new: \(midway)")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(Snapshot.frameBufferImage(of: window)!.pixel(10 * scale, 10 * scale), .white)
        XCTAssertEqual(view.layer.sublayers?.count ?? 0, 0, "the old snapshot is gone")
    }

    func testTransitionFromViewToViewCrossFades() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let old = UIView(frame: window.bounds), new = UIView(frame: window.bounds)
        old.backgroundColor = .black
        new.backgroundColor = .red
        window.addSubview(old)
        ManualClock.runLoopTurn()
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { finished = $0 }
        XCTAssertNil(old.superview)
        XCTAssertTrue(new.superview === window)
        ManualClock.advance(by: 0.5)
        let scale = Int(window.screen.scale)
        let midway = Snapshot.frameBufferImage(of: window)!.pixel(10 * scale, 10 * scale)
        XCTAssertGreaterThan(midway.r, 40, "some red: \(midway)")
        XCTAssertLessThan(midway.r, 220, "some black: \(midway)")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(Snapshot.frameBufferImage(of: window)!.pixel(10 * scale, 10 * scale), .red)
    }

    func testBeginCommitAnimatesWithTheSettingsGivenBeforeCommit() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.75, accuracy: 0.01)
        XCTAssertTrue(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }
}
