import XCTest
import UIKit
import UIKitTesting

/// Controls that animate their changes: on screen they move through the animation and end in
/// the new state.
@MainActor
final class AnimatedControlTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    /// The thumb: the subview whose layer moves.
    private func movingSubviews(of view: UIView) -> [UIView] {
        var found: [UIView] = []
        var stack = view.subviews
        while let next = stack.popLast() {
            if next.layer.animationKeys() != nil { found.append(next) }
            stack.append(contentsOf: next.subviews)
        }
        return found
    }

    func testSwitchSlidesItsThumbAndEndsOn() async {
        let window = window()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        window.addSubview(toggle)
        ManualClock.runLoopTurn()
        let scale = Int(window.screen.scale)
        let before = Snapshot.frameBufferImage(of: window)!.pixel((10 + 14) * scale, 25 * scale)
        XCTAssertEqual(before, .white, "the thumb on the left")
        toggle.setOn(true, animated: true)
        XCTAssertTrue(toggle.isOn)
        let moving = movingSubviews(of: toggle)
        XCTAssertFalse(moving.isEmpty, "the switch animates")
        ManualClock.advance(by: 0.1)
        let midway = Snapshot.frameBufferImage(of: window)!.pixel((10 + 43) * scale, 25 * scale)
        XCTAssertNotEqual(midway, .white, "the thumb is not at the right yet")
        ManualClock.advance(by: 0.3)
        XCTAssertTrue(movingSubviews(of: toggle).isEmpty, "done")
        let image = Snapshot.frameBufferImage(of: window)!
        XCTAssertEqual(image.pixel((10 + 43) * scale, 25 * scale), .white, "the thumb on the right")
        let track = image.pixel((10 + 10) * scale, 25 * scale)
        XCTAssertTrue(track.isClose(to: Pixel(52, 199, 89, 255), tolerance: 8), "the green on track: \(track)")
    }

    func testSliderMovesItsThumbToTheNewValue() async {
        let window = window()
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        window.addSubview(slider)
        ManualClock.runLoopTurn()
        slider.setValue(1, animated: true)
        XCTAssertEqual(slider.value, 1)
        let thumbs = movingSubviews(of: slider).filter { $0.bounds.width == $0.bounds.height }
        XCTAssertFalse(thumbs.isEmpty, "the slider's round thumb animates")
        ManualClock.advance(by: 0.05)
        if let thumb = thumbs.first {
            let shown = thumb.layer.presentation()!.position.x
            XCTAssertGreaterThan(shown, thumb.layer.position.x - 200 + 14)
            XCTAssertLessThan(shown, thumb.layer.position.x, "on its way")
        }
        ManualClock.advance(by: 1)
        XCTAssertTrue(movingSubviews(of: slider).isEmpty)
        for thumb in thumbs {
            XCTAssertEqual(thumb.layer.presentation()!.position, thumb.layer.position, "ends at the new value")
        }
    }
}
