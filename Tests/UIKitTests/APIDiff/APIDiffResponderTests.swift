import XCTest
@testable import UIKit

/// UIResponder members the API diff added (session 12): `userActivity` with
/// `updateUserActivityState(_:)` (and the `NSUserActivity` it needs), `restoreUserActivityState(_:)`
/// `captureTextFromCamera(_:)`, `textInputMode` (`UITextInputMode`) and `printContent(_:)`.
@MainActor
final class APIDiffResponderTests: XCTestCase {
    /// A screen that saves its scroll position in its activity, as iOS apps do.
    private final class ArticleResponder: UIResponder {
        var offset = 120
        var restored: Int?
        override func updateUserActivityState(_ activity: NSUserActivity) {
            super.updateUserActivityState(activity)
            activity.addUserInfoEntries(from: ["offset": offset])
        }
        override func restoreUserActivityState(_ activity: NSUserActivity) {
            restored = activity.userInfo?["offset"] as? Int
        }
    }

    private final class SaveObserver: NSObject, NSUserActivityDelegate {
        var saves = 0
        func userActivityWillSave(_ userActivity: NSUserActivity) { saves += 1 }
    }

    func testASavedActivityAsksItsDelegateAndItsRespondersToUpdateIt() async {
        let activity = NSUserActivity(activityType: "com.example.article")
        activity.title = "Article"
        let observer = SaveObserver()
        activity.delegate = observer
        let responder = ArticleResponder()
        responder.userActivity = activity
        XCTAssertTrue(responder.userActivity === activity)

        activity.becomeCurrent()
        XCTAssertEqual(observer.saves, 0, "nothing to save until needsSave is set")
        XCTAssertNil(activity.userInfo)

        activity.needsSave = true
        activity.becomeCurrent()
        XCTAssertEqual(observer.saves, 1)
        XCTAssertEqual(activity.userInfo?["offset"] as? Int, 120)
        XCTAssertFalse(activity.needsSave, "saving clears the flag")

        responder.userActivity = nil
        responder.offset = 5
        activity.needsSave = true
        activity.becomeCurrent()
        XCTAssertEqual(activity.userInfo?["offset"] as? Int, 120, "a responder that let go is not asked")

        let other = ArticleResponder()
        other.restoreUserActivityState(activity)
        XCTAssertEqual(other.restored, 120)
    }

    func testActivityDefaultsAndUserInfoMerging() async {
        let activity = NSUserActivity(activityType: "com.example.note")
        XCTAssertEqual(activity.activityType, "com.example.note")
        XCTAssertTrue(activity.isEligibleForHandoff)
        XCTAssertFalse(activity.isEligibleForSearch)
        XCTAssertFalse(activity.needsSave)
        activity.userInfo = ["a": 1]
        activity.addUserInfoEntries(from: ["b": 2, "a": 3])
        XCTAssertEqual(activity.userInfo?["a"] as? Int, 3)
        XCTAssertEqual(activity.userInfo?["b"] as? Int, 2)
        activity.invalidate()
        activity.needsSave = true
        activity.becomeCurrent()
        XCTAssertTrue(activity.needsSave, "an invalidated activity is not saved")
    }

    func testTextObjectsAnswerTheOneInputModeAndOtherRespondersNone() async {
        let field = UITextField()
        let mode = field.textInputMode
        XCTAssertNotNil(mode?.primaryLanguage)
        XCTAssertTrue(UITextView().textInputMode === mode, "every text object shares the keyboard's mode")
        XCTAssertNil(UIView().textInputMode, "UIKit: nil for a responder that takes no text")
        XCTAssertEqual(UITextInputMode.activeInputModes.count, 1)
        XCTAssertTrue(UITextInputMode.activeInputModes.first === mode)
        XCTAssertEqual(UITextInputMode.currentInputModeDidChangeNotification.rawValue, "UITextInputCurrentInputModeDidChangeNotification")
    }

    /// A screen printing its content, as iOS 15 apps do.
    private final class PrintingResponder: UIResponder {
        var prints = 0
        override func printContent(_ sender: Any?) { prints += 1 }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action.name == "printContent:" || super.canPerformAction(action, withSender: sender)
        }
    }

    func testPrintContentIsAStandardActionAResponderOptsInto() async {
        let action = Selector("printContent:")
        XCTAssertFalse(UIResponder().canPerformAction(action, withSender: nil), "UIKit: only a responder implementing it")
        let responder = PrintingResponder()
        XCTAssertTrue(responder.target(forAction: action, withSender: nil) as? UIResponder === responder)
        responder.printContent(nil)
        XCTAssertEqual(responder.prints, 1)
    }

    func testCaptureTextFromCameraIsNotOfferedWithoutACamera() async {
        let field = UITextField()
        XCTAssertFalse(field.canPerformAction(Selector("captureTextFromCamera:"), withSender: nil))
        field.captureTextFromCamera(nil)
        XCTAssertEqual(field.text, "")
    }
}
