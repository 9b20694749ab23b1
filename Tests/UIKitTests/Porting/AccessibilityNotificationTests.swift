import XCTest
import UIKit
import UIKitTesting

@MainActor
final class AccessibilityNotificationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testPostedNotificationsAndArgumentsAreRecordedInOrder() async {
        let accessibility = AccessibilityNotificationRecorder()
        let focus = UIView()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: focus)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")

        XCTAssertEqual(accessibility.notifications, [.announcement, .layoutChanged, .screenChanged, .pageScrolled])
        XCTAssertEqual(accessibility.posts[0].argument as? String, "Saved")
        XCTAssertTrue(accessibility.posts[1].argument as? UIView === focus)
        XCTAssertNil(accessibility.posts[2].argument)
    }

    func testNotificationsHaveUIKitsValues() async {
        XCTAssertEqual(UIAccessibility.Notification.screenChanged.rawValue, 1000)
        XCTAssertEqual(UIAccessibility.Notification.layoutChanged.rawValue, 1001)
        XCTAssertEqual(UIAccessibility.Notification.announcement.rawValue, 1008)
        XCTAssertEqual(UIAccessibility.Notification.pageScrolled.rawValue, 1009)
    }

    func testPostFromAnotherThreadIsRecordedOnTheMainThread() async {
        let accessibility = AccessibilityNotificationRecorder()
        await Task.detached {
            UIAccessibility.post(notification: .announcement, argument: "from a worker")
        }.value
        // Let the main queue deliver the post.
        let deadline = Date().addingTimeInterval(5)
        while accessibility.posts.isEmpty && Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertEqual(accessibility.notifications, [.announcement])
    }

    func testNoAssistiveTechnologyRunsOnLinux() async {
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isSwitchControlRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    }
}
