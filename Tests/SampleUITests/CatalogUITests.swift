// A UI test suite written as for iOS (XCUITest), run on Linux in process against the
// Catalog. What differs from the iOS file: the imports (`UIKitUITesting` for XCUITest's API,
// `CatalogKit` for the app, which runs in the test's process), the target application, which
// an iOS UI test target names in its build settings (`XCUIApplication.targetApplicationDelegate`
// here), and `@MainActor` on the class with `async` test methods instead of `@MainActor` on
// each method (swift-corelibs-xctest's test discovery needs that; see the README).
import CatalogKit
import UIKitUITesting
import XCTest

@MainActor
final class CatalogUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
        XCUIApplication.targetApplicationDelegate = CatalogAppDelegate.self   // OpenUIKit: the target application
    }

    func testListShowsEveryScreen() async throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.navigationBars.staticTexts["Catalog"].exists)
        let list = app.tables.firstMatch
        XCTAssertTrue(list.exists)
        for title in ["Controls", "Gestures", "Date Picker", "Text", "Form"] {
            XCTAssertTrue(list.staticTexts[title].exists, "no row for \(title)")
        }
    }

    func testControlsScreen() async throws {
        let app = XCUIApplication()
        app.launch()
        app.tables.staticTexts["Controls"].tap()
        XCTAssertTrue(app.staticTexts["Controls"].waitForExistence(timeout: 1))

        let tapMe = app.buttons["tap-me"]
        XCTAssertEqual(tapMe.label, "Tap me")
        tapMe.tap()
        // The event log shows what the control sent.
        XCTAssertEqual(app.staticTexts.matching(NSPredicate(format: "label CONTAINS 'button: touchUpInside'")).count, 1)

        XCTAssertFalse(app.buttons["Disabled"].isEnabled)

        let toggle = app.switches.firstMatch
        XCTAssertEqual(toggle.value as? String, "0")
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")

        app.buttons["Select me"].tap()
        XCTAssertTrue(app.buttons["Selected"].isSelected)

        let slider = app.sliders.element
        XCTAssertEqual(slider.value as? String, "50%")
        slider.adjust(toNormalizedSliderPosition: 0.8)
        XCTAssertEqual(slider.value as? String, "80%")

        app.steppers.buttons["Increment"].tap()
        XCTAssertTrue(app.staticTexts["Stepper: 1"].exists)

        app.segmentedControls.buttons["Three"].tap()
        XCTAssertTrue(app.segmentedControls.buttons["Three"].isSelected)

        app.buttons["Catalog"].tap()
        XCTAssertTrue(app.tables.staticTexts["Form"].waitForExistence(timeout: 1))
    }

    func testControlsScreenAlertAndSheet() async throws {
        let app = XCUIApplication()
        app.launch()
        app.tables.staticTexts["Controls"].tap()
        app.buttons["Show alert"].tap()

        let alert = app.alerts["Discard Changes?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 1))
        XCTAssertTrue(alert.staticTexts["Your edits will be lost."].exists)
        XCTAssertEqual(alert.buttons.count, 2)
        alert.buttons["Discard"].tap()
        XCTAssertFalse(alert.exists)
        XCTAssertTrue(app.staticTexts.matching(NSPredicate(format: "label CONTAINS 'alert: Discard'")).firstMatch.exists)

        app.buttons["Show sheet"].tap()
        let sheet = app.sheets.firstMatch
        XCTAssertTrue(sheet.waitForExistence(timeout: 1))
        XCTAssertEqual(sheet.buttons.count, 3)
        sheet.buttons["Cancel"].tap()
        XCTAssertEqual(app.sheets.count, 0)
        XCTAssertTrue(app.staticTexts.matching(NSPredicate(format: "label CONTAINS 'alert: Cancel'")).firstMatch.exists)
    }

    func testFormScreenTypesIntoFields() async throws {
        let app = XCUIApplication()
        app.launch()
        app.tables.staticTexts["Form"].tap()
        let name = app.textFields["Full name"]
        XCTAssertTrue(name.waitForExistence(timeout: 1))
        XCTAssertEqual(name.placeholderValue, "Full name")
        name.tap()
        XCTAssertTrue(name.hasFocus)
        // The field capitalizes words, as the iOS keyboard would.
        name.typeText("ada lovelace\n")
        XCTAssertEqual(name.value as? String, "Ada Lovelace")

        // Return moved the focus to the email field.
        let email = app.textFields["Email address"]
        XCTAssertTrue(email.hasFocus)
        email.typeText("ada@example.org")

        let password = app.secureTextFields["Password"]
        password.tap()
        password.typeText("secret")
        XCTAssertEqual(password.value as? String, "••••••")

        let summary = app.staticTexts.element(matching: NSPredicate(format: "label BEGINSWITH 'Name:'"))
        XCTAssertEqual(summary.label, "Name: Ada Lovelace\nEmail: ada@example.org\nPassword: 6 characters")
    }

    func testFormKeepsItsTextAcrossABackgroundTrip() async throws {
        let app = XCUIApplication()
        app.launch()
        app.tables.staticTexts["Form"].tap()
        let name = app.textFields["Full name"]
        XCTAssertTrue(name.waitForExistence(timeout: 1))
        name.tap()
        name.typeText("ada")
        // Select all, delete, type again: a hardware keyboard's keys.
        name.typeKey("a", modifierFlags: .command)
        name.typeKey(.delete, modifierFlags: [])
        XCTAssertEqual(name.value as? String, "Full name")
        name.typeText("grace hopper")
        XCTAssertEqual(name.value as? String, "Grace Hopper")
        XCTAssertEqual(app.keyboards.count, 0)

        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.state, .runningBackground)
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(name.value as? String, "Grace Hopper")

        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = "Form after the background trip"
        add(attachment)
    }

    func testMissingElementsDoNotExist() async throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertFalse(app.buttons["Launch rockets"].exists)
        XCTAssertFalse(app.buttons["Launch rockets"].waitForExistence(timeout: 0.5))
        XCTAssertEqual(app.buttons.matching(identifier: "Launch rockets").count, 0)
    }
}
