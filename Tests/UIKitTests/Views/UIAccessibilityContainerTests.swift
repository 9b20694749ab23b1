import XCTest
import UIKit
import UIKitTesting

/// UIAccessibilityContainer on views and UIAccessibilityElement, as UIKit defines them.
@MainActor
final class UIAccessibilityContainerTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testAPlainViewContainsNothingUntilElementsAreSet() async {
        let view = UIView()
        XCTAssertNil(view.accessibilityElements)
        XCTAssertEqual(view.accessibilityElementCount(), 0)
        XCTAssertNil(view.accessibilityElement(at: 0))
        XCTAssertEqual(view.index(ofAccessibilityElement: UIView()), NSNotFound)
    }

    func testTheContainerMethodsReadAccessibilityElements() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = UIAccessibilityElement(accessibilityContainer: container)
        first.accessibilityLabel = "First"
        let label = UILabel()
        let second = UIAccessibilityElement(accessibilityContainer: container)
        container.accessibilityElements = [first, label, second]
        XCTAssertEqual(container.accessibilityElementCount(), 3)
        XCTAssertTrue(container.accessibilityElement(at: 0) as AnyObject === first)
        XCTAssertTrue(container.accessibilityElement(at: 1) as AnyObject === label)
        XCTAssertNil(container.accessibilityElement(at: 3))
        XCTAssertNil(container.accessibilityElement(at: -1))
        XCTAssertEqual(container.index(ofAccessibilityElement: second), 2)
        XCTAssertEqual(container.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: container)), NSNotFound)
        container.accessibilityElements = nil
        XCTAssertEqual(container.accessibilityElementCount(), 0)
    }

    func testAnElementIsAnElementByDefaultAndDoesNotRetainItsContainer() async {
        weak var weakContainer: UIView?
        let element: UIAccessibilityElement
        do {
            let container = UIView()
            weakContainer = container
            element = UIAccessibilityElement(accessibilityContainer: container)
            XCTAssertTrue(element.accessibilityContainer === container)
        }
        XCTAssertNil(weakContainer)
        XCTAssertNil(element.accessibilityContainer)
        XCTAssertTrue(element.isAccessibilityElement)
        XCTAssertEqual(element.accessibilityTraits, .none)
        XCTAssertFalse(element.accessibilityActivate())
    }

    func testTheFrameInContainerSpaceFollowsTheContainer() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        window.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 60, y: 80, width: 30, height: 40))
        container.frame.origin = CGPoint(x: 100, y: 100)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 110, y: 120, width: 30, height: 40), "moves with the container")
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4), "a screen frame set directly wins")
    }

    func testAWheelsDatePickerContainsOneAdjustableElementPerColumn() async {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_US")
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        XCTAssertFalse(picker.isAccessibilityElement)
        XCTAssertEqual(picker.accessibilityElementCount(), 4, "date, hour, minute, AM/PM")
        for index in 0..<picker.accessibilityElementCount() {
            let element = picker.accessibilityElement(at: index) as? UIAccessibilityElement
            XCTAssertNotNil(element)
            XCTAssertTrue(element?.accessibilityTraits.contains(.adjustable) ?? false)
            XCTAssertNotNil(element?.accessibilityValue)
        }
        let compact = UIDatePicker()
        compact.preferredDatePickerStyle = .compact
        XCTAssertTrue(compact.isAccessibilityElement)
        XCTAssertNil(compact.accessibilityElements)
    }

    func testEachAttributeSetOnAViewReadsBackAloneAndResets() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.accessibilityIdentifier = "id"
        XCTAssertEqual(view.accessibilityIdentifier, "id")
        XCTAssertNil(view.accessibilityLabel, "setting one attribute leaves the others unset")
        XCTAssertEqual(view.accessibilityTraits, .none)
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 10, y: 20, width: 30, height: 40), "no window: the frame in its own space")
        view.accessibilityLabel = "Label"
        view.accessibilityHint = "Hint"
        view.accessibilityValue = "Value"
        view.accessibilityLanguage = "fr"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        XCTAssertEqual([view.accessibilityIdentifier, view.accessibilityLabel, view.accessibilityHint,
                        view.accessibilityValue, view.accessibilityLanguage], ["id", "Label", "Hint", "Value", "fr"])
        XCTAssertEqual(view.accessibilityTraits, [.button, .selected])
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(view.accessibilityElementsHidden)
        XCTAssertTrue(view.accessibilityViewIsModal)
        XCTAssertTrue(view.shouldGroupAccessibilityChildren)
        view.accessibilityLabel = nil
        view.accessibilityElementsHidden = false
        XCTAssertNil(view.accessibilityLabel)
        XCTAssertFalse(view.accessibilityElementsHidden)
        XCTAssertEqual(view.accessibilityIdentifier, "id")
    }

    func testElementsSetToNilReplaceAContainersOwnElements() async {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        XCTAssertGreaterThan(picker.accessibilityElementCount(), 0)
        // As stored: an explicit nil replaces the container's own elements (the old behaviour, kept).
        picker.accessibilityElements = nil
        XCTAssertNil(picker.accessibilityElements)
        XCTAssertEqual(picker.accessibilityElementCount(), 0)
    }
}
