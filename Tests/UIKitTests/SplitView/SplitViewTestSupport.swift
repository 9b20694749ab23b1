import XCTest
@_spi(Platform) import UIKit

/// Records a split view controller delegate's calls, and answers as told.
@MainActor
final class SplitDelegateRecorder: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var collapsesSecondary = false

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode.rawValue)")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        calls.append("willShow \(column)")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        calls.append("willHide \(column)")
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        calls.append("collapseSecondary")
        return collapsesSecondary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
}

@MainActor
enum SplitFixtures {
    /// A visible window of `size` on a screen of that size (an iPad from 600 points on the
    /// shorter side) with `root` as its root view controller.
    static func window(_ size: CGSize, root: UIViewController) -> UIWindow {
        UIScreen.main.updateDisplay(bounds: CGRect(origin: .zero, size: size), scale: 2)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    static let padLandscape = CGSize(width: 1024, height: 768)
    static let padPortrait = CGSize(width: 768, height: 1024)
    static let phone = CGSize(width: 390, height: 844)

    static func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }
}
