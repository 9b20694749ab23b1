import Foundation
import UIKit

// An app for the state restoration tests: a window whose root is a navigation controller
// ("nav") with a list ("list"); the tests push a detail ("detail", made again by its
// restoration class) and present a sheet. Everything the framework calls is logged. The
// classes are top level so Foundation on Linux can find the restoration class by name.

@MainActor
final class RestorationTestAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var savesState = true
    var restoresState = true
    /// Set during `application(_:shouldRestoreSecureApplicationState:)`: the keys UIKit wrote.
    var archivedBundleVersion: String?
    var archivedTimestamp: Date?
    var archivedIdiom: Int?
    var launchCount = 0
    var restoredLaunchCount: Int?
    /// Made by `makeInterface()`.
    var navigation: UINavigationController!
    var list: RestorationListController!
    /// The root has no restoration identifier (nothing below it is saved).
    var omitsRootIdentifier = false
    /// The list's identifier (a later version may rename it).
    var listIdentifier = "list"
    /// A view of the list's with state of its own ("counter").
    var counter: RestorationCounterView!
    /// Registered under the list at launch when set.
    var registersDrafts = false
    /// Goes on restoring after launch (`extendStateRestoration()`).
    var extendsRestoration = false

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        makeInterface()
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        log.append("shouldSave")
        return savesState
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        log.append("shouldRestore")
        archivedBundleVersion = coder.decodeObject(of: NSString.self, forKey: UIApplication.stateRestorationBundleVersionKey) as String?
        archivedTimestamp = coder.decodeObject(of: NSDate.self, forKey: UIApplication.stateRestorationTimestampKey) as Date?
        archivedIdiom = coder.containsValue(forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
            ? coder.decodeInteger(forKey: UIApplication.stateRestorationUserInterfaceIdiomKey) : nil
        return restoresState
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        log.append("willEncode")
        coder.encode(launchCount, forKey: "launchCount")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        log.append("didDecode")
        if extendsRestoration { application.extendStateRestoration() }
        restoredLaunchCount = coder.containsValue(forKey: "launchCount") ? coder.decodeInteger(forKey: "launchCount") : nil
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        log.append("delegate:\(identifierComponents.joined(separator: "/"))")
        if identifierComponents.last == "sheet" {
            let sheet = RestorationSheetController()
            sheet.restorationIdentifier = "sheet"
            return sheet
        }
        return nil
    }

    func makeInterface() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list = RestorationListController()
        list.restorationIdentifier = listIdentifier
        counter = RestorationCounterView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        counter.restorationIdentifier = "counter"
        list.view.addSubview(counter)
        navigation = UINavigationController(rootViewController: list)
        navigation.restorationIdentifier = omitsRootIdentifier ? nil : "nav"
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        if registersDrafts {
            let drafts = RestorationDraftStore()
            drafts.owner = list
            list.drafts = drafts
            UIApplication.registerObject(forStateRestoration: drafts, restorationIdentifier: "drafts")
        }
    }
}

extension RestorationTestAppDelegate {
    static var current: RestorationTestAppDelegate? { UIApplication.shared.delegate as? RestorationTestAppDelegate }
}

/// A view controller that logs the restoration calls it gets.
class RestorationLoggingController: UIViewController {
    var name: String { restorationIdentifier ?? "?" }

    func record(_ event: String) { RestorationTestAppDelegate.current?.log.append("\(event):\(name)") }

    override func encodeRestorableState(with coder: NSCoder) {
        record("encode")
        super.encodeRestorableState(with: coder)
    }

    override func decodeRestorableState(with coder: NSCoder) {
        record("decode")
        super.decodeRestorableState(with: coder)
    }

    override func applicationFinishedRestoringState() {
        record("finished")
    }
}

final class RestorationListController: RestorationLoggingController {
    var selectedRow = -1
    /// Custom objects the list references in its coder (when set).
    var drafts: RestorationDraftStore?
    var cursor: RestorationCursor?

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selectedRow, forKey: "selectedRow")
        if let drafts { coder.encode(drafts, forKey: "drafts") }
        if let cursor { coder.encode(cursor, forKey: "cursor") }
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        selectedRow = coder.decodeInteger(forKey: "selectedRow")
        if let restored = coder.decodeObject(forKey: "drafts") as? RestorationDraftStore { drafts = restored }
        if let restored = coder.decodeObject(forKey: "cursor") as? RestorationCursor { cursor = restored }
    }
}

