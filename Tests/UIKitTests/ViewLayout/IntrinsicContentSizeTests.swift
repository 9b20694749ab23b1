import XCTest
import UIKit
import UIKitTesting

/// Each built-in view's `intrinsicContentSize`, as UIKit reports it.
@MainActor
final class IntrinsicContentSizeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let none = UIView.noIntrinsicMetric

    // MARK: UILabel

    func testEmptyLabelIsZeroByZero() async {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero, "UIKit: no text, 0 × 0")
        label.text = ""
        XCTAssertEqual(label.intrinsicContentSize, .zero, "UIKit: empty text, 0 × 0")
        label.attributedText = NSAttributedString(string: "")
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func testSingleLineLabelIsItsTextRoundedUp() async {
        let label = UILabel()
        label.text = "Hello, world"
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(label.intrinsicContentSize, roundedUpTextSize("Hello, world", font: font))
        label.font = .boldSystemFont(ofSize: 30)
        XCTAssertEqual(label.intrinsicContentSize, roundedUpTextSize("Hello, world", font: .boldSystemFont(ofSize: 30)))
    }

    func testSingleLineLabelIgnoresPreferredMaxLayoutWidth() async {
        let label = UILabel()
        label.text = "A sentence long enough to wrap at fifty points"
        let natural = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 50
        XCTAssertEqual(label.intrinsicContentSize, natural, "UIKit: one line never wraps")
    }

    func testMultilineLabelWrapsAtPreferredMaxLayoutWidth() async {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        XCTAssertEqual(label.intrinsicContentSize, roundedUpTextSize(text, font: font),
                       "no preferred width: the unwrapped text")
        label.preferredMaxLayoutWidth = 120
        let wrapped = (text as NSString).boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                                      options: .usesLineFragmentOrigin,
                                                      attributes: [.font: font], context: nil).size
        XCTAssertEqual(label.intrinsicContentSize,
                       CGSize(width: wrapped.width.rounded(.up), height: wrapped.height.rounded(.up)))
        XCTAssertLessThanOrEqual(label.intrinsicContentSize.width, 120)
        XCTAssertGreaterThan(label.intrinsicContentSize.height, 2 * font.lineHeight, "wrapped over several lines")
    }

    func testNumberOfLinesLimitsTheWrappedHeight() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running"
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 120
        XCTAssertEqual(label.intrinsicContentSize.height, (2 * font.lineHeight).rounded(.up))
        XCTAssertLessThanOrEqual(label.intrinsicContentSize.width, 120)
    }

    // MARK: UIButton

    func testEmptyButtonIs30By34() async {
        XCTAssertEqual(UIButton(type: .system).intrinsicContentSize, CGSize(width: 30, height: 34))
        XCTAssertEqual(UIButton(type: .custom).intrinsicContentSize, CGSize(width: 30, height: 34))
    }

    func testTitledButtonIsItsTitlePlusSixPointsAboveAndBelow() async {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let title = roundedUpTextSize("Continue", font: .systemFont(ofSize: 15))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width, height: title.height + 12))
        button.setTitle("On", for: .normal)
        XCTAssertEqual(button.intrinsicContentSize.width, 30, "UIKit: at least 30 points wide")
    }

    func testButtonAddsContentEdgeInsetsAndItsImage() async {
        let button = UIButton(type: .custom)
        button.setImage(intrinsicTestImage(CGSize(width: 20, height: 40)), for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20, height: 40), "image only: the image")
        button.setTitle("Continue", for: .normal)
        let title = roundedUpTextSize("Continue", font: .systemFont(ofSize: 15))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 20, height: 40),
                       "the image beside the title; the taller decides the height")
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 26, height: 44))
    }

    // MARK: Fixed-size controls

    func testSwitchIs51By31() async {
        XCTAssertEqual(UISwitch().intrinsicContentSize, CGSize(width: 51, height: 31))
    }

    func testStepperIs94By32() async {
        XCTAssertEqual(UIStepper().intrinsicContentSize, CGSize(width: 94, height: 32))
    }

    func testSliderHasNoWidthAndIs31High() async {
        let slider = UISlider()
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: none, height: 31))
        slider.setThumbImage(intrinsicTestImage(CGSize(width: 40, height: 40)), for: .normal)
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: none, height: 40), "a taller thumb makes it taller")
        slider.setThumbImage(intrinsicTestImage(CGSize(width: 10, height: 10)), for: .normal)
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: none, height: 31), "never shorter than 31")
    }

    func testSegmentedControlIs32HighAndAddsSegmentWidths() async {
        let control = UISegmentedControl(items: ["One", "Two"])
        XCTAssertEqual(control.intrinsicContentSize.height, 32, "UIKit (iOS 13+): 32 points high")
        control.setWidth(40, forSegmentAt: 0)
        control.setWidth(70, forSegmentAt: 1)
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 110, height: 32), "fixed widths add up")
    }

    func testPageControlIsItsSizeForTheNumberOfPages() async {
        let control = UIPageControl()
        control.numberOfPages = 4
        XCTAssertEqual(control.intrinsicContentSize, control.size(forNumberOfPages: 4))
        XCTAssertGreaterThan(control.size(forNumberOfPages: 5).width, control.size(forNumberOfPages: 4).width)
    }

    // MARK: Image views and pickers

    func testImageViewIsItsImageOrHasNoIntrinsicSize() async {
        let view = UIImageView()
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: none, height: none), "UIKit: no image, no size")
        view.image = intrinsicTestImage(CGSize(width: 24, height: 16))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 24, height: 16))
        view.image = nil
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: none, height: none))
    }

    func testPickerViewIs320By216() async {
        XCTAssertEqual(UIPickerView().intrinsicContentSize, CGSize(width: 320, height: 216))
    }

    func testWheelsDatePickerIs320By216() async {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .wheels
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
    }
}
