import XCTest
import UIKit
import UIKitTesting

@MainActor
final class KeyboardDismissalTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testOnlyAFormSheetPresentationDisablesDismissalByDefault() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        XCTAssertFalse(root.disablesAutomaticKeyboardDismissal)

        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        // Not presented yet: not modal.
        XCTAssertFalse(sheet.disablesAutomaticKeyboardDismissal)
        root.present(sheet, animated: false)
        XCTAssertTrue(sheet.disablesAutomaticKeyboardDismissal)
        sheet.dismiss(animated: false)
        XCTAssertFalse(sheet.disablesAutomaticKeyboardDismissal)

        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        XCTAssertFalse(full.disablesAutomaticKeyboardDismissal)
    }

    final class KeepsKeyboard: UIViewController {
        override var disablesAutomaticKeyboardDismissal: Bool { true }
    }

    func testSubclassesOverrideIt() async {
        XCTAssertTrue(KeepsKeyboard().disablesAutomaticKeyboardDismissal)
    }
}
