import XCTest
import UIKit
import UIKitTesting

/// UIKit: "If the view controller was presented by another view controller, the next
/// responder is the presenting view controller"; a root view controller's is the window.
@MainActor
final class PresentedResponderChainTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Presenter: UIViewController {
        var performs = true
        var saved = 0
        override var performsActionsWhilePresentingModally: Bool { performs }
        func save(_ sender: Any?) { saved += 1 }
    }

    private func chain(from responder: UIResponder) -> [UIResponder] {
        var chain: [UIResponder] = []
        var next: UIResponder? = responder
        while let r = next, chain.count < 50 {
            chain.append(r)
            next = r.next
        }
        return chain
    }

    private func present(_ style: UIModalPresentationStyle) -> (UIWindow, Presenter, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = Presenter()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presenter.present(presented, animated: false)
        ManualClock.advance(by: 1)
        return (window, presenter, presented)
    }

    func testFullScreenPresentedChainGoesToThePresenter() async {
        let (window, presenter, presented) = present(.fullScreen)
        let button = UIButton()
        presented.view.addSubview(button)
        XCTAssertTrue(presented.view.window === window)
        let responders = chain(from: button)
        XCTAssertTrue(responders[0] === button)
        XCTAssertTrue(responders[1] === presented.view)
        XCTAssertTrue(responders[2] === presented)
        XCTAssertTrue(responders[3] === presenter, "\(responders)")
        XCTAssertTrue(responders[4] === window, "the presenter is the window's root view controller")
        XCTAssertTrue(responders[5] === UIApplication.shared)
    }

    func testSheetAndCustomPresentationsGoToThePresenterToo() async {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .automatic] {
            let (window, presenter, presented) = present(style)
            XCTAssertTrue(presented.next === presenter, "\(style.rawValue)")
            XCTAssertTrue(presented.view.next === presented)
            presented.dismiss(animated: false)
            ManualClock.advance(by: 1)
            XCTAssertFalse(presented.next === presenter, "no longer presented")
            withExtendedLifetime(window) {}
        }
    }

    func testChildOfAPresentedControllerReachesThePresenterThroughItsParent() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = Presenter()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        navigation.modalPresentationStyle = .fullScreen
        presenter.present(navigation, animated: false)
        ManualClock.advance(by: 1)
        let responders = chain(from: top)
        // The child's next responder is its view's superview, up to the navigation controller.
        XCTAssertTrue(top.next === top.view.superview)
        let navigationIndex = responders.firstIndex { $0 === navigation }
        let presenterIndex = responders.firstIndex { $0 === presenter }
        XCTAssertNotNil(navigationIndex)
        XCTAssertEqual(presenterIndex.map { $0 - 1 }, navigationIndex, "\(responders)")
        for responder in responders.prefix(navigationIndex ?? 0) {
            if let view = responder as? UIView {
                XCTAssertTrue(view.isDescendant(of: navigation.view), "only the navigation controller's views: \(view)")
            }
        }
    }

    func testActionsFromAPresentedViewReachThePresenter() async {
        let (window, presenter, presented) = present(.fullScreen)
        let button = UIButton()
        presented.view.addSubview(button)
        let save = Selector("save:", Presenter.save)
        XCTAssertTrue(button.target(forAction: save, withSender: nil) as AnyObject? === presenter)
        XCTAssertTrue(UIApplication.shared.sendAction(save, to: nil, from: button, for: nil))
        XCTAssertEqual(presenter.saved, 1)
        // UIKit: a presenter that does not perform actions while presenting is passed over.
        presenter.performs = false
        XCTAssertNil(button.target(forAction: save, withSender: nil))
        withExtendedLifetime(window) {}
    }
}
