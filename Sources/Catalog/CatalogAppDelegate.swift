import UIKit

/// The windowed Catalog: one window with the screen chooser, the screens and the log.
@MainActor
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let logFile: String?

    init(logFile: String?) {
        self.logFile = logFile
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let log = EventLog(file: logFile)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
        window.rootViewController = CatalogRootViewController(screens: CatalogScreens.all(), log: log)
        window.makeKeyAndVisible()
        self.window = window
        log.append("launched")
        return true
    }
}
