import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UISwitchDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func pixel(_ view: UIView, _ x: Int, _ y: Int) -> Pixel {
        pixelOverWhite(view, x, y)
    }

    /// UIKit: off, a light gray track with the white thumb on the left; on, the track turns
    /// `onTintColor` (system green) and the thumb moves right.
    func testTrackColorAndThumbSideFollowTheValue() async {
        let toggle = UISwitch()
        let offTrack = pixel(toggle, 42, 15), offThumb = pixel(toggle, 12, 15)
        XCTAssertTrue(offThumb.isClose(to: .white, tolerance: 2), "thumb: \(offThumb)")
        XCTAssertTrue(offTrack.isClose(to: Pixel(233, 233, 235, 255), tolerance: 6), "off track: \(offTrack)")
        toggle.isOn = true
        let onTrack = pixel(toggle, 12, 15), onThumb = pixel(toggle, 38, 15)
        XCTAssertTrue(onTrack.isClose(to: Pixel(52, 199, 89, 255), tolerance: 2), "system green: \(onTrack)")
        XCTAssertTrue(onThumb.isClose(to: .white, tolerance: 2), "thumb: \(onThumb)")
        toggle.onTintColor = .systemBlue
        XCTAssertTrue(pixel(toggle, 12, 15).isClose(to: Pixel(0, 122, 255, 255), tolerance: 2))
        toggle.thumbTintColor = .black
        XCTAssertTrue(pixel(toggle, 38, 15).isClose(to: .black, tolerance: 2))
    }

    /// The track's corners are round: the switch's corner pixels stay clear.
    func testTrackIsRounded() async {
        let toggle = UISwitch()
        toggle.isOn = true
        XCTAssertEqual(pixel(toggle, 0, 0), .white)
        XCTAssertEqual(pixel(toggle, 50, 30), .white)
        XCTAssertNotEqual(pixel(toggle, 25, 0), .white, "the top edge's middle is track")
    }

    /// While a drag is under way, the thumb shows on the side the finger is on; the value
    /// changes (and valueChanged is sent) when the finger lifts.
    func testDragPreviewsTheSideBeforeTheValueChanges() async {
        ManualClock.install()
        let (window, input) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        input.touchDown(0, at: CGPoint(x: 20, y: 25))
        input.touchMove(0, to: CGPoint(x: 40, y: 25))
        input.touchMove(0, to: CGPoint(x: 55, y: 25))
        ManualClock.advance(by: 0.5)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(changes, 0)
        let greenAtLeft = pixel(toggle, 8, 15)
        XCTAssertTrue(greenAtLeft.isClose(to: Pixel(52, 199, 89, 255), tolerance: 2), "previewed on: \(greenAtLeft)")
        input.touchUp(0)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(changes, 1)
    }

    /// Off, on, a custom on tint, disabled, and pressed (the thumb stretches).
    func testSwitchAppearance() async {
        let off = UISwitch()
        let on = UISwitch()
        on.isOn = true
        let tinted = UISwitch()
        tinted.onTintColor = .systemIndigo
        tinted.isOn = true
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        let pressed = UISwitch()
        pressed.isHighlighted = true
        let panel = controlPanel(width: 67, [off, on, tinted, disabled, pressed])
        assertSnapshot(panel, named: "switches", scale: 2)
    }
}
