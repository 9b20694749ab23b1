import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class XCUIApplicationTests: XCTestCase {
    override func setUp() async throws {
        XCUIApplication().terminate()
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
    }

    override func tearDown() async throws {
        XCUIApplication().terminate()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
    }

    func testLaunchAdoptsTheWindowTheTestShowed() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(label)
        window.makeKeyAndVisible()
        let app = XCUIApplication()
        XCTAssertEqual(app.state, .notRunning)
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.staticTexts["Hello"].exists)
        XCTAssertEqual(app.windows.element.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.staticTexts["Hello"].exists)
        XCTAssertTrue(window.isHidden)
    }

    func testLaunchingClosureBuildsAFreshWindowEachLaunch() async {
        var launches = 0
        let app = XCUIApplication(launching: {
            launches += 1
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            label.text = "Launch \(launches)"
            window.addSubview(label)
            return window
        })
        app.launch()
        XCTAssertTrue(app.staticTexts["Launch 1"].exists)
        app.launch()
        XCTAssertEqual(launches, 2)
        XCTAssertFalse(app.staticTexts["Launch 1"].exists)
        XCTAssertTrue(app.staticTexts["Launch 2"].exists)
        XCTAssertEqual(app.windows.count, 1)
        // Another XCUIApplication stands for the same running app.
        XCTAssertEqual(XCUIApplication().state, .runningForeground)
    }

    func testTargetApplicationDelegateLaunchesANewDelegateEachTime() async {
        XCUIApplication.targetApplicationDelegate = SampleAppDelegate.self
        let app = XCUIApplication()
        app.launch()
        let first = UIApplication.shared.delegate as? SampleAppDelegate
        XCTAssertEqual(first?.events, ["didFinishLaunching", "didBecomeActive"])
        let firstLabel = app.buttons["launched"].label
        app.launch()
        let second = UIApplication.shared.delegate as? SampleAppDelegate
        XCTAssertFalse(first === second)
        XCTAssertEqual(first?.events, ["didFinishLaunching", "didBecomeActive", "willTerminate"])
        XCTAssertNotEqual(app.buttons["launched"].label, firstLabel)
        XCTAssertEqual(app.buttons.count, 1)
    }

    func testLaunchCallsTheDelegateTheTestSet() async {
        let delegate = SampleAppDelegate()
        UIApplication.shared.delegate = delegate
        let app = XCUIApplication()
        app.launch()
        XCTAssertEqual(delegate.events, ["didFinishLaunching", "didBecomeActive"])
        XCTAssertTrue(app.buttons["launched"].exists)
        app.terminate()
        XCTAssertEqual(delegate.events.last, "willTerminate")
        XCTAssertFalse(app.buttons["launched"].exists)
    }

    func testLaunchWithNothingToLaunchFails() async {
        let app = XCUIApplication()
        let messages = sink.collect { app.launch() }.map(\.message)
        XCTAssertEqual(messages, ["XCUIApplication.launch(): nothing to launch: set UIApplication.shared.delegate, show a window, or use XCUIApplication(launching:)"])
        XCTAssertEqual(app.state, .notRunning)
    }

    let sink = FailureSink()

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                            expected: Bool) {
        if !sink.take(description, line: lineNumber) { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }
}
