import XCTest
import UIKit
import UIKitTesting

/// Third round: `UIButton` and `UIButton.Configuration` as iOS tests poke them.
@MainActor
final class Behaviour3ButtonTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAButtonMadeFromAConfigurationIsASystemButtonAndKeepsIt() async {
        // UIKit (UIButton init(configuration:primaryAction:), iOS 15): the button is a system
        // button and carries the configuration; a button made by type has none.
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.configuration?.title, "Buy")
        XCTAssertNil(UIButton(type: .system).configuration)
        XCTAssertNil(UIButton(type: .custom).configuration)
    }

    func testConfigurationDefaults() async {
        // UIKit (UIButton.Configuration): medium size, dynamic corners, image leading with no
        // padding or reservation (imageReservation "Defaults to 0"), no title or image.
        let plain = UIButton.Configuration.plain()
        XCTAssertEqual(plain.buttonSize, .medium)
        XCTAssertEqual(plain.cornerStyle, .dynamic)
        XCTAssertEqual(plain.imagePlacement, .leading)
        XCTAssertEqual(plain.imagePadding, 0)
        XCTAssertEqual(plain.titlePadding, 0)
        XCTAssertEqual(plain.imageReservation, 0)
        XCTAssertEqual(plain.titleAlignment, .automatic)
        XCTAssertNil(plain.title)
        XCTAssertNil(plain.subtitle)
        XCTAssertNil(plain.image)
        XCTAssertFalse(plain.showsActivityIndicator)
    }

    func testAutomaticSelectionUpdateIsOnForPlainGrayAndTinted() async {
        // UIKit (Configuration.automaticallyUpdateForSelection): true by default for plain(),
        // gray() and tinted().
        XCTAssertTrue(UIButton.Configuration.plain().automaticallyUpdateForSelection)
        XCTAssertTrue(UIButton.Configuration.gray().automaticallyUpdateForSelection)
        XCTAssertTrue(UIButton.Configuration.tinted().automaticallyUpdateForSelection)
    }

    func testConfigurationsCompareByValue() async {
        // UIKit: UIButton.Configuration is a Hashable value type; equal contents compare equal.
        var a = UIButton.Configuration.plain()
        var b = UIButton.Configuration.plain()
        XCTAssertEqual(a, b)
        a.title = "A"
        XCTAssertNotEqual(a, b)
        b.title = "A"
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
    }

    func testContentInsetsFollowTheButtonSizeUntilSet() async {
        // UIKit (Configuration.contentInsets / setDefaultContentInsets()): the insets are the
        // style's default for buttonSize until set; a larger size has larger insets, and
        // setDefaultContentInsets() goes back to the default.
        var configuration = UIButton.Configuration.filled()
        let medium = configuration.contentInsets
        configuration.buttonSize = .large
        let large = configuration.contentInsets
        XCTAssertGreaterThan(large.leading, medium.leading)
        configuration.buttonSize = .small
        XCTAssertLessThan(configuration.contentInsets.leading, medium.leading)
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        XCTAssertEqual(configuration.contentInsets, large)
    }

    func testAutomaticallyUpdatesConfigurationIsOnByDefault() async {
        // UIKit (UIButton.automaticallyUpdatesConfiguration): true by default.
        XCTAssertTrue(UIButton(type: .system).automaticallyUpdatesConfiguration)
        XCTAssertTrue(UIButton(configuration: .plain()).automaticallyUpdatesConfiguration)
    }

    func testTheUpdateHandlerRunsOnAStateChange() async {
        // UIKit (configurationUpdateHandler): called when the button's state changes (the
        // update runs before the next layout), with the button in its new state.
        let button = UIButton(configuration: .plain())
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        var states: [UIControl.State] = []
        button.configurationUpdateHandler = { states.append($0.state) }
        button.layoutIfNeeded()
        states.removeAll()
        button.isSelected = true
        button.layoutIfNeeded()
        XCTAssertEqual(states.last, .selected)
        button.isEnabled = false
        button.layoutIfNeeded()
        XCTAssertEqual(states.last, [.selected, .disabled])
    }

    func testSetNeedsUpdateConfigurationRunsTheHandler() async {
        // UIKit (setNeedsUpdateConfiguration()): asks for an update; the handler runs in it.
        let button = UIButton(configuration: .gray())
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        var calls = 0
        button.configurationUpdateHandler = { _ in calls += 1 }
        button.layoutIfNeeded()
        let before = calls
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(calls, before + 1)
    }

    func testTitlesOfUnsetStatesFallBackToNormalForDisabledAndSelected() async {
        // UIKit (setTitle(_:for:)): a state without its own title uses the .normal title;
        // currentTitle follows the button's state.
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sent", for: .selected)
        XCTAssertEqual(button.title(for: .disabled), "Send")
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "Send")
        button.isEnabled = true
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Sent")
        button.setTitle(nil, for: .selected)
        XCTAssertEqual(button.currentTitle, "Send", "removing the selected title falls back again")
    }

    func testTitleLabelExistsWithoutATitle() async {
        // UIKit (UIButton.titleLabel): a system or custom button gives its label even before a
        // title is set, so apps can style it up front.
        XCTAssertNotNil(UIButton(type: .system).titleLabel)
        XCTAssertNotNil(UIButton(type: .custom).titleLabel)
    }

    func testChangesSelectionAsPrimaryActionTogglesSelectionOnATap() async {
        // UIKit (UIButton.changesSelectionAsPrimaryAction, iOS 15): false by default; when true
        // and there is no menu, each tap toggles the selected state.
        let (window, input) = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        window.addSubview(button)
        XCTAssertFalse(button.changesSelectionAsPrimaryAction)
        input.tap(at: CGPoint(x: 100, y: 72))
        XCTAssertFalse(button.isSelected, "an ordinary button does not toggle")
        button.changesSelectionAsPrimaryAction = true
        input.tap(at: CGPoint(x: 100, y: 72))
        XCTAssertTrue(button.isSelected)
        XCTAssertTrue(button.state.contains(.selected))
        input.tap(at: CGPoint(x: 100, y: 72))
        XCTAssertFalse(button.isSelected)
    }
}
