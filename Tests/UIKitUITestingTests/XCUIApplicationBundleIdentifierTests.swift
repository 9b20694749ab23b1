import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// `XCUIApplication(bundleIdentifier:)`: the app under test by its identifier, any other app
/// one that never runs.
@MainActor
final class XCUIApplicationBundleIdentifierTests: UITestCase {
    func testTheConfiguredIdentifierIsTheAppUnderTest() async throws {
        XCUIApplication.targetApplicationBundleIdentifier = "com.example.Fixture"
        defer { XCUIApplication.targetApplicationBundleIdentifier = nil }
        let same = XCUIApplication(bundleIdentifier: "com.example.Fixture")
        XCTAssertEqual(same.state, .runningForeground)
        XCTAssertTrue(same.buttons["save-button"].exists)
        same.buttons["save-button"].tap()
        XCTAssertEqual(screen.saveCount, 1)
    }

    func testAnotherAppIsNotRunningAndHoldsNothing() async throws {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertEqual(springboard.state, .notRunning)
        XCTAssertFalse(springboard.exists)
        XCTAssertFalse(springboard.buttons["save-button"].exists, "the app under test's button is not another app's")
        XCTAssertEqual(springboard.buttons.count, 0)
        XCTAssertFalse(springboard.buttons["Allow"].waitForExistence(timeout: 1))
        XCTAssertTrue(springboard.wait(for: .notRunning, timeout: 0))
        // The app under test runs on.
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.buttons["save-button"].exists)
    }

    func testLaunchingAnotherAppFails() async throws {
        let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
        let messages = failures { settings.launch() }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("'com.apple.Preferences' is not the app under test") ?? false, "\(messages)")
        XCTAssertEqual(settings.state, .notRunning)
        settings.terminate()
        XCTAssertEqual(app.state, .runningForeground, "terminating another app leaves the app under test running")
    }

    func testTappingInAnotherAppReportsNoMatches() async throws {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let messages = failures { springboard.buttons["save-button"].tap() }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("No matches found") ?? false, "\(messages)")
        XCTAssertEqual(screen.saveCount, 0)
    }
}
