import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class RefreshControlSpinnerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func angle(_ view: UIView?) -> CGFloat {
        guard let t = view?.transform else { return .nan }
        return atan2(t.b, t.a) * 180 / .pi
    }

    /// While refreshing the spinner turns a spoke (30°) every 1/12 s on the clock, staying
    /// centred in the control; ending the refresh stops it upright.
    func testSpinnerTurnsWhileRefreshing() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        let input = InputSimulator(window: window)
        let spinner = control.subviews.first
        scrollView.layoutIfNeeded()
        control.layoutIfNeeded()
        XCTAssertEqual(angle(spinner), 0, accuracy: 1e-9)
        input.advance(by: 0.5)
        XCTAssertEqual(angle(spinner), 0, accuracy: 1e-9, "still while not refreshing")
        control.beginRefreshing()
        input.advance(by: 0.09)
        XCTAssertEqual(angle(spinner), 30, accuracy: 1e-6)
        input.advance(by: 0.17)
        XCTAssertEqual(angle(spinner), 90, accuracy: 1e-6)
        control.layoutIfNeeded()
        XCTAssertEqual(spinner?.center, CGPoint(x: 160, y: 30))
        XCTAssertEqual(spinner?.bounds, CGRect(x: 0, y: 0, width: 28, height: 28))
        input.advance(by: 0.75)
        XCTAssertEqual(angle(spinner), 0, accuracy: 1e-6, "a full turn in a second")
        input.advance(by: 1.0 / 12)
        XCTAssertEqual(angle(spinner), 30, accuracy: 1e-6)
        control.endRefreshing()
        XCTAssertEqual(spinner?.transform, .identity)
        input.advance(by: 0.5)
        XCTAssertEqual(spinner?.transform, .identity, "stopped")
    }
}
