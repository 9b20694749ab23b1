import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A rotation reaches a custom presentation's controller, which passes it to the presented
/// view controller (UIKit: `UIPresentationController` is a `UIContentContainer`).
@MainActor
final class RotationPresentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    @MainActor final class Log { var entries: [String] = [] }

    final class RecordingPresentation: UIPresentationController {
        var log: Log?
        var forwards = true
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log?.entries.append("presentation \(Int(size.width))x\(Int(size.height))")
            if forwards { super.viewWillTransition(to: size, with: coordinator) }
        }
    }

    final class RecordingController: UIViewController {
        var log: Log?
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log?.entries.append("\(title ?? "?") \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        let forwards: Bool
        init(log: Log, forwards: Bool) { self.log = log; self.forwards = forwards }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = RecordingPresentation(presentedViewController: presented, presenting: presenting)
            controller.log = log
            controller.forwards = forwards
            return controller
        }
    }

    private func present(forwards: Bool, log: Log) -> (UIWindow, Transitions) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = RecordingController()
        root.title = "root"
        root.log = log
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = RecordingController()
        presented.title = "presented"
        presented.log = log
        let transitions = Transitions(log: log, forwards: forwards)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        root.present(presented, animated: false)
        window.layoutIfNeeded()
        return (window, transitions)
    }

    func testTheRotationGoesThroughThePresentationControllerToThePresentedController() async throws {
        let log = Log()
        let (window, transitions) = present(forwards: true, log: log)
        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(log.entries, ["root 844x390", "presentation 844x390", "presented 844x390"])
        withExtendedLifetime((window, transitions)) {}
    }

    func testAPresentationControllerThatDoesNotCallSuperKeepsItFromThePresentedController() async throws {
        let log = Log()
        let (window, transitions) = present(forwards: false, log: log)
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(log.entries, ["root 844x390", "presentation 844x390"])
        withExtendedLifetime((window, transitions)) {}
    }
}
