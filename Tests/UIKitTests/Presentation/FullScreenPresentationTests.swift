import XCTest
import UIKit
import UIKitTesting

/// Records the appearance callbacks and whether its view was in a window at each.
@MainActor
private final class PresentationEventLog {
    var events: [String] = []
}

@MainActor
private final class PresentationLoggingController: UIViewController {
    let name: String
    let log: PresentationEventLog
    init(_ name: String, _ log: PresentationEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    private func record(_ call: String) { log.events.append("\(name).\(call)(\(view.window == nil ? "out" : "in"))") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("didDisappear") }
}

/// UIKit (UIModalPresentationStyle): for `.fullScreen` and `.currentContext` "the views
/// belonging to the presenting view controller are removed after the presentation completes";
/// for `.overFullScreen` and `.overCurrentContext` "the views beneath the presented content are
/// not removed from the view hierarchy when the presentation finishes". These presentations
/// have no transitioning delegate (see CustomPresentationTests for the animator path).
@MainActor
final class FullScreenPresentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makeWindow(root: UIViewController? = nil) -> (UIWindow, UIViewController) {
        let root = root ?? UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func testAFullScreenPresentationRemovesThePresentersViewWhenItCompletes() async {
        let (window, root) = makeWindow()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        var presenterInWindowAtCompletion: Bool?
        root.present(modal, animated: false) {
            presenterInWindowAtCompletion = modal.presentingViewController?.view.window != nil
        }
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(presenterInWindowAtCompletion, false, "presentingViewController.view.window is nil by the completion")
        XCTAssertNil(root.view.window)
        XCTAssertNil(root.view.superview)
        XCTAssertTrue(modal.view.window === window)
        XCTAssertEqual(modal.view.frame, window.bounds)
        XCTAssertTrue(modal.presentingViewController === root)
    }

    func testAnAnimatedFullScreenPresentationAlsoRemovesIt() async {
        let (window, root) = makeWindow()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(modal, animated: true) { completed = true }
        ManualClock.advance(by: 1)
        XCTAssertTrue(completed)
        XCTAssertNil(root.view.window)
        withExtendedLifetime(window) {}
    }

    func testOverFullScreenKeepsThePresentersView() async {
        let (window, root) = makeWindow()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(root.view.window === window)
        XCTAssertEqual(window.subviews.firstIndex(of: root.view), 0)
        XCTAssertEqual(window.subviews.last, modal.view)
    }

    /// UIKit (iOS 13+): `.automatic` is a page sheet for most controllers, which leaves the
    /// presenter in the window (pushed back behind the sheet).
    func testAnAutomaticSheetKeepsThePresentersView() async {
        let (window, root) = makeWindow()
        let modal = UIViewController()
        XCTAssertEqual(modal.modalPresentationStyle, .automatic)
        root.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(root.view.window === window)
        XCTAssertTrue(modal.view.window === window)
    }

    func testAnAlertKeepsThePresentersView() async {
        let (window, root) = makeWindow()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(root.view.window === window)
    }

    func testTheDismissalPutsThePresentersViewBackUnderThePresentedOne() async {
        let (window, root) = makeWindow()
        /// Records, as it leaves, whether the presenter's view is back under it.
        final class LeavingView: UIView {
            weak var presenter: UIViewController?
            var presenterBelowWhenLeaving: Bool?
            override func willMove(toSuperview newSuperview: UIView?) {
                super.willMove(toSuperview: newSuperview)
                guard newSuperview == nil, let presenter, let superview else { return }
                let subviews = superview.subviews
                presenterBelowWhenLeaving = presenter.view.superview === superview
                    && (subviews.firstIndex(of: presenter.view) ?? .max) < (subviews.firstIndex(of: self) ?? -1)
            }
        }
        final class Modal: UIViewController {
            override func loadView() { view = LeavingView() }
        }
        let modal = Modal()
        let leaving = modal.view as! LeavingView
        leaving.presenter = root
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertNil(root.view.window)
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(leaving.presenterBelowWhenLeaving, true, "the presenter is back, under the dismissing view")
        ManualClock.advance(by: 1)
        XCTAssertTrue(dismissed)
        XCTAssertTrue(root.view.window === window)
        XCTAssertEqual(root.view.frame, window.bounds)
        XCTAssertNil(modal.view.window)
        XCTAssertNil(root.presentedViewController)
    }

    /// UIKit: the presenter's viewWillDisappear comes before the presented controller's
    /// viewWillAppear, and its viewDidDisappear (its view gone from the window) before the
    /// presented one's viewDidAppear; the dismissal mirrors it.
    func testAppearanceCallbacksFollowTheRemoval() async {
        let log = PresentationEventLog()
        let (window, root) = makeWindow(root: PresentationLoggingController("root", log))
        let modal = PresentationLoggingController("modal", log)
        modal.modalPresentationStyle = .fullScreen
        log.events.removeAll()
        root.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(log.events, [
            "root.willDisappear(in)", "modal.willAppear(out)", "root.didDisappear(out)", "modal.didAppear(in)",
        ])
        log.events.removeAll()
        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(log.events, [
            "modal.willDisappear(in)", "root.willAppear(out)", "modal.didDisappear(out)", "root.didAppear(in)",
        ])
        withExtendedLifetime(window) {}
    }

    /// The presenter's children leave the window with it: a navigation controller's top
    /// controller disappears and comes back.
    func testANavigationControllersTopControllerDisappearsWithIt() async {
        let log = PresentationEventLog()
        let top = PresentationLoggingController("top", log)
        let navigation = UINavigationController(rootViewController: top)
        let (window, _) = makeWindow(root: navigation)
        window.layoutIfNeeded()
        log.events.removeAll()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        top.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(modal.presentingViewController === navigation, "the root of the hierarchy presents")
        XCTAssertNil(navigation.view.window)
        XCTAssertNil(top.view.window)
        XCTAssertEqual(log.events, ["top.willDisappear(in)", "top.didDisappear(out)"])
        log.events.removeAll()
        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(top.view.window === window)
        // Its view comes back into the window between its two callbacks.
        XCTAssertEqual(log.events, ["top.willAppear(out)", "top.didAppear(in)"])
    }

    /// Dismissing from the bottom of two full-screen presentations takes both away and brings
    /// back only the first presenter (the one in between stays off screen).
    func testDismissingTwoFullScreenPresentationsBringsBackOnlyTheFirstPresenter() async {
        let log = PresentationEventLog()
        let (window, root) = makeWindow(root: PresentationLoggingController("root", log))
        let first = PresentationLoggingController("first", log)
        first.modalPresentationStyle = .fullScreen
        let second = PresentationLoggingController("second", log)
        second.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        ManualClock.advance(by: 0.1)
        first.present(second, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertNil(root.view.window)
        XCTAssertNil(first.view.window)
        XCTAssertTrue(second.view.window === window)
        log.events.removeAll()
        root.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(root.view.window === window)
        XCTAssertNil(first.view.window)
        XCTAssertNil(second.view.window)
        XCTAssertEqual(window.subviews, [root.view])
        XCTAssertFalse(log.events.contains { $0.hasPrefix("first.willAppear") }, "\(log.events)")
        XCTAssertEqual(log.events.filter { $0.hasPrefix("root.") }, ["root.willAppear(out)", "root.didAppear(in)"])
    }

    /// A window resized while the presenter's view is out (a rotation): the view fills the
    /// window again when it comes back.
    func testThePresentersViewFollowsAWindowResizedMeanwhile() async {
        let (window, root) = makeWindow()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        XCTAssertEqual(modal.view.frame, window.bounds)
        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 480, height: 320))
    }
}