/// Made again by its restoration class; its view has a scroll view with a restoration identifier.
final class RestorationDetailController: RestorationLoggingController, UIViewControllerRestoration {
    var itemNumber = 0
    var madeByRestorationClass = false
    /// Set on the next restoration: the restoration class declines.
    static let declineKey = "decline"
    var declinesRestoration = false
    var scrollView: UIScrollView!
    var unnamedScrollView: UIScrollView!

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorationTestAppDelegate.current?.log.append("class:\(identifierComponents.joined(separator: "/"))")
        if coder.decodeBool(forKey: declineKey) { return nil }
        let controller = RestorationDetailController()
        controller.restorationIdentifier = identifierComponents.last
        controller.restorationClass = RestorationDetailController.self
        controller.madeByRestorationClass = true
        return controller
    }

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.restorationIdentifier = "scroller"
        view.addSubview(scrollView)
        unnamedScrollView = UIScrollView(frame: view.bounds)
        unnamedScrollView.contentSize = CGSize(width: 320, height: 2000)
        view.addSubview(unnamedScrollView)
        self.view = view
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(itemNumber, forKey: "itemNumber")
        coder.encode(declinesRestoration, forKey: Self.declineKey)
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        itemNumber = coder.decodeInteger(forKey: "itemNumber")
        // A key an older version never wrote reads as nil, without ending decoding.
        if coder.decodeObject(forKey: "addedInVersion2") != nil { record("unexpected value") }
    }
}

/// Presented by the list; made again by the app delegate.
final class RestorationSheetController: RestorationLoggingController {
    var note: String?

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        if let note { coder.encode(note, forKey: "note") }
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(of: NSString.self, forKey: "note") as String?
    }
}

/// A view that saves state of its own.
final class RestorationCounterView: UIView {
    var count = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
        RestorationTestAppDelegate.current?.log.append("decodeView:\(restorationIdentifier ?? "?")")
    }
}

/// An app written before iOS 13.2: only the deprecated opt-in methods.
@MainActor
final class RestorationLegacyAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var list: RestorationListController!

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list = RestorationListController()
        list.restorationIdentifier = "list"
        window.rootViewController = list
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        log.append("shouldSaveApplicationState")
        return true
    }

    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        log.append("shouldRestoreApplicationState")
        return true
    }
}

/// An app that does not opt in to state restoration.
@MainActor
final class RestorationPlainAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = RestorationListController()
        list.restorationIdentifier = "list"
        window.rootViewController = list
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A custom object registered at launch, under the list (path "nav/list/drafts").
final class RestorationDraftStore: NSObject, UIStateRestoring {
    var text = ""
    var finished = false
    weak var owner: UIViewController?

    var restorationParent: (any UIStateRestoring)? { owner }

    func encodeRestorableState(with coder: NSCoder) {
        coder.encode(text as NSString, forKey: "text")
    }

    func decodeRestorableState(with coder: NSCoder) {
        text = coder.decodeObject(of: NSString.self, forKey: "text") as String? ?? ""
        RestorationTestAppDelegate.current?.log.append("decodeObject:drafts")
    }

    func applicationFinishedRestoringState() { finished = true }
}

/// A custom object its restoration class makes again (no parent: path "cursor").
final class RestorationCursor: NSObject, UIStateRestoring, UIObjectRestoration {
    var position = 0
    var madeByRestorationClass = false

    var objectRestorationClass: (any UIObjectRestoration.Type)? { RestorationCursor.self }

    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)? {
        RestorationTestAppDelegate.current?.log.append("objectClass:\(identifierComponents.joined(separator: "/"))")
        let cursor = RestorationCursor()
        cursor.madeByRestorationClass = true
        return cursor
    }

    func encodeRestorableState(with coder: NSCoder) { coder.encode(position, forKey: "position") }
    func decodeRestorableState(with coder: NSCoder) { position = coder.decodeInteger(forKey: "position") }
}

/// Gives a scroll view its zooming view.
@MainActor
final class RestorationZoomDelegate: NSObject, UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}
