import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIStepperDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    /// The glyph pixel of each half: dark when the half can step, faint when it cannot.
    private func glyphDarkness(_ stepper: UIStepper) -> (minus: Int, plus: Int) {
        // The horizontal stroke of "−" and "+" runs through the middle of each half.
        (255 - Int(pixelOverWhite(stepper, 23, 16).r), 255 - Int(pixelOverWhite(stepper, 70, 16).r))
    }

    func testSizeAndBackground() async {
        let stepper = UIStepper()
        XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
        stepper.sizeToFit()
        XCTAssertEqual(stepper.bounds.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(pixelOverWhite(stepper, 0, 0), .white, "rounded corners")
        let fill = pixelOverWhite(stepper, 10, 5)
        XCTAssertTrue(fill.isClose(to: Pixel(239, 239, 240, 255), tolerance: 4), "light gray: \(fill)")
        XCTAssertTrue(pixelOverWhite(stepper, 47, 16).r < 230, "a divider in the middle")
    }

    func testHalfAtTheLimitIsDimmed() async {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        var darkness = glyphDarkness(stepper)
        XCTAssertLessThan(darkness.minus, 120, "at the minimum, − is dimmed (\(darkness))")
        XCTAssertGreaterThan(darkness.plus, 200, "+ is in the label color (\(darkness))")
        stepper.value = 50
        darkness = glyphDarkness(stepper)
        XCTAssertGreaterThan(darkness.minus, 200)
        XCTAssertGreaterThan(darkness.plus, 200)
        stepper.value = 100
        darkness = glyphDarkness(stepper)
        XCTAssertLessThan(darkness.plus, 120, "at the maximum, + is dimmed")
        stepper.wraps = true
        darkness = glyphDarkness(stepper)
        XCTAssertGreaterThan(darkness.plus, 200, "a wrapping stepper can always step")
        stepper.isEnabled = false
        darkness = glyphDarkness(stepper)
        XCTAssertLessThan(darkness.minus, 120)
        XCTAssertLessThan(darkness.plus, 120)
    }

    func testCustomImagesPerState() async {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        let plus = dotImage(.red), minus = dotImage(.blue)
        stepper.setIncrementImage(plus, for: .normal)
        stepper.setDecrementImage(minus, for: .normal)
        XCTAssertTrue(stepper.incrementImage(for: .highlighted) === plus, "falls back to the normal image")
        XCTAssertTrue(stepper.decrementImage(for: .normal) === minus)
        let divider = dotImage(.green, size: 4)
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        XCTAssertTrue(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) === divider)
        XCTAssertNil(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal))
        let background = dotImage(.yellow, size: 8)
        stepper.setBackgroundImage(background, for: .normal)
        XCTAssertTrue(stepper.backgroundImage(for: .disabled) === background)
    }

    func testPressedHalfDarkens() async {
        let (window, input) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.value = 50
        window.addSubview(stepper)
        let before = pixelOverWhite(stepper, 80, 5)
        input.touchDown(0, at: CGPoint(x: 80, y: 16))
        let pressed = pixelOverWhite(stepper, 80, 5)
        let other = pixelOverWhite(stepper, 10, 5)
        XCTAssertLessThan(pressed.r, before.r, "the pressed half darkens")
        XCTAssertEqual(other, before, "the other half does not")
        input.touchUp(0)
        XCTAssertEqual(pixelOverWhite(stepper, 80, 5), before)
        XCTAssertEqual(stepper.value, 51)
    }

    func testStepperAppearance() async {
        let atMinimum = UIStepper()
        let middle = UIStepper()
        middle.value = 5
        let disabled = UIStepper()
        disabled.value = 5
        disabled.isEnabled = false
        let panel = controlPanel(width: 110, [atMinimum, middle, disabled])
        assertSnapshot(panel, named: "steppers", scale: 2)
    }
}
