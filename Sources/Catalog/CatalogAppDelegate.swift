import UIKit

/// The windowed Catalog: one window with the screen chooser, the screens and the log.
@MainActor
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var log: EventLog?
    let logFile: String?
    let selfTestPinch: Bool

    init(logFile: String?, selfTestPinch: Bool = false) {
        self.logFile = logFile
        self.selfTestPinch = selfTestPinch
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let log = EventLog(file: logFile)
        self.log = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
        let root = CatalogRootViewController(screens: CatalogScreens.all(), log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = root.becomeFirstResponder()
        self.window = window
        log.append("launched")
        if selfTestPinch { TouchScreenSelfTest.pinch(on: root) }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log?.append("willTerminate")
    }
}
