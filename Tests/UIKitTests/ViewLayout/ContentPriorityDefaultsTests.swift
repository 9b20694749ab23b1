import XCTest
import UIKit
import UIKitTesting

/// The content hugging and compression resistance priorities of views created in code
/// (UIKit; Interface Builder sets others, such as 251 for labels and image views).
@MainActor
final class ContentPriorityDefaultsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func assertPriorities(_ view: UIView, hugging: (Float, Float), resistance: (Float, Float) = (750, 750),
                                  file: StaticString = #filePath, line: UInt = #line) {
        let name = String(describing: type(of: view))
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal).rawValue, hugging.0, "\(name) hugging H", file: file, line: line)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical).rawValue, hugging.1, "\(name) hugging V", file: file, line: line)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal).rawValue, resistance.0,
                       "\(name) resistance H", file: file, line: line)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical).rawValue, resistance.1,
                       "\(name) resistance V", file: file, line: line)
    }

    func testSwitchAndStepperHugAt750() async {
        assertPriorities(UISwitch(), hugging: (750, 750))
        assertPriorities(UIStepper(), hugging: (750, 750))
    }

    func testOtherViewsCreatedInCodeHugAt250() async {
        // UIKit: labels and image views made in code hug at 250, not Interface Builder's 251.
        let views: [UIView] = [UIView(), UILabel(), UIImageView(), UIButton(type: .system), UISlider(),
                               UISegmentedControl(items: ["A"]), UIPageControl(), UIPickerView(), UIDatePicker()]
        for view in views { assertPriorities(view, hugging: (250, 250)) }
    }

    func testASetPriorityWinsOverTheClassDefault() async {
        let toggle = UISwitch()
        toggle.setContentHuggingPriority(.defaultLow, for: .horizontal)
        assertPriorities(toggle, hugging: (250, 750))
        toggle.setContentCompressionResistancePriority(.required, for: .vertical)
        assertPriorities(toggle, hugging: (250, 750), resistance: (750, 1000))
    }

    func testSubclassesInheritTheClassDefault() async {
        final class CustomStepper: UIStepper {}
        assertPriorities(CustomStepper(), hugging: (750, 750))
    }

    func testSettingAPriorityChangesOnlyThatAxis() async {
        let toggle = UISwitch()
        toggle.setContentHuggingPriority(.defaultHigh, for: .vertical)
        assertPriorities(toggle, hugging: (750, 750))
        let label = UILabel()
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        assertPriorities(label, hugging: (251, 250))
    }
}
