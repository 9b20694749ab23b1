import XCTest
import UIKit
import UIKitTesting

/// Motion effects applied on the framework clock to the view's presentation, from the test's
/// viewer offset or the pointer.
@MainActor
final class MotionEffectTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testInterpolatingEffectValues() async {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        XCTAssertEqual(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat, 10)
        XCTAssertEqual(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))?["center.x"] as? CGFloat, -20)
    }

    func testEffectMovesThePresentationNotTheModel() async {
        let window = window()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(view)
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -20
        x.maximumRelativeValue = 20
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = 10
        y.maximumRelativeValue = -10
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        view.addMotionEffect(group)
        UIKitTestEnvironment.setMotionEffectViewerOffset(UIOffset(horizontal: 1, vertical: 0.5))
        ManualClock.advance(by: 1.0 / 30)
        XCTAssertEqual(view.center, CGPoint(x: 125, y: 125), "the model is unchanged")
        let presented = view.layer.presentation()?.position ?? .zero
        XCTAssertEqual(presented.x, 145, accuracy: 1e-9)
        XCTAssertEqual(presented.y, 120, accuracy: 1e-9)
        UIKitTestEnvironment.setMotionEffectViewerOffset(UIOffset(horizontal: -0.5, vertical: 0))
        ManualClock.advance(by: 1.0 / 30)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 115, accuracy: 1e-9)
        view.removeMotionEffect(group)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 125, accuracy: 1e-9, "removed with the effect")
    }

    func testPointerOverTheWindowIsTheViewerOffset() async {
        let window = window()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(view)
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -20
        x.maximumRelativeValue = 20
        view.motionEffects = [x]
        let input = InputSimulator(window: window)
        input.hover(at: CGPoint(x: 300, y: 150))
        ManualClock.advance(by: 1.0 / 30)
        // 300 is halfway from the centre (200) to the right edge (400).
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 135, accuracy: 1e-9)
        input.pointerExit()
        ManualClock.advance(by: 1.0 / 30)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 125, accuracy: 1e-9, "no pointer: facing the viewer")
        view.motionEffects = []
    }

    func testLayerKeyPathEffect() async {
        let window = window()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(view)
        let tilt = UIInterpolatingMotionEffect(keyPath: "layer.transform.rotation.z", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -0.2
        tilt.maximumRelativeValue = 0.2
        view.addMotionEffect(tilt)
        UIKitTestEnvironment.setMotionEffectViewerOffset(UIOffset(horizontal: 1, vertical: 0))
        ManualClock.advance(by: 1.0 / 30)
        let t = view.layer.presentation()?.transform ?? CATransform3DIdentity
        XCTAssertEqual(atan2(t.m12, t.m11), 0.2, accuracy: 1e-9)
        XCTAssertEqual(view.transform, .identity)
        view.removeMotionEffect(tilt)
    }
}
