import XCTest
import UIKit
import UIKitTesting

/// `invalidateIntrinsicContentSize()` is called when a property that changes the intrinsic
/// size changes, and only then.
@MainActor
final class IntrinsicContentSizeInvalidationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testLabelInvalidatesForTextFontLinesAndPreferredWidthOnly() async {
        let label = CountingLabel()
        label.text = "Hello"
        XCTAssertEqual(label.invalidations, 1, "text")
        label.text = "Hello"
        XCTAssertEqual(label.invalidations, 1, "the same text changes nothing")
        label.attributedText = NSAttributedString(string: "Other")
        XCTAssertEqual(label.invalidations, 2, "attributedText")
        label.font = .systemFont(ofSize: 30)
        XCTAssertEqual(label.invalidations, 3, "font")
        label.font = .systemFont(ofSize: 30)
        XCTAssertEqual(label.invalidations, 3, "the same font changes nothing")
        label.numberOfLines = 0
        XCTAssertEqual(label.invalidations, 4, "numberOfLines")
        label.numberOfLines = 0
        XCTAssertEqual(label.invalidations, 4)
        label.preferredMaxLayoutWidth = 80
        XCTAssertEqual(label.invalidations, 5, "preferredMaxLayoutWidth")
        label.preferredMaxLayoutWidth = 80
        XCTAssertEqual(label.invalidations, 5)
        label.lineBreakMode = .byWordWrapping
        XCTAssertEqual(label.invalidations, 6, "lineBreakMode decides how wrapped text ends")

