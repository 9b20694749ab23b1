import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// Shows the fixture screen in a fresh window and launches it as the app under test; records
/// the failures XCUITest calls report while `capturing` is on, instead of failing.
@MainActor
class UITestCase: XCTestCase {
    var window: UIWindow!
    var screen: FixtureViewController!
    var app: XCUIApplication!
    let sink = FailureSink()

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen = FixtureViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        app = XCUIApplication()
        app.launch()
    }

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                            expected: Bool) {
        if !sink.take(description, line: lineNumber) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` reports.
    func failures(_ body: () -> Void) -> [(message: String, line: Int)] {
        sink.collect(body)
    }
}
