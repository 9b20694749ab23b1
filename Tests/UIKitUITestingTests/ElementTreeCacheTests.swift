@_spi(Platform) import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// Queries read a classified copy of the element tree while the interface does not change;
/// every change a query can observe must show in the next query.
@MainActor
final class ElementTreeCacheTests: UITestCase {
    func testQueriesChangeNothingSoTheCopyIsKept() async {
        XCTAssertTrue(app.buttons["Save"].exists)
        let generation = UIApplication.shared._interfaceGeneration
        XCTAssertEqual(app.buttons.count, 8)
        XCTAssertEqual(app.buttons["Save"].frame, CGRect(x: 20, y: 60, width: 100, height: 44))
        XCTAssertEqual(app.staticTexts["status"].label, "Status: idle")
        XCTAssertEqual(app.otherElements["panel"].buttons.element.label, "Inner button")
        XCTAssertEqual(UIApplication.shared._interfaceGeneration, generation)
    }

    func testAChangedLabelIsSeenByTheNextQuery() async {
        XCTAssertEqual(app.staticTexts["status"].label, "Status: idle")
        screen.status.text = "Status: busy"
        XCTAssertEqual(app.staticTexts["status"].label, "Status: busy")
        XCTAssertTrue(app.staticTexts["Status: busy"].exists)
        XCTAssertFalse(app.staticTexts["Status: idle"].exists)
        screen.saveButton.setTitle("Store", for: .normal)
        XCTAssertFalse(app.buttons["Save"].exists)
        XCTAssertEqual(app.buttons["save-button"].label, "Store")
        screen.innerLabel.accessibilityLabel = "Renamed"
        XCTAssertEqual(app.staticTexts.element(boundBy: 1).label, "Renamed")
    }

    func testAChangedIdentifierIsSeenByTheNextQuery() async {
        XCTAssertTrue(app.buttons["save-button"].exists)
        screen.saveButton.accessibilityIdentifier = "store-button"
        XCTAssertFalse(app.buttons["save-button"].exists)
        XCTAssertEqual(app.buttons["store-button"].label, "Save")
        // A plain view that gets an identifier becomes an element of its own.
        XCTAssertEqual(app.otherElements.count, 2)
        screen.view.accessibilityIdentifier = "root"
        XCTAssertEqual(app.otherElements.count, 3)
        XCTAssertEqual(app.otherElements["root"].buttons.count, 8)
    }

    func testAHiddenOrTransparentViewIsGoneFromTheNextQuery() async {
        XCTAssertEqual(app.buttons.count, 8)
        screen.saveButton.isHidden = true
        XCTAssertFalse(app.buttons["Save"].exists)
        XCTAssertEqual(app.buttons.count, 7)
        screen.panel.alpha = 0
        XCTAssertFalse(app.buttons["Inner button"].exists)
        XCTAssertEqual(app.buttons.count, 6)
        screen.saveButton.isHidden = false
        screen.panel.alpha = 1
        XCTAssertEqual(app.buttons.count, 8)
        // Through the layer too (`isHidden` reads the layer's flag).
        screen.cancelButton.layer.isHidden = true
        XCTAssertEqual(app.buttons.count, 7)
        XCTAssertFalse(app.buttons["Cancel"].exists)
    }

    func testANewOrRemovedSubviewIsSeenByTheNextQuery() async {
        XCTAssertEqual(app.buttons.count, 8)
        let added = UIButton(type: .system)
        added.setTitle("Added", for: .normal)
        added.frame = CGRect(x: 200, y: 20, width: 80, height: 30)
        screen.panel.addSubview(added)
        XCTAssertEqual(app.buttons.count, 9)
        XCTAssertEqual(app.otherElements["panel"].buttons.allElementsBoundByIndex.map(\.label), ["Inner button", "Added"])
        XCTAssertEqual(app.buttons["Added"].frame, CGRect(x: 220, y: 400, width: 80, height: 30))
        screen.panel.sendSubviewToBack(added)
        XCTAssertEqual(app.otherElements["panel"].buttons.allElementsBoundByIndex.map(\.label), ["Added", "Inner button"])
        added.removeFromSuperview()
        XCTAssertEqual(app.buttons.count, 8)
        XCTAssertFalse(app.buttons["Added"].exists)
    }