        label.textColor = .red
        label.textAlignment = .center
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 2, height: 2)
        label.isEnabled = false
        label.isHighlighted = true
        label.highlightedTextColor = .blue
        XCTAssertEqual(label.invalidations, 6, "colors, alignment, shadow and state leave the size alone")
    }

    func testButtonInvalidatesWhenItsTitleImageOrFontChanges() async {
        let button = CountingButton(type: .system)
        button.invalidations = 0
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.invalidations, 1, "title")
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.invalidations, 1, "the same title changes nothing")
        button.setImage(intrinsicTestImage(CGSize(width: 10, height: 10)), for: .normal)
        XCTAssertEqual(button.invalidations, 2, "image")
        button.titleLabel?.font = .systemFont(ofSize: 30)
        XCTAssertEqual(button.invalidations, 3, "the title label's font")
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        XCTAssertEqual(button.invalidations, 4, "content insets")

        button.setTitleColor(.red, for: .normal)
        button.tintColor = .green
        button.titleLabel?.textColor = .blue
        XCTAssertEqual(button.invalidations, 4, "colors leave the size alone")
    }

    func testConfiguredButtonInvalidatesWhenWhatSizesItChanges() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let button = CountingButton(configuration: configuration)
        XCTAssertGreaterThan(button.invalidations, 0, "showing the first configuration")
        button.invalidations = 0
        configuration.baseForegroundColor = .red
        configuration.baseBackgroundColor = .yellow
        button.configuration = configuration
        XCTAssertEqual(button.invalidations, 0, "colors leave the size alone")
        configuration.title = "Save all"
        button.configuration = configuration
        XCTAssertEqual(button.invalidations, 1, "a new title")
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        button.configuration = configuration
        XCTAssertEqual(button.invalidations, 2, "new insets")
        button.configuration = nil
        XCTAssertEqual(button.invalidations, 3, "back to the legacy content")
    }

    func testImageViewInvalidatesWhenTheImageSizeChanges() async {
        let view = CountingImageView()
        view.image = intrinsicTestImage(CGSize(width: 10, height: 20))
        XCTAssertEqual(view.invalidations, 1)
        view.image = intrinsicTestImage(CGSize(width: 10, height: 20))
        XCTAssertEqual(view.invalidations, 1, "another image of the same size keeps the intrinsic size")
        view.image = intrinsicTestImage(CGSize(width: 30, height: 20))
        XCTAssertEqual(view.invalidations, 2)
        view.image = nil
        XCTAssertEqual(view.invalidations, 3)
        view.highlightedImage = intrinsicTestImage(CGSize(width: 50, height: 50))
        view.isHighlighted = true
        XCTAssertEqual(view.invalidations, 3, "the highlighted image does not size the view")
    }

    func testSliderInvalidatesWhenTheThumbChangesItsHeight() async {
        let slider = CountingSlider()
        slider.invalidations = 0
        slider.setThumbImage(intrinsicTestImage(CGSize(width: 20, height: 20)), for: .normal)
        XCTAssertEqual(slider.invalidations, 0, "a thumb under 31 points keeps the height")
        slider.setThumbImage(intrinsicTestImage(CGSize(width: 40, height: 40)), for: .normal)
        XCTAssertEqual(slider.invalidations, 1)
        slider.value = 0.7
        slider.minimumTrackTintColor = .red
        XCTAssertEqual(slider.invalidations, 1, "value and colors leave the size alone")
    }

    func testSegmentedControlInvalidatesForSegmentsAndWidths() async {
        let control = CountingSegmentedControl(items: ["One", "Two"])
        control.invalidations = 0
        control.insertSegment(withTitle: "Three", at: 2, animated: false)
        XCTAssertEqual(control.invalidations, 1, "a new segment")
        control.setTitle("Longer title", forSegmentAt: 0)
        XCTAssertEqual(control.invalidations, 2, "a segment's title")
        control.setWidth(80, forSegmentAt: 1)
        XCTAssertEqual(control.invalidations, 3, "a segment's width")
        control.apportionsSegmentWidthsByContent = true
        XCTAssertEqual(control.invalidations, 4)
        control.apportionsSegmentWidthsByContent = true
        XCTAssertEqual(control.invalidations, 4, "the same value changes nothing")
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.invalidations, 5, "a removed segment")

        control.selectedSegmentIndex = 1
        control.selectedSegmentTintColor = .red
        XCTAssertEqual(control.invalidations, 5, "selection and colors leave the size alone")
    }

    func testPageControlInvalidatesWhenTheNumberOfPagesChanges() async {
        let control = CountingPageControl()
        control.numberOfPages = 3
        XCTAssertEqual(control.invalidations, 1)
        control.numberOfPages = 3
        XCTAssertEqual(control.invalidations, 1, "the same count changes nothing")
        control.currentPage = 2
        control.pageIndicatorTintColor = .red
        XCTAssertEqual(control.invalidations, 1, "the current page and colors leave the size alone")
    }

    func testDatePickerInvalidatesWhenItsModeOrStyleChangesTheSize() async {
        let picker = CountingDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .wheels
        picker.invalidations = 0
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.invalidations, 1, "wheels (320 × 216) to inline (320 × 482)")
        picker.datePickerMode = .date
        XCTAssertEqual(picker.invalidations, 2, "inline date and time (482 high) to date (440)")
        picker.minimumDate = Date(timeIntervalSinceReferenceDate: 0)
        picker.setDate(Date(timeIntervalSinceReferenceDate: 86_400 * 400), animated: false)
        XCTAssertEqual(picker.invalidations, 2, "an inline calendar keeps its size whatever the date")
    }

    func testCompactDatePickerInvalidatesWhenTheDateChangesItsWidth() async {
        let picker = CountingDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .compact
        let calendar = Calendar(identifier: .gregorian)
        func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
            var components = DateComponents(year: year, month: month, day: day, hour: 12)
            components.timeZone = TimeZone(identifier: "UTC")
            return calendar.date(from: components)!
        }
        picker.setDate(day(2025, 5, 3), animated: false)
        let narrow = picker.intrinsicContentSize
        picker.invalidations = 0
        picker.setDate(day(2025, 5, 4), animated: false)
        XCTAssertEqual(picker.intrinsicContentSize, narrow)
        XCTAssertEqual(picker.invalidations, 0, "May 3 and May 4 are as wide")
        picker.setDate(day(2025, 11, 24), animated: false)
        XCTAssertGreaterThan(picker.intrinsicContentSize.width, narrow.width)
        XCTAssertEqual(picker.invalidations, 1, "Nov 24 is wider: the bubble grows")
    }
}
