import XCTest
import UIKit

/// UITextInputContext (iOS 16.4): the shared answers for a Linux desktop's keyboard input.
@MainActor
final class UITextInputContextTests: XCTestCase {
    func testTextInputContextAnswersForAKeyboardDesktop() async {
        let context = UITextInputContext.current()!
        XCTAssertTrue(context === UITextInputContext.current())
        XCTAssertTrue(context.isHardwareKeyboardInputExpected)
        XCTAssertFalse(context.isPencilInputExpected)
        XCTAssertFalse(context.isDictationInputExpected)
    }
}
