import UIKit

/// An app delegate as an iOS app has one: it builds its window at launch.
@MainActor
final class SampleAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?
    private(set) var events: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("didFinishLaunching")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Launched \(ObjectIdentifier(self).hashValue)", for: .normal)
        button.accessibilityIdentifier = "launched"
        button.frame = CGRect(x: 10, y: 10, width: 300, height: 44)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { events.append("willTerminate") }
}
