import UIKit

/// The windowed Catalog: one window with the screen chooser, the screens and the log.
/// Public so that the Catalog's executable, UI tests and benchmarks can launch it.
@MainActor
public final class CatalogAppDelegate: UIResponder, UIApplicationDelegate, UIApplicationMainDelegate {
    public var window: UIWindow?
    private var log: EventLog?
    let logFile: String?
    let selfTestPinch: Bool
    /// Whether the event log is echoed to standard output (off for tests and benchmarks).
    let echo: Bool

    public init(logFile: String?, echo: Bool = true, selfTestPinch: Bool = false) {
        self.logFile = logFile
        self.echo = echo
        self.selfTestPinch = selfTestPinch
        super.init()
    }

    /// The Catalog as UI tests launch it: no log file, no echo.
    public convenience override init() {
        self.init(logFile: nil, echo: false)
    }

    /// The log lines so far (UI tests read what the controls did).
    public var logLines: [String] { log?.lines ?? [] }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let log = EventLog(file: logFile)
        log.echo = echo
        self.log = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
        let root = CatalogRootViewController(entries: CatalogScreens.entries, log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = root.becomeFirstResponder()
        self.window = window
        log.append("launched")
        if selfTestPinch { TouchScreenSelfTest.pinch(on: root) }
        return true
    }

    public func applicationWillTerminate(_ application: UIApplication) {
        log?.append("willTerminate")
    }
}
