import XCTest
import UIKit
import UIKitTesting

/// The deprecated app-wide status bar settings (iOS 2–9): kept, as UIKit keeps them while
/// view controllers decide the status bar's appearance.
@MainActor
final class StatusBarLegacyTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    @available(iOS, deprecated: 9.0)
    func testStyleAndHiddenAreKept() async {
        let app = UIApplication.shared
        XCTAssertEqual(app.statusBarStyle, .default)
        XCTAssertFalse(app.isStatusBarHidden)
        app.statusBarStyle = .lightContent
        XCTAssertEqual(app.statusBarStyle, .lightContent)
        app.setStatusBarStyle(.darkContent, animated: true)
        XCTAssertEqual(app.statusBarStyle, .darkContent)
        app.isStatusBarHidden = true
        XCTAssertTrue(app.isStatusBarHidden)
        app.setStatusBarHidden(false, with: .fade)
        XCTAssertFalse(app.isStatusBarHidden)
        XCTAssertEqual(app.statusBarFrame, .zero, "a desktop window has no status bar")
        app.statusBarStyle = .default
    }
}
