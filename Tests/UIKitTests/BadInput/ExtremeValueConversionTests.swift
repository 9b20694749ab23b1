import XCTest
import UIKit
import UIKitTesting

/// Values far outside any screen reach places that turn them into integers (pixel counts,
/// indices, log lines): none of them may trap.
@MainActor
final class ExtremeValueConversionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func shownWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    /// A swipe whose secondary movement is astronomically large fails with a log line
    /// (the distance in the message used to trap converting to Int).
    func testSwipeWithAHugeLocationDelta() async {
        let window = shownWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var swipes = 0
        let swipe = UISwipeGestureRecognizer(handler: { _ in swipes += 1 })
        swipe.direction = .right
        view.addGestureRecognizer(swipe)
        let tap = UITapGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(tap)
        let longPress = UILongPressGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(longPress)
        let input = InputSimulator(window: window)
        for far in [CGFloat(1e300), -1e300, .greatestFiniteMagnitude] {
            input.touchDown(1, at: CGPoint(x: 10, y: 10))
            input.advance(by: 0.01)
            input.touchMove(1, to: CGPoint(x: 20, y: far))
            input.touchMove(1, to: CGPoint(x: far, y: 10))
            input.touchUp(1)
            input.advance(by: 1)
        }
        XCTAssertEqual(swipes, 0, "not a swipe")
        XCTAssertEqual(swipe.state, .possible, "reset for the next gesture")
    }

    /// A layer whose drawn content is 1e300 points wide: the backing store is clamped and the
    /// log line names the size.
    func testDrawnLayerOfAstronomicalWidth() async {
        final class Drawing: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let window = shownWindow()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 1e300, height: 50))
        window.addSubview(view)
        let log = LogCapture.capture { ManualClock.runLoopTurn() }
        XCTAssertTrue(log.contains("exceeds the backing store limit"), "\(log.lines)")
        XCTAssertEqual(view.layer.frame.width, 1e300)
        _ = view.description
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { view.layer.render(in: $0.cgContext) }
    }

    func testDescriptionsOfHugeAndInfiniteNumbers() async {
        let view = UIView(frame: CGRect(x: 1e300, y: -1e300, width: 1e20, height: 3))
        XCTAssertTrue(view.description.contains("1e+300"), view.description)
        let color = UIColor(red: 1e300, green: -1e300, blue: .infinity, alpha: 1)
        _ = color.description
        XCTAssertTrue(UIColor(red: 1, green: 0, blue: 0, alpha: 1).description.hasSuffix("1 0 0 1"))
    }

    func testHueOfNaNOrInfinityGivesAColor() async {
        for hue in [CGFloat.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
            var red: CGFloat = -1
            XCTAssertTrue(UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil))
            XCTAssertTrue(red.isFinite)
        }
    }

    func testSliderAccessibilityValueWithTheWidestRange() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = -.greatestFiniteMagnitude
        slider.maximumValue = .greatestFiniteMagnitude
        slider.value = .greatestFiniteMagnitude
        XCTAssertNotNil(slider.accessibilityValue)
        slider.value = 0
        XCTAssertNotNil(slider.accessibilityValue)
    }

    func testTextAttributesWithHugeNumbers() async {
        let attributes: [NSAttributedString.Key: Any] = [
            .ligature: 1e300, .underlineStyle: -1e300, .strikethroughStyle: Double.greatestFiniteMagnitude,
            .kern: 1e300, .baselineOffset: -1e300,
        ]
        let size = "Huge".size(withAttributes: attributes)
        XCTAssertTrue(size.width.isFinite && size.height.isFinite)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            "Huge".draw(at: .zero, withAttributes: attributes)
        }
    }

    func testCalendarTapFarAway() async {
        let window = shownWindow()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        window.addSubview(picker)
        ManualClock.runLoopTurn()
        let date = picker.date
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 100, y: 150))
        input.touchMove(1, to: CGPoint(x: 1e300, y: 1e300))
        input.touchUp(1)
        input.advance(by: 1)
        XCTAssertEqual(picker.date, date)
    }
}
