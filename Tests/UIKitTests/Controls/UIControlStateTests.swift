import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIControlStateTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testStateRawValuesMatchUIKit() async {
        XCTAssertEqual(UIControl.State.normal.rawValue, 0)
        XCTAssertEqual(UIControl.State.highlighted.rawValue, 1)
        XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
        XCTAssertEqual(UIControl.State.focused.rawValue, 8)
        XCTAssertEqual(UIControl.State.application.rawValue, 0x00FF_0000)
        XCTAssertEqual(UIControl.State.reserved.rawValue, 0xFF00_0000)
    }

    func testEventRawValuesAndMasksMatchSeed001() async {
        XCTAssertEqual(UIControl.Event.touchDown.rawValue, 1 << 0)
        XCTAssertEqual(UIControl.Event.touchDownRepeat.rawValue, 1 << 1)
        XCTAssertEqual(UIControl.Event.touchDragInside.rawValue, 1 << 2)
        XCTAssertEqual(UIControl.Event.touchDragOutside.rawValue, 1 << 3)
        XCTAssertEqual(UIControl.Event.touchDragEnter.rawValue, 1 << 4)
        XCTAssertEqual(UIControl.Event.touchDragExit.rawValue, 1 << 5)
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 1 << 6)
        XCTAssertEqual(UIControl.Event.touchUpOutside.rawValue, 1 << 7)
        XCTAssertEqual(UIControl.Event.touchCancel.rawValue, 1 << 8)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 1 << 12)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 1 << 13)
        XCTAssertEqual(UIControl.Event.editingDidBegin.rawValue, 1 << 16)
        XCTAssertEqual(UIControl.Event.editingChanged.rawValue, 1 << 17)
        XCTAssertEqual(UIControl.Event.editingDidEnd.rawValue, 1 << 18)
        XCTAssertEqual(UIControl.Event.editingDidEndOnExit.rawValue, 1 << 19)
        XCTAssertEqual(UIControl.Event.allTouchEvents.rawValue, 0x0000_0FFF)
        XCTAssertEqual(UIControl.Event.allEditingEvents.rawValue, 0x000F_0000)
        XCTAssertEqual(UIControl.Event.applicationReserved.rawValue, 0x0F00_0000)
        XCTAssertEqual(UIControl.Event.systemReserved.rawValue, 0xF000_0000)
        XCTAssertEqual(UIControl.Event.allEvents.rawValue, 0xFFFF_FFFF)
        XCTAssertTrue(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel]))
    }

    func testStateIsDerivedFromEnabledHighlightedSelected() async {
        let control = UIControl()
        XCTAssertEqual(control.state, .normal)
        XCTAssertTrue(control.isEnabled)
        control.isHighlighted = true
        XCTAssertEqual(control.state, .highlighted)
        control.isSelected = true
        XCTAssertEqual(control.state, [.highlighted, .selected])
        control.isEnabled = false
        XCTAssertEqual(control.state, [.highlighted, .selected, .disabled])
        control.isHighlighted = false
        control.isSelected = false
        XCTAssertEqual(control.state, .disabled)
    }

    func testStateChangesCanBeObservedBySubclasses() async {
        final class Observed: UIControl {
            var highlights: [Bool] = []
            override var isHighlighted: Bool {
                didSet { highlights.append(isHighlighted) }
            }
        }
        let (window, input) = makeWindow()
        let control = Observed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(control.highlights, [true, false])
    }

    func testEffectiveContentHorizontalAlignmentFollowsLayoutDirection() async {
        let control = UIControl()
        XCTAssertEqual(control.contentHorizontalAlignment, .center)
        XCTAssertEqual(control.contentVerticalAlignment, .center)
        control.contentHorizontalAlignment = .leading
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        control.contentHorizontalAlignment = .trailing
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .right)
        control.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        control.contentHorizontalAlignment = .leading
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .right)
        control.contentHorizontalAlignment = .fill
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .fill)
        control.contentHorizontalAlignment = .left
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left, "absolute values do not flip")
    }

    func testControlsAreAccessibilityElementsWithStateTraits() async {
        let control = UIControl()
        XCTAssertTrue(control.isAccessibilityElement)
        XCTAssertFalse(UIView().isAccessibilityElement)
        XCTAssertEqual(control.accessibilityTraits, .none)
        control.isEnabled = false
        control.isSelected = true
        XCTAssertTrue(control.accessibilityTraits.contains(.notEnabled))
        XCTAssertTrue(control.accessibilityTraits.contains(.selected))
        control.accessibilityTraits = .header
        XCTAssertEqual(control.accessibilityTraits, [.header, .notEnabled, .selected])
        control.isEnabled = true
        control.isSelected = false
        XCTAssertEqual(control.accessibilityTraits, .header)
        XCTAssertEqual(UIButton().accessibilityTraits, .button)
    }

    func testAccessibilityAttributesExistOnViews() async {
        let view = UIView()
        view.accessibilityLabel = "Play"
        view.accessibilityHint = "Plays the song"
        view.accessibilityValue = "50%"
        view.accessibilityIdentifier = "play"
        view.isAccessibilityElement = true
        XCTAssertEqual(view.accessibilityLabel, "Play")
        XCTAssertEqual(view.accessibilityHint, "Plays the song")
        XCTAssertEqual(view.accessibilityValue, "50%")
        XCTAssertEqual(view.accessibilityIdentifier, "play")
        XCTAssertTrue(view.isAccessibilityElement)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Send", "a button reads its title")
    }
}
