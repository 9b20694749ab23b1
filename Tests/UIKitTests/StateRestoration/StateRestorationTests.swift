import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// UIKit's state preservation and restoration: what is saved when the app goes to the
/// background, and the order in which a relaunch makes, decodes and finishes the objects.
@MainActor
final class StateRestorationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
        UIKitTestEnvironment.reset()
    }

    private func launch(_ configure: (RestorationTestAppDelegate) -> Void = { _ in }) -> RestorationTestAppDelegate {
        let delegate = RestorationTestAppDelegate()
        configure(delegate)
        XCTAssertTrue(UIKitTestEnvironment.relaunchApplication(with: delegate))
        return delegate
    }

    /// Launches, pushes a detail made again by its restoration class, sets some state.
    private func launchAndNavigate(declining: Bool = false) -> (RestorationTestAppDelegate, RestorationDetailController) {
        let app = launch()
        app.launchCount = 5
        app.list.selectedRow = 3
        app.counter.count = 4
        let detail = RestorationDetailController()
        detail.restorationIdentifier = "detail"
        detail.restorationClass = RestorationDetailController.self
        detail.itemNumber = 7
        detail.declinesRestoration = declining
        app.navigation.pushViewController(detail, animated: false)
        detail.loadViewIfNeeded()
        detail.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        detail.unnamedScrollView.contentOffset = CGPoint(x: 0, y: 300)
        app.log.removeAll()
        return (app, detail)
    }

    func testFirstLaunchWithoutArchiveIsNotAskedToRestore() async throws {
        let app = launch()
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        XCTAssertNil(UIKitTestEnvironment.savedApplicationStateURL)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    func testEnteringBackgroundPreservesTheStateInUIKitsOrder() async throws {
        let (app, _) = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(app.log, ["willResignActive", "didEnterBackground", "shouldSave", "willEncode", "encode:list", "encode:detail"])
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        let url = try XCTUnwrap(UIKitTestEnvironment.savedApplicationStateURL)
        XCTAssertEqual(url.lastPathComponent, "UIStateRestoration.archive")
        app.log.removeAll()
        UIKitTestEnvironment.simulateEnteringForeground()
        XCTAssertEqual(app.log, ["willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    func testRelaunchRestoresTheHierarchyAndStateInUIKitsOrder() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()

        let app = launch()
        XCTAssertEqual(app.log, [
            "willFinishLaunching", "shouldRestore",
            // Made or found: the delegate declines the navigation controller and the list
            // (UIKit then finds the ones the app made in willFinishLaunching); the detail's
            // restoration class makes it.
            "delegate:nav", "delegate:nav/list", "class:nav/detail",
            // Decoded in the order they were saved, then the views, then finished.
            "decode:list", "decode:detail", "decodeView:counter", "finished:list", "finished:detail",
            "didDecode", "didFinishLaunching", "didBecomeActive",
        ])
        XCTAssertEqual(app.navigation.viewControllers.count, 2)
        XCTAssertTrue(app.navigation.viewControllers.first === app.list)
        let detail = try XCTUnwrap(app.navigation.viewControllers.last as? RestorationDetailController)
        XCTAssertTrue(detail.madeByRestorationClass)
        XCTAssertEqual(detail.itemNumber, 7)
        XCTAssertEqual(app.list.selectedRow, 3)
        XCTAssertEqual(app.counter.count, 4)
        // A scroll view with a restoration identifier comes back where it was; one without does not.
        XCTAssertEqual(detail.scrollView.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(detail.unnamedScrollView.contentOffset, .zero)
        XCTAssertEqual(app.restoredLaunchCount, 5)
        XCTAssertEqual(app.archivedIdiom, UIScreen.main.traitCollection.userInterfaceIdiom.rawValue)
        XCTAssertNotNil(app.archivedBundleVersion)
        let timestamp = try XCTUnwrap(app.archivedTimestamp)
        XCTAssertLessThan(abs(timestamp.timeIntervalSinceNow), 60)
    }

    func testRestorationClassReturningNilEndsTheSearch() async throws {
        _ = launchAndNavigate(declining: true)
        UIKitTestEnvironment.simulateEnteringBackground()

        let app = launch()
        XCTAssertTrue(app.log.contains("class:nav/detail"))
        XCTAssertFalse(app.log.contains("delegate:nav/detail"))
        XCTAssertFalse(app.log.contains("decode:detail"))
        XCTAssertEqual(app.navigation.viewControllers.count, 1)
        XCTAssertTrue(app.navigation.topViewController === app.list)
    }

    func testControllersBelowOneWithoutIdentifierAreNotPreserved() async throws {
        let app = launch { $0.omitsRootIdentifier = true }
        let detail = RestorationDetailController()
        detail.restorationIdentifier = "detail"
        detail.restorationClass = RestorationDetailController.self
        app.navigation.pushViewController(detail, animated: false)
        app.log.removeAll()
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(app.log, ["willResignActive", "didEnterBackground", "shouldSave", "willEncode"])

        let relaunched = launch()
        XCTAssertEqual(relaunched.log, ["willFinishLaunching", "shouldRestore", "didDecode", "didFinishLaunching", "didBecomeActive"])
        XCTAssertEqual(relaunched.navigation.viewControllers.count, 1)
    }

    func testDeclinedSaveRemovesTheOlderArchive() async throws {
        let (app, _) = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertNotNil(UIKitTestEnvironment.savedApplicationStateURL)
        UIKitTestEnvironment.simulateEnteringForeground()
        app.savesState = false
        app.log.removeAll()
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(app.log, ["willResignActive", "didEnterBackground", "shouldSave"])
        XCTAssertNil(UIKitTestEnvironment.savedApplicationStateURL)
    }

    func testDeclinedRestoreLaunchesTheFreshInterface() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        let app = launch { $0.restoresState = false }
        XCTAssertEqual(app.log, ["willFinishLaunching", "shouldRestore", "didFinishLaunching", "didBecomeActive"])
        XCTAssertEqual(app.navigation.viewControllers.count, 1)
        XCTAssertEqual(app.list.selectedRow, -1)
        XCTAssertEqual(app.counter.count, 0)
    }

    func testViewsAreRestoredOnlyWithTheirViewController() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        // The new version renamed the list: UIKit finds no view controller at "nav/list".
        let app = launch { $0.listIdentifier = "contents" }
        XCTAssertTrue(app.log.contains("delegate:nav/list"))
        XCTAssertFalse(app.log.contains("decode:contents"))
        XCTAssertFalse(app.log.contains("decodeView:counter"))
        XCTAssertEqual(app.counter.count, 0)
        XCTAssertEqual(app.list.selectedRow, -1)
        // The detail is restored and pushed by the navigation controller all the same.
        XCTAssertEqual((app.navigation.viewControllers.last as? RestorationDetailController)?.itemNumber, 7)
    }

    func testPresentedViewControllerIsPreservedAndPresentedAgain() async throws {
        let first = launch()
        let sheet = RestorationSheetController()
        sheet.restorationIdentifier = "sheet"
        sheet.note = "draft"
        first.list.present(sheet, animated: false)
        first.log.removeAll()
        UIKitTestEnvironment.simulateEnteringBackground()
        // UIKit: the list's navigation controller presents for it (the root of its hierarchy),
        // so the sheet is preserved under the navigation controller's path.
        XCTAssertTrue(first.list.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === first.navigation)
        XCTAssertEqual(first.log, ["willResignActive", "didEnterBackground", "shouldSave", "willEncode", "encode:sheet", "encode:list"])

        let app = launch()
        XCTAssertTrue(app.log.contains("delegate:nav/sheet"))
        let restored = try XCTUnwrap(app.list.presentedViewController as? RestorationSheetController)
        XCTAssertEqual(restored.note, "draft")
        XCTAssertTrue(restored.presentingViewController === app.navigation)
        XCTAssertTrue(restored.view.window === app.window)
    }

    func testDamagedArchiveLaunchesWithoutRestoring() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        let url = try XCTUnwrap(UIKitTestEnvironment.savedApplicationStateURL)
        let archive = try Data(contentsOf: url)

        for damaged in [Data("not an archive".utf8), archive.prefix(archive.count / 2), Data()] {
            try damaged.write(to: url)
            let app = launch()
            XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
            XCTAssertEqual(app.navigation.viewControllers.count, 1)
        }
    }

    func testDeprecatedOptInMethodsDecideWithoutTheSecureOnes() async throws {
        let first = RestorationLegacyAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: first)
        first.list.selectedRow = 9
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(first.log, ["shouldSaveApplicationState"])
        XCTAssertNotNil(UIKitTestEnvironment.savedApplicationStateURL)

        let app = RestorationLegacyAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        XCTAssertEqual(app.log, ["shouldRestoreApplicationState"])
        XCTAssertEqual(app.list.selectedRow, 9)
    }

    func testWithoutOptInNothingIsSaved() async throws {
        let plain = RestorationPlainAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: plain)
        XCTAssertEqual(plain.window?.rootViewController?.restorationIdentifier, "list")
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertNil(UIKitTestEnvironment.savedApplicationStateURL)
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
    }

    func testCustomObjectsAreFoundByPathOrMadeByTheirRestorationClass() async throws {
        let first = launch { $0.registersDrafts = true }
        first.list.drafts?.text = "Dear Linux,"
        let cursor = RestorationCursor()
        cursor.position = 42
        UIApplication.registerObject(forStateRestoration: cursor, restorationIdentifier: "cursor")
        first.list.cursor = cursor
        first.log.removeAll()
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(first.log, ["willResignActive", "didEnterBackground", "shouldSave", "willEncode", "encode:list"])

        let app = launch { $0.registersDrafts = true }
        XCTAssertEqual(app.log, [
            "willFinishLaunching", "shouldRestore", "delegate:nav", "delegate:nav/list", "objectClass:cursor",
            "decode:list", "decodeObject:drafts", "decodeView:counter", "finished:list",
            "didDecode", "didFinishLaunching", "didBecomeActive",
        ])
        let drafts = try XCTUnwrap(app.list.drafts)
        XCTAssertEqual(drafts.text, "Dear Linux,")
        XCTAssertTrue(drafts.finished)
        let restoredCursor = try XCTUnwrap(app.list.cursor)
        XCTAssertTrue(restoredCursor.madeByRestorationClass)
        XCTAssertEqual(restoredCursor.position, 42)
    }

    func testUnregisteredObjectIsArchivedAsNil() async throws {
        let first = launch()
        first.list.drafts = RestorationDraftStore()
        first.list.drafts?.text = "lost"
        UIKitTestEnvironment.simulateEnteringBackground()
        let app = launch()
        XCTAssertNil(app.list.drafts)
        XCTAssertFalse(app.log.contains("decodeObject:drafts"))
    }

    func testRestorationExtendedAndNeverCompletedDiscardsTheState() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        let extended = launch { $0.extendsRestoration = true }
        XCTAssertEqual(extended.navigation.viewControllers.count, 2)
        // The app ends before completeStateRestoration(): the next launch restores nothing.
        let app = launch()
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        XCTAssertNil(UIKitTestEnvironment.savedApplicationStateURL)
        XCTAssertEqual(app.navigation.viewControllers.count, 1)
    }

    func testCompletedExtensionKeepsTheState() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        _ = launch { $0.extendsRestoration = true }
        UIApplication.shared.completeStateRestoration()
        let app = launch()
        XCTAssertTrue(app.log.contains("shouldRestore"))
        XCTAssertEqual(app.navigation.viewControllers.count, 2)
    }

    func testSavingAgainAfterAnExtendedRestorationKeepsTheNewState() async throws {
        _ = launchAndNavigate()
        UIKitTestEnvironment.simulateEnteringBackground()
        let extended = launch { $0.extendsRestoration = true }
        extended.list.selectedRow = 8
        UIKitTestEnvironment.simulateEnteringBackground()
        let app = launch()
        XCTAssertTrue(app.log.contains("shouldRestore"))
        XCTAssertEqual(app.list.selectedRow, 8)
    }

    func testForeignArchiveIsNotRestored() async throws {
        // A keyed archive, but not a restoration archive.
        let data = try NSKeyedArchiver.archivedData(withRootObject: ["nav": "list"] as NSDictionary, requiringSecureCoding: false)
        let url = try XCTUnwrap(UIApplication.shared._stateRestorationArchiveURL)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        let app = launch()
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
    }
}