    func testGeometryStateAndFocusChangesAreSeenByTheNextQuery() async {
        let save = app.buttons["Save"]
        XCTAssertEqual(save.frame, CGRect(x: 20, y: 60, width: 100, height: 44))
        screen.saveButton.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(save.frame, CGRect(x: 50, y: 78, width: 100, height: 44))
        XCTAssertFalse(app.buttons["Cancel"].isEnabled)
        screen.cancelButton.isEnabled = true
        XCTAssertTrue(app.buttons["Cancel"].isEnabled)
        // The stepper at its minimum: its decrement half is the one disabled button left.
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "isEnabled == false")).allElementsBoundByIndex.map(\.label),
                       ["Decrement"])
        screen.stepper.value = 3
        XCTAssertTrue(app.buttons["Decrement"].isEnabled)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "isEnabled == false")).count, 0)
        XCTAssertFalse(app.textFields["name-field"].hasFocus)
        screen.nameField.becomeFirstResponder()
        XCTAssertEqual(app.textFields.matching(NSPredicate(format: "hasFocus == true")).count, 1)
        screen.passwordField.isSecureTextEntry = false
        XCTAssertEqual(app.textFields.count, 2)
        XCTAssertEqual(app.secureTextFields.count, 0)
    }

    func testAccessibilityElementsAndNewWindowsAreSeenByTheNextQuery() async {
        XCTAssertEqual(app.otherElements["gestures"].label, "")
        screen.gestureArea.accessibilityLabel = "Gestures"
        XCTAssertEqual(app.otherElements["gestures"].label, "Gestures")
        screen.gestureArea.accessibilityTraits = .button
        XCTAssertEqual(app.buttons["gestures"].label, "Gestures")
        let element = UIAccessibilityElement(accessibilityContainer: screen.panel)
        element.accessibilityLabel = "Custom"
        element.accessibilityTraits = .staticText
        screen.panel.accessibilityElements = [element]
        XCTAssertEqual(app.otherElements["panel"].staticTexts.allElementsBoundByIndex.map(\.label), ["Custom"])
        element.accessibilityLabel = "Changed"
        XCTAssertEqual(app.otherElements["panel"].staticTexts.allElementsBoundByIndex.map(\.label), ["Changed"])

        XCTAssertEqual(app.windows.count, 1)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second.isHidden = false
        XCTAssertEqual(app.windows.count, 2)
        second.isHidden = true
        XCTAssertEqual(app.windows.count, 1)
    }

    func testAWindowTheTestLetsGoIsNotKeptAliveByTheCopy() async {
        var second: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second?.isHidden = false
        XCTAssertEqual(app.windows.count, 2)
        weak let gone = second
        second = nil
        XCTAssertNil(gone)
        XCTAssertEqual(app.windows.count, 1)
    }

    func testAViewAnActionRemovesIsNotKeptAliveByTheCopy() async {
        let panel = screen.panel
        var added: UIButton? = UIButton(type: .system)
        weak let removed = added
        added?.setTitle("Remove me", for: .normal)
        added?.frame = CGRect(x: 200, y: 0, width: 120, height: 40)
        added?.addAction(UIAction { _ in panel.subviews.last?.removeFromSuperview() }, for: .primaryActionTriggered)
        panel.addSubview(added!)
        added = nil
        XCTAssertTrue(app.buttons["Remove me"].exists)
        app.buttons["Remove me"].tap()
        // Released by the tap already, before any query made a new copy.
        XCTAssertNil(removed)
        XCTAssertFalse(app.buttons["Remove me"].exists)
    }

    func testACustomGetterChangeIsSeenAfterTheAccessibilityNotification() async {
        let counter = CountingView(frame: CGRect(x: 20, y: 20, width: 50, height: 30))
        screen.view.addSubview(counter)
        XCTAssertEqual(app.staticTexts["counter"].label, "Count 0")
        // A model value with no view property set: UIKit cannot know, the app says so.
        counter.count = 1
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        XCTAssertEqual(app.staticTexts["counter"].label, "Count 1")
        // An event (here a tap anywhere) counts as a change too.
        counter.count = 2
        app.buttons["Save"].tap()
        XCTAssertEqual(app.staticTexts["counter"].label, "Count 2")
        XCTAssertEqual(app.staticTexts["status"].label, "Status: saved 1")
    }
}

/// A view whose accessibility label is computed from a model value.
@MainActor
private final class CountingView: UIView {
    var count = 0

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityIdentifier: String? {
        get { "counter" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .staticText }
        set {}
    }

    override var accessibilityLabel: String? {
        get { "Count \(count)" }
        set {}
    }
}
