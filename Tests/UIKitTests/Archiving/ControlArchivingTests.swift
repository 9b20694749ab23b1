import XCTest
import UIKit
import UIKitTesting

/// NSCoding of labels, image views and controls: their own properties, and a control's
/// target-action pairs.
@MainActor
final class ControlArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func image(_ color: UIColor, size: CGSize = CGSize(width: 4, height: 2), scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func testLabelRoundTrip() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.numberOfLines = 3
        label.lineBreakMode = .byWordWrapping
        label.text = "Hello archive"
        label.isUserInteractionEnabled = true

        let decoded = try XCTUnwrap(archivingRoundTrip(label))
        XCTAssertEqual(decoded.text, "Hello archive")
        XCTAssertEqual(decoded.font, .boldSystemFont(ofSize: 22))
        XCTAssertEqual(decoded.font.pointSize, 22)
        XCTAssertEqual(decoded.textColor, .systemRed)
        XCTAssertEqual(decoded.textAlignment, .center)
        XCTAssertEqual(decoded.numberOfLines, 3)
        XCTAssertEqual(decoded.lineBreakMode, .byWordWrapping)
        XCTAssertTrue(decoded.isUserInteractionEnabled, "the archived value wins over the label's default")
        XCTAssertFalse(decoded.isOpaque)
        XCTAssertEqual(decoded.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
                       .boldSystemFont(ofSize: 22), "the text is styled by the decoded font")
    }

    func testImageViewRoundTrip() async throws {
        let view = UIImageView(image: image(.systemBlue, size: CGSize(width: 6, height: 3), scale: 2))
        view.highlightedImage = image(.systemRed)
        view.isHighlighted = true
        let decoded = try XCTUnwrap(archivingRoundTrip(view))
        XCTAssertEqual(decoded.image?.size, CGSize(width: 6, height: 3))
        XCTAssertEqual(decoded.image?.scale, 2)
        XCTAssertEqual(decoded.image?.pngData(), view.image?.pngData())
        XCTAssertEqual(decoded.highlightedImage?.pngData(), view.highlightedImage?.pngData())
        XCTAssertTrue(decoded.isHighlighted)
        XCTAssertEqual(decoded.frame, view.frame)
        XCTAssertFalse(decoded.isUserInteractionEnabled)
    }

    func testButtonTitlesColorsAndImagesPerStateRoundTrip() async throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        button.setTitle("Saved", for: [.selected, .highlighted])
        button.setTitleColor(.systemGreen, for: .normal)
        button.setTitleColor(.systemGray, for: .disabled)
        button.setImage(image(.systemRed), for: .selected)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.layoutIfNeeded()
        XCTAssertEqual(button.subviews.count, 1, "the title label")

        let decoded = try XCTUnwrap(archivingRoundTrip(button))
        XCTAssertEqual(decoded.buttonType, .system)
        XCTAssertEqual(decoded.title(for: .normal), "Save")
        XCTAssertEqual(decoded.title(for: .highlighted), "Saving")
        XCTAssertEqual(decoded.title(for: [.selected, .highlighted]), "Saved")
        XCTAssertEqual(decoded.title(for: .selected), "Save", "falls back to normal")
        XCTAssertEqual(decoded.titleColor(for: .normal), .systemGreen)
        XCTAssertEqual(decoded.titleColor(for: .disabled), .systemGray)
        XCTAssertEqual(decoded.image(for: .selected)?.pngData(), button.image(for: .selected)?.pngData())
        XCTAssertNil(decoded.image(for: .normal))
        XCTAssertEqual(decoded.contentEdgeInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        decoded.layoutIfNeeded()
        XCTAssertEqual(decoded.subviews.count, 1, "the button's own title label is made again, not archived")
        XCTAssertEqual(decoded.titleLabel?.text, "Save")
    }

    func testPredefinedTypeGlyphComesBackWithTheType() async throws {
        let button = UIButton(type: .contactAdd)
        let decoded = try XCTUnwrap(archivingRoundTrip(button))
        XCTAssertEqual(decoded.buttonType, .contactAdd)
        XCTAssertNotNil(decoded.image(for: .normal))
        XCTAssertEqual(decoded.image(for: .normal)?.pngData(), button.image(for: .normal)?.pngData())
    }

    func testControlStateAndAlignmentRoundTrip() async throws {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        control.isEnabled = false
        control.isSelected = true
        control.contentHorizontalAlignment = .leading
        control.contentVerticalAlignment = .bottom
        let decoded = try XCTUnwrap(archivingRoundTrip(control))
        XCTAssertFalse(decoded.isEnabled)
        XCTAssertTrue(decoded.isSelected)
        XCTAssertEqual(decoded.state, [.disabled, .selected])
        XCTAssertEqual(decoded.contentHorizontalAlignment, .leading)
        XCTAssertEqual(decoded.contentVerticalAlignment, .bottom)
    }

    func testTargetActionsWithArchivableTargetsRoundTripAndFire() async throws {
        let holder = ArchivingLogHolderView()
        let control = ArchivingCounterControl()
        holder.addSubview(control)
        control.addTarget(control, action: Selector("countTap", ArchivingCounterControl.countTap), for: .touchUpInside)
        let log = ArchivingActionLog()
        log.name = "log"
        holder.log = log
        control.addTarget(log, action: Selector("record:", ArchivingActionLog.record), for: [.valueChanged, .touchUpInside])
        let controller = UIViewController()
        control.addTarget(controller, action: Selector("dismissAnimated"), for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)

        let decodedHolder = try XCTUnwrap(archivingRoundTrip(holder))
        let decoded = try XCTUnwrap(decodedHolder.subviews.first as? ArchivingCounterControl)
        let decodedLog = try XCTUnwrap(decodedHolder.log)
        XCTAssertFalse(decodedLog === log)
        XCTAssertEqual(decodedLog.name, "log")
        XCTAssertEqual(decoded.actions(forTarget: decoded, forControlEvent: .touchUpInside), ["countTap"])
        XCTAssertEqual(decoded.actions(forTarget: decodedLog, forControlEvent: .valueChanged), ["record:"])
        XCTAssertEqual(decoded.allTargets.count, 2, "self and the log; the view controller (a responder) is not archived")
        XCTAssertEqual(decoded.allControlEvents, [.touchUpInside, .valueChanged])

        decoded.sendActions(for: .touchUpInside)
        XCTAssertEqual(decoded.taps, 1)
        XCTAssertEqual(decodedLog.calls, ["log:ArchivingCounterControl"])
        XCTAssertEqual(control.taps, 0)
        decoded.sendActions(for: .valueChanged)
        XCTAssertEqual(decodedLog.calls.count, 2)
    }

    func testAnActionWhoseMethodIsUnknownKeepsItsNameAndLogs() async throws {
        let control = ArchivingCounterControl()
        // A name-only selector: no method was ever registered under this name.
        control.addTarget(control, action: Selector("neverRegisteredAction"), for: .touchUpInside)
        var decoded: ArchivingCounterControl?
        let log = try LogCapture.capture { decoded = try archivingRoundTrip(control) }
        XCTAssertEqual(decoded?.actions(forTarget: decoded, forControlEvent: .touchUpInside), ["neverRegisteredAction"])
        XCTAssertTrue(log.contains("no method is known"), "\(log.lines)")
    }

    func testSwitchSliderAndStepperRoundTrip() async throws {
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.onTintColor = .systemPurple
        let decodedSwitch = try XCTUnwrap(archivingRoundTrip(toggle))
        XCTAssertTrue(decodedSwitch.isOn)
        XCTAssertEqual(decodedSwitch.onTintColor, .systemPurple)
        XCTAssertEqual(decodedSwitch.frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(decodedSwitch.subviews.count, toggle.subviews.count, "its track and thumb are not doubled")

        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 50
        slider.value = 35
        slider.isContinuous = false
        slider.minimumTrackTintColor = .systemOrange
        let decodedSlider = try XCTUnwrap(archivingRoundTrip(slider))
        XCTAssertEqual(decodedSlider.minimumValue, 10)
        XCTAssertEqual(decodedSlider.maximumValue, 50)
        XCTAssertEqual(decodedSlider.value, 35)
        XCTAssertFalse(decodedSlider.isContinuous)
        XCTAssertEqual(decodedSlider.minimumTrackTintColor, .systemOrange)
        XCTAssertEqual(decodedSlider.subviews.count, slider.subviews.count)

        let negative = UISlider()
        negative.minimumValue = -20
        negative.maximumValue = -5
        negative.value = -8
        let decodedNegative = try XCTUnwrap(archivingRoundTrip(negative))
        XCTAssertEqual([decodedNegative.minimumValue, decodedNegative.maximumValue, decodedNegative.value], [-20, -5, -8])

        let stepper = UIStepper()
        stepper.minimumValue = 200
        stepper.maximumValue = 300
        stepper.stepValue = 5
        stepper.value = 250
        stepper.wraps = true
        let decodedStepper = try XCTUnwrap(archivingRoundTrip(stepper))
        XCTAssertEqual(decodedStepper.minimumValue, 200)
        XCTAssertEqual(decodedStepper.maximumValue, 300)
        XCTAssertEqual(decodedStepper.stepValue, 5)
        XCTAssertEqual(decodedStepper.value, 250)
        XCTAssertTrue(decodedStepper.wraps)
    }

    func testSegmentedControlRoundTrip() async throws {
        let control = UISegmentedControl(items: ["One", "Two", image(.systemTeal)])
        control.setEnabled(false, forSegmentAt: 1)
        control.setWidth(60, forSegmentAt: 0)
        control.selectedSegmentIndex = 2
        control.selectedSegmentTintColor = .systemYellow
        let decoded = try XCTUnwrap(archivingRoundTrip(control))
        XCTAssertEqual(decoded.numberOfSegments, 3)
        XCTAssertEqual(decoded.titleForSegment(at: 0), "One")
        XCTAssertEqual(decoded.titleForSegment(at: 1), "Two")
        XCTAssertNil(decoded.titleForSegment(at: 2))
        XCTAssertEqual(decoded.imageForSegment(at: 2)?.pngData(), control.imageForSegment(at: 2)?.pngData())
        XCTAssertFalse(decoded.isEnabledForSegment(at: 1))
        XCTAssertEqual(decoded.widthForSegment(at: 0), 60)
        XCTAssertEqual(decoded.selectedSegmentIndex, 2)
        XCTAssertEqual(decoded.selectedSegmentTintColor, .systemYellow)
        XCTAssertEqual(decoded.subviews.count, control.subviews.count, "segment views are made again, not doubled")
    }

    func testTextFieldRoundTrip() async throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.font = .systemFont(ofSize: 19)
        field.textColor = .systemIndigo
        field.textAlignment = .right
        field.text = "Ada"
        let decoded = try XCTUnwrap(archivingRoundTrip(field))
        XCTAssertEqual(decoded.text, "Ada")
        XCTAssertEqual(decoded.placeholder, "Name")
        XCTAssertEqual(decoded.borderStyle, .roundedRect)
        XCTAssertEqual(decoded.font, .systemFont(ofSize: 19))
        XCTAssertEqual(decoded.textColor, .systemIndigo)
        XCTAssertEqual(decoded.textAlignment, .right)
        XCTAssertEqual(decoded.subviews.count, field.subviews.count, "the caret is made again, not doubled")
    }
}
