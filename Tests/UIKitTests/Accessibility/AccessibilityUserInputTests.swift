import XCTest
import UIKit
import UIKitTesting

/// iOS 13's Voice Control and Switch Control attributes on views and accessibility elements.
@MainActor
final class AccessibilityUserInputTests: XCTestCase {
    func testUserInputLabelsDefaultToTheLabelAndResetWithNil() async {
        let button = UIButton(type: .system)
        button.accessibilityLabel = "Compose"
        XCTAssertEqual(button.accessibilityUserInputLabels, ["Compose"])
        button.accessibilityUserInputLabels = ["New message", "Write"]
        XCTAssertEqual(button.accessibilityUserInputLabels, ["New message", "Write"])
        XCTAssertEqual(button.accessibilityAttributedUserInputLabels.map(\.string), ["New message", "Write"])
        button.accessibilityUserInputLabels = nil
        XCTAssertEqual(button.accessibilityUserInputLabels, ["Compose"])
        XCTAssertEqual(UIView().accessibilityUserInputLabels, [])
    }

    func testRespondsToUserInteractionFollowsControlsAndRecognizersUnlessSet() async {
        let control = UISwitch()
        XCTAssertTrue(control.accessibilityRespondsToUserInteraction)
        control.isEnabled = false
        XCTAssertFalse(control.accessibilityRespondsToUserInteraction)
        let view = UIView()
        XCTAssertFalse(view.accessibilityRespondsToUserInteraction)
        view.addGestureRecognizer(UITapGestureRecognizer())
        XCTAssertTrue(view.accessibilityRespondsToUserInteraction)
        view.accessibilityRespondsToUserInteraction = false
        XCTAssertFalse(view.accessibilityRespondsToUserInteraction)
        let element = UIAccessibilityElement(accessibilityContainer: view)
        XCTAssertFalse(element.accessibilityRespondsToUserInteraction)
        element.accessibilityLabel = "Day"
        XCTAssertEqual(element.accessibilityUserInputLabels, ["Day"])
    }

    func testTextualContextIsStoredWithUIKitsRawValues() async {
        let textView = UITextView()
        XCTAssertNil(textView.accessibilityTextualContext)
        textView.accessibilityTextualContext = .sourceCode
        XCTAssertEqual(textView.accessibilityTextualContext, .sourceCode)
        XCTAssertEqual(UIAccessibilityTextualContext.wordProcessing.rawValue, "UIAccessibilityTextualContextWordProcessing")
        XCTAssertEqual(UIAccessibilityTextualContext.console.rawValue, "UIAccessibilityTextualContextConsole")
    }
}
