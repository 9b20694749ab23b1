import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UISliderDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testTrackAndThumbGeometry() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        XCTAssertEqual(track, CGRect(x: 2, y: 13.5, width: 196, height: 4))
        let atMinimum = slider.thumbRect(forBounds: bounds, trackRect: track, value: 0)
        let atMaximum = slider.thumbRect(forBounds: bounds, trackRect: track, value: 1)
        let halfway = slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5)
        XCTAssertEqual(atMinimum, CGRect(x: 0, y: 1.5, width: 28, height: 28), "the thumb's edge reaches the bounds")
        XCTAssertEqual(atMaximum.maxX, 200)
        XCTAssertEqual(halfway.midX, 100)
        XCTAssertEqual(slider.thumbRect(forBounds: bounds, trackRect: track, value: 7), atMaximum, "values are pinned")
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        XCTAssertEqual(slider.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    func testValueImagesMakeRoomOnTheTrack() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        XCTAssertEqual(slider.minimumValueImageRect(forBounds: slider.bounds), .zero)
        slider.minimumValueImage = dotImage(size: 20)
        slider.maximumValueImage = dotImage(size: 24)
        XCTAssertEqual(slider.minimumValueImageRect(forBounds: slider.bounds), CGRect(x: 0, y: 5.5, width: 20, height: 20))
        XCTAssertEqual(slider.maximumValueImageRect(forBounds: slider.bounds), CGRect(x: 276, y: 3.5, width: 24, height: 24))
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertGreaterThan(track.minX, 20)
        XCTAssertLessThan(track.maxX, 276)
    }

    func testThumbAndTrackImagesPerState() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let thumb = dotImage(.red, size: 36)
        let pressed = dotImage(.orange, size: 36)
        slider.setThumbImage(thumb, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        XCTAssertTrue(slider.currentThumbImage === thumb)
        XCTAssertTrue(slider.thumbImage(for: .disabled) === thumb, "falls back to the normal image")
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).size, CGSize(width: 36, height: 36),
                       "the thumb is the image's size")
        XCTAssertEqual(slider.intrinsicContentSize.height, 36)
        slider.isHighlighted = true
        XCTAssertTrue(slider.currentThumbImage === pressed)
        let minimum = dotImage(.green, size: 6).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        slider.setMinimumTrackImage(minimum, for: .normal)
        XCTAssertTrue(slider.currentMinimumTrackImage === minimum)
        XCTAssertNil(slider.currentMaximumTrackImage)
    }

    /// The track left of the thumb is the tint color, right of it light gray; the thumb white.
    func testTrackColorsSplitAtTheThumb() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let minimum = pixelOverWhite(slider, 40, 15), maximum = pixelOverWhite(slider, 160, 15), thumb = pixelOverWhite(slider, 100, 15)
        XCTAssertTrue(minimum.isClose(to: Pixel(0, 122, 255, 255), tolerance: 2), "tint: \(minimum)")
        XCTAssertTrue(maximum.isClose(to: Pixel(230, 230, 231, 255), tolerance: 6), "light gray: \(maximum)")
        XCTAssertTrue(thumb.isClose(to: .white, tolerance: 2), "thumb: \(thumb)")
        slider.minimumTrackTintColor = .systemRed
        slider.maximumTrackTintColor = .black
        slider.thumbTintColor = .systemYellow
        XCTAssertTrue(pixelOverWhite(slider, 40, 15).isClose(to: Pixel(255, 59, 48, 255), tolerance: 2))
        XCTAssertTrue(pixelOverWhite(slider, 160, 15).isClose(to: .black, tolerance: 2))
        XCTAssertTrue(pixelOverWhite(slider, 100, 15).isClose(to: Pixel(255, 204, 0, 255), tolerance: 2))
    }

    func testRightToLeftSliderRunsFromTheRight() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX, 200)
        slider.value = 0.25
        XCTAssertTrue(pixelOverWhite(slider, 190, 15).isClose(to: Pixel(0, 122, 255, 255), tolerance: 2),
                      "the minimum track is on the right")
    }

    func testSliderAppearance() async {
        let plain = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 31))
        plain.value = 0.3
        let custom = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 31))
        custom.value = 0.7
        custom.minimumTrackTintColor = .systemOrange
        custom.minimumValueImage = dotImage(size: 12)
        custom.maximumValueImage = dotImage(size: 18)
        let disabled = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 31))
        disabled.value = 0.5
        disabled.isEnabled = false
        let panel = controlPanel(width: 176, [plain, custom, disabled])
        assertSnapshot(panel, named: "sliders", scale: 2)
    }
}
