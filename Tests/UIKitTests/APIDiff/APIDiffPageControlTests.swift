import XCTest
@testable import UIKit
import UIKitTesting

/// UIPageControl members the API diff added (session 12): `interactionState` and the
/// deferred page display.
@MainActor
final class APIDiffPageControlTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeControl(in window: UIWindow) -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        control.numberOfPages = 3
        control.pageIndicatorTintColor = .blue
        control.currentPageIndicatorTintColor = .red
        window.addSubview(control)
        return control
    }

    private func shownPage(_ control: UIPageControl) -> Int? {
        control.dotViews.firstIndex { $0.backgroundColor == .red }
    }

    func testInteractionStateIsDiscreteOnlyWhileATapIsTracked() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let control = makeControl(in: window)
        XCTAssertEqual(control.interactionState, .none)
        var stateDuringChange: UIPageControl.InteractionState?
        control.addAction(UIAction { _ in stateDuringChange = control.interactionState }, for: .valueChanged)
        let input = InputSimulator(window: window)
        input.tap(at: CGPoint(x: 280, y: 13))
        XCTAssertEqual(control.currentPage, 1)
        XCTAssertEqual(stateDuringChange, UIPageControl.InteractionState.none, "the tap's tracking ended before the value changed")
        XCTAssertEqual(control.interactionState, .none)
        XCTAssertEqual(UIPageControl.InteractionState.continuous.rawValue, 2)
    }

    func testDeferredDisplayKeepsTheOldDotUntilUpdateCurrentPageDisplay() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let control = makeControl(in: window)
        XCTAssertFalse(control.defersCurrentPageDisplay)
        control.defersCurrentPageDisplay = true
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        InputSimulator(window: window).tap(at: CGPoint(x: 280, y: 13))
        XCTAssertEqual(control.currentPage, 1, "UIKit: the value changes at once")
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(shownPage(control), 0, "the dots still show the old page")
        control.updateCurrentPageDisplay()
        XCTAssertEqual(shownPage(control), 1)

        control.currentPage = 2
        XCTAssertEqual(shownPage(control), 2, "setting the page in code shows it")
    }
}
