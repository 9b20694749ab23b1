import XCTest
import UIKit
import UIKitTesting

/// Hostile values through UIKit's public setters: NaN, ±infinity, .greatestFiniteMagnitude,
/// negative sizes. No crash and a documented fallback: NaN and infinite geometry keep the
/// old value with a log line (as the layer does), control values clamp into their range,
/// and the hierarchy keeps drawing.
@MainActor
final class SetterFamilyBadInputTests: XCTestCase {
    private let hostile: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                      -1, 1e300]

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func shownWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    /// Sets values on a view in a window, then lays out, draws and hit-tests.
    private func exercise<V: UIView>(_ view: V, _ body: (V) -> Void) -> LogCapture {
        let window = shownWindow()
        window.addSubview(view)
        ManualClock.runLoopTurn()
        return LogCapture.capture {
            body(view)
            ManualClock.runLoopTurn()
            ManualClock.advance(by: 0.5)
            _ = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
            _ = view.convert(CGPoint(x: 1, y: 1), to: window)
            _ = view.description
            _ = view.sizeThatFits(CGSize(width: 100, height: 100))
            _ = view.intrinsicContentSize
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { view.layer.render(in: $0.cgContext) }
        }
    }

    func testViewGeometryAlphaAndTransform() async {
        for value in hostile {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.backgroundColor = .red
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
            view.autoresizesSubviews = true
            view.subviews[0].autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
            var state: (CGRect, CGPoint, CGFloat, CGAffineTransform)?
            let log = exercise(view) { view in
                view.frame = CGRect(x: value, y: 0, width: value, height: 10)
                view.bounds = CGRect(x: 0, y: 0, width: value, height: -value)
                view.center = CGPoint(x: value, y: value)
                view.alpha = value
                view.transform = CGAffineTransform(scaleX: value, y: value)
                view.transform = CGAffineTransform(rotationAngle: value)
                view.transform3D = CATransform3DMakeTranslation(value, 0, value)
                view.contentScaleFactor = value
                view.layoutMargins = UIEdgeInsets(top: value, left: value, bottom: 0, right: 0)
                view.setNeedsDisplay(CGRect(x: value, y: 0, width: value, height: value))
                state = (view.bounds, view.center, view.alpha, view.transform)
            }
            guard let (bounds, center, alpha, transform) = state else { return XCTFail() }
            XCTAssertTrue(bounds.width.isFinite && bounds.height.isFinite && center.x.isFinite, "\(value)")
            XCTAssertFalse(alpha.isNaN, "\(value)")
            XCTAssertTrue(transform.a.isFinite && transform.tx.isFinite, "\(value)")
            if value.isNaN { XCTAssertTrue(log.contains("NaN"), "\(log.lines)") }
        }
    }

    func testLabelLinesAndText() async {
        for lines in [Int.max, Int.min, -1, 0, 1_000_000] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            _ = exercise(label) { label in
                label.numberOfLines = lines
                label.text = String(repeating: "word ", count: 500) + "\u{0}\u{FFFF}\u{202E}\u{1F600}"
                label.minimumScaleFactor = -1
                label.adjustsFontSizeToFitWidth = true
                label.preferredMaxLayoutWidth = -.greatestFiniteMagnitude
            }
            XCTAssertEqual(label.numberOfLines, max(0, lines), "a negative count is stored as 0 (no limit)")
        }
        let label = UILabel()
        label.text = nil
        label.attributedText = NSAttributedString(string: "")
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func testSliderValuesClampIntoTheRange() async {
        for value in hostile {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            var state: (Float, Float, Float)?
            _ = exercise(slider) { slider in
                slider.minimumValue = Float(value)
                slider.maximumValue = Float(-value)
                slider.value = Float(value)
                slider.setValue(Float(value), animated: true)
                state = (slider.value, slider.minimumValue, slider.maximumValue)
            }
            guard let (current, minimum, maximum) = state else { return XCTFail() }
            XCTAssertFalse(current.isNaN || minimum.isNaN || maximum.isNaN, "\(value)")
            XCTAssertTrue(current >= minimum && current <= maximum, "\(value): value in range")
        }
    }

    func testStepperValuesClampIntoTheRange() async {
        for value in hostile {
            let stepper = UIStepper(frame: .zero)
            var state: (Double, Double, Double, Double)?
            _ = exercise(stepper) { stepper in
                stepper.stepValue = Double(value)
                stepper.minimumValue = Double(value)
                stepper.maximumValue = Double(value) * 2
                stepper.value = Double(value)
                state = (stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue)
            }
            guard let (current, minimum, maximum, step) = state else { return XCTFail() }
            XCTAssertFalse(current.isNaN || minimum.isNaN || maximum.isNaN || step.isNaN, "\(value)")
            XCTAssertTrue(step > 0, "\(value): UIKit requires a positive step")
            XCTAssertTrue(current >= minimum && current <= maximum, "\(value)")
        }
    }

    func testDatePickerDates() async {
        let extremes = [Date.distantPast, .distantFuture, Date(timeIntervalSinceReferenceDate: .greatestFiniteMagnitude),
                        Date(timeIntervalSinceReferenceDate: -.greatestFiniteMagnitude), Date(timeIntervalSinceReferenceDate: .nan),
                        Date(timeIntervalSinceReferenceDate: .infinity), Date(timeIntervalSinceReferenceDate: 1e300)]
        for style in [UIDatePickerStyle.wheels, .inline, .compact] {
            for date in extremes {
                let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
                picker.preferredDatePickerStyle = style
                _ = exercise(picker) { picker in
                    picker.date = date
                    picker.minimumDate = date
                    picker.maximumDate = Date(timeIntervalSinceReferenceDate: -.infinity)
                    picker.setDate(date, animated: true)
                    picker.countDownDuration = date.timeIntervalSinceReferenceDate
                    picker.minuteInterval = Int.min
                }
                XCTAssertTrue(picker.date.timeIntervalSinceReferenceDate.isFinite, "\(style.rawValue) \(date)")
                XCTAssertTrue(picker.countDownDuration.isFinite)
            }
        }
    }

    func testAffineTransformFunctionsWithNonFiniteValues() async {
        for value in hostile {
            let t = CGAffineTransform(a: value, b: 0, c: 0, d: value, tx: value, ty: 0)
            _ = t.inverted()
            _ = t.isIdentity
            _ = t.concatenating(CGAffineTransform(rotationAngle: value))
            _ = t.scaledBy(x: value, y: value).translatedBy(x: value, y: 0).rotated(by: value)
            _ = CGPoint(x: 1, y: 1).applying(t)
            _ = CGRect(x: 0, y: 0, width: value, height: 1).applying(t)
            _ = CGSize(width: value, height: value).applying(t)
        }
    }

    func testGestureRecognizerParameters() async {
        let window = shownWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let longPress = UILongPressGestureRecognizer(handler: { _ in })
        let tap = UITapGestureRecognizer(handler: { _ in })
        let pan = UIPanGestureRecognizer(handler: { _ in })
        let pinch = UIPinchGestureRecognizer(handler: { _ in })
        let rotation = UIRotationGestureRecognizer(handler: { _ in })
        let swipe = UISwipeGestureRecognizer(handler: { _ in })
        for recognizer in [longPress, tap, pan, pinch, rotation, swipe] as [UIGestureRecognizer] {
            view.addGestureRecognizer(recognizer)
        }
        let input = InputSimulator(window: window)
        for value in hostile {
            longPress.minimumPressDuration = Double(value)
            longPress.allowableMovement = value
            longPress.numberOfTapsRequired = Int.min
            longPress.numberOfTouchesRequired = Int.max
            tap.numberOfTapsRequired = Int.max
            tap.numberOfTouchesRequired = -1
            pan.minimumNumberOfTouches = Int.max
            pan.maximumNumberOfTouches = Int.min
            pan.setTranslation(CGPoint(x: value, y: value), in: view)
            pinch.scale = value
            rotation.rotation = value
            swipe.numberOfTouchesRequired = 0
            input.tap(at: CGPoint(x: 50, y: 50))
            input.longPress(at: CGPoint(x: 50, y: 50), duration: 1)
            input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 300))
            input.pinch(center: CGPoint(x: 100, y: 100), from: 20, to: 80)
            input.advance(by: 1)
            _ = pan.translation(in: view)
            _ = pan.velocity(in: view)
            _ = pinch.velocity
            _ = rotation.velocity
        }
    }

    /// A long press that must last forever never begins; a negative duration is no wait.
    func testLongPressDurationExtremes() async {
        let window = shownWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var began = 0
        let longPress = UILongPressGestureRecognizer(handler: { if $0.state == .began { began += 1 } })
        view.addGestureRecognizer(longPress)
        let input = InputSimulator(window: window)
        for (duration, expected) in [(TimeInterval.infinity, 0), (.nan, 0), (.greatestFiniteMagnitude, 0), (-1, 1)] {
            began = 0
            longPress.minimumPressDuration = duration
            input.longPress(at: CGPoint(x: 50, y: 50), duration: 2)
            input.advance(by: 1)
            XCTAssertEqual(began, expected, "minimumPressDuration \(duration)")
        }
    }
}
