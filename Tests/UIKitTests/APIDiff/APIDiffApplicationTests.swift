import XCTest
import UIKit
import UIKitTesting

/// UIApplication members found missing by the API diff: services Linux lacks fail as UIKit
/// reports them.
@MainActor
final class APIDiffApplicationTests: XCTestCase {
    private final class PushDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var failure: (any Error)?
        var token: Data?
        let failed: XCTestExpectation
        init(failed: XCTestExpectation) {
            self.failed = failed
            super.init()
        }
        required init?(coder: NSCoder) { nil }
        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            token = deviceToken
        }
        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
            failure = error
            failed.fulfill()
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
    }

    func testRegisteringForRemoteNotificationsFailsThroughTheDelegateLater() async {
        let delegate = PushDelegate(failed: expectation(description: "registration failed"))
        UIApplication.shared.delegate = delegate
        UIApplication.shared.registerForRemoteNotifications()
        XCTAssertNil(delegate.failure, "UIKit: the delegate hears of it on a later turn of the run loop")
        await fulfillment(of: [delegate.failed], timeout: 5)
        XCTAssertEqual((delegate.failure as NSError?)?.code, 3010)
        XCTAssertNil(delegate.token)
        XCTAssertFalse(UIApplication.shared.isRegisteredForRemoteNotifications)
        withExtendedLifetime(delegate) {}
    }

    func testAlternateIconsAreUnsupported() async {
        XCTAssertFalse(UIApplication.shared.supportsAlternateIcons)
        let done = expectation(description: "completion")
        UIApplication.shared.setAlternateIconName("Dark") { error in
            XCTAssertNotNil(error)
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 5)
        do {
            try await UIApplication.shared.setAlternateIconName(nil)
            XCTFail("UIKit: changing the icon fails when alternate icons are unsupported")
        } catch {}
    }
}
