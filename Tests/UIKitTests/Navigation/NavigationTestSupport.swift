import XCTest
import UIKit

/// A view controller that records its appearance and containment callbacks into a shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: NavigationLog

    init(_ name: String, log: NavigationLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title ?? name
    }

    required init?(coder: NSCoder) {
        name = "?"
        log = NavigationLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor
final class NavigationLog: UINavigationControllerDelegate, UITabBarControllerDelegate {
    var entries: [String] = []
    var allowsSelection = true

    func add(_ entry: String) { entries.append(entry) }

    /// The entries added by `body`.
    func during(_ body: () -> Void) -> [String] {
        let start = entries.count
        body()
        return Array(entries[start...])
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        add("willShow \((viewController as? LoggingController)?.name ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        add("didShow \((viewController as? LoggingController)?.name ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        add("shouldSelect \((viewController as? LoggingController)?.name ?? "\(type(of: viewController))")")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        add("didSelect \((viewController as? LoggingController)?.name ?? "\(type(of: viewController))")")
    }
}

@MainActor
enum NavigationFixtures {
    /// An iPhone-sized visible window (390 × 844) with `root` as its root view controller and
    /// the status bar and home indicator areas as the root's additional safe area (47 / 34).
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Every view of `type` under `view`.
    static func views<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        var found: [T] = []
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let match = next as? T { found.append(match) }
            queue.append(contentsOf: next.subviews)
        }
        return found
    }

    /// The visible accessibility button labeled `label` under `view` (as an XCUITest query
    /// would find it).
    static func button(_ label: String, in view: UIView) -> UIView? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if !next.isHidden, next.alpha > 0, next.isAccessibilityElement, next.accessibilityLabel == label,
               next.accessibilityTraits.contains(.button) {
                return next
            }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}
