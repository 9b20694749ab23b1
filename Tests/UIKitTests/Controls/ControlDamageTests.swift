import XCTest
@_spi(Rendering) @_spi(Platform) import UIKit
import UIKitTesting

/// Controls change their look through their subviews' properties: an idle screen of controls
/// paints nothing, and touching one control repaints only around it.
@MainActor
final class ControlDamageTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func damage(of window: UIWindow) -> CGRect {
        let buffer = window.frameBuffer!
        let scale = buffer.scale
        let pixels = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        guard !pixels.isNull else { return .null }
        return CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
    }

    func testIdleControlsPaintNothingAndATouchRepaintsOnlyItsControl() async {
        ManualClock.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 90, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 150, width: 200, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 20, y: 210, width: 94, height: 32))
        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.frame = CGRect(x: 20, y: 270, width: 200, height: 32)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 330, width: 200, height: 26))
        pages.numberOfPages = 3
        for control in [button, toggle, slider, stepper, segmented, pages] { window.addSubview(control) }
        input.runLoopTurn()
        ManualClock.advance(by: 1)
        let buffer = window.frameBuffer!
        let frames = buffer.frameCount
        input.runLoopTurn()
        ManualClock.advance(by: 1)
        XCTAssertEqual(buffer.frameCount, frames, "idle controls paint nothing")

        input.touchDown(0, at: input.center(of: button))
        let pressed = damage(of: window)
        XCTAssertFalse(pressed.isNull, "the pressed title repaints")
        XCTAssertTrue(button.frame.insetBy(dx: -2, dy: -2).contains(pressed), "only the button: \(pressed)")
        input.touchUp(0)
        ManualClock.advance(by: 1)

        input.tap(toggle)
        ManualClock.advance(by: 1)
        let toggled = damage(of: window)
        XCTAssertTrue(toggle.frame.insetBy(dx: -12, dy: -12).contains(toggled), "only the switch and its shadow: \(toggled)")
        XCTAssertTrue(toggle.isOn)

        input.tap(at: CGPoint(x: 170, y: 286))
        ManualClock.advance(by: 1)
        XCTAssertEqual(segmented.selectedSegmentIndex, 1)
        let segment = damage(of: window)
        XCTAssertTrue(segmented.frame.insetBy(dx: -12, dy: -12).contains(segment), "only the segmented control: \(segment)")
    }
}
