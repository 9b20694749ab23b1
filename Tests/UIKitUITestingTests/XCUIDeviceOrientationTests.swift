import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class XCUIDeviceOrientationTests: UITestCase {
    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSettingTheOrientationRotatesTheAppAndReadingItGivesThePhysicalOne() async throws {
        XCTAssertEqual(XCUIDevice.shared.orientation, .portrait)
        // The app does not generate orientation notifications: UIDevice reports unknown, the
        // test still reads the physical orientation.
        XCTAssertEqual(UIDevice.current.orientation, .unknown)

        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(XCUIDevice.shared.orientation, .landscapeLeft)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(app.windows.firstMatch.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(screen.traitCollection.verticalSizeClass, .compact)

        // Flat: the device turns, the interface stays in landscape.
        XCUIDevice.shared.orientation = .faceUp
        XCTAssertEqual(XCUIDevice.shared.orientation, .faceUp)
        XCTAssertEqual(window.frame.size, CGSize(width: 844, height: 390))

        XCUIDevice.shared.orientation = .portrait
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(app.windows.firstMatch.frame.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(screen.traitCollection.verticalSizeClass, .regular)
    }
}
