// Runs one scenario that cannot run inside the test process: programming errors UIKit
// answers with an exception (OpenUIKit stops with a clear precondition message), and the
// application entry point, which never returns. Used by Tests/UIKitTests; not part of the
// framework.
import UIKit

/// An app delegate that reports its lifecycle, checks that the main run loop serves the
/// main queue and framework timers, and then ends the process.
@MainActor
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("didFinishLaunching")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.async {
            print("main queue ran")
            let start = CACurrentMediaTime()
            ProbeTimers.schedule(after: 0.05) {
                print("framework timer fired after \(CACurrentMediaTime() - start >= 0.05 ? "its delay" : "too early")")
                print("delegate is next responder: \(UIApplication.shared.next === self)")
                fflush(nil)
                exit(0)
            }
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("didBecomeActive")
    }
}

@MainActor
func run(_ scenario: String) {
    switch scenario {
    case "add-self-as-subview":
        let view = UIView()
        view.addSubview(view)
    case "add-ancestor-as-subview":
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
    case "add-layer-to-itself":
        let layer = CALayer()
        layer.addSublayer(layer)
    case "application-main":
        UIApplicationMain(delegate: ProbeAppDelegate())
    case "main-attribute":
        // What `@main` on a plain `UIApplicationDelegate` class calls.
        ProbeAppDelegate.main()
    case "timer-selector-with-event":
        // A (sender, event) action method cannot be a timer's selector.
        let control = UIControl()
        _ = Timer(timeInterval: 1, target: control, selector: Selector("fired:event:", UIControl.probeFired),
                  userInfo: nil, repeats: false)
    case "observer-selector-wrong-argument":
        // An observer method must take the Notification (or nothing).
        let view = UIView()
        NotificationCenter.default.addObserver(view, selector: Selector("setTitle:", UIView.probeTitle),
                                               name: Notification.Name("probe"), object: nil)
    case "perform-selector-wrong-target":
        // The selector's method belongs to another class.
        UIView().perform(Selector("sendActions", UIControl.probeSend))
    case let scenario where scenario.hasPrefix("visual-format:"):
        // The rest is a visual format; views a and b share a superview, orphan has none.
        let container = UIView(), a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let views: [String: Any] = ["a": a, "b": b, "orphan": UIView(), "notAView": "text"]
        let format = String(scenario.dropFirst("visual-format:".count))
        print(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 8], views: views).count)
    case let scenario where scenario.hasPrefix("snapshot:"):
        runSnapshotScenario(String(scenario.dropFirst("snapshot:".count)))
    case let scenario where scenario.hasPrefix("table:"):
        runTableScenario(String(scenario.dropFirst("table:".count)))
    case let scenario where scenario.hasPrefix("nib:"):
        runNibScenario(String(scenario.dropFirst("nib:".count)))
    case let scenario where scenario.hasPrefix("collection:"):
        runCollectionViewScenario(String(scenario.dropFirst("collection:".count)))
    case "ok":
        print("ok")
    default:
        FileHandle.standardError.write(Data("unknown scenario \(scenario)\n".utf8))
        exit(2)
    }
}

let scenario = CommandLine.arguments.dropFirst().first ?? "ok"
MainActor.assumeIsolated { run(scenario) }

extension UIControl {
    func probeFired(_ sender: Any, event: UIEvent) {}
    func probeSend() {}
}

extension UIView {
    func probeTitle(_ title: String) {}
}
