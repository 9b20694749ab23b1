import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class RefreshControlTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A 320 × 480 scroll view with 2000 pt of content and a refresh control whose
    /// `.valueChanged` events are counted.
    private func makeScrollView() -> (UIWindow, UIScrollView, UIRefreshControl, InputSimulator, () -> Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        return (window, scrollView, control, InputSimulator(window: window), { changes })
    }

    /// The rubber band of a drag `distance` past the edge in a 480 pt view.
    private func band(_ distance: CGFloat) -> CGFloat { (1 - 1 / (distance * 0.55 / 480 + 1)) * 480 }

    func testDefaultsAndPlacement() async {
        let (_, scrollView, control, _, changes) = makeScrollView()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertNil(control.attributedTitle)
        XCTAssertTrue(scrollView.refreshControl === control)
        XCTAssertTrue(control.superview === scrollView)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 320, height: 60))
        XCTAssertEqual(changes(), 0)
        scrollView.refreshControl = nil
        XCTAssertNil(control.superview)
    }

    /// A pull past the threshold while dragging starts refreshing and sends `.valueChanged`
    /// once; the inset grows when the finger lifts, and the content settles below the control.
    func testPullingPastTheThresholdRefreshesOnce() async {
        let (_, scrollView, control, input, changes) = makeScrollView()
        input.touchDown(1, at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 110))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 300))
        XCTAssertEqual(scrollView.contentOffset.y, -band(190), accuracy: 1e-9)
        XCTAssertLessThan(band(190), 130)
        XCTAssertFalse(control.isRefreshing, "not far enough yet")
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 460))
        XCTAssertGreaterThanOrEqual(band(350), 130)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(changes(), 1)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0, "no jump under the finger")
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 470))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 400))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 470))
        XCTAssertEqual(changes(), 1, "once per pull")
        // Hold still before lifting (no fling).
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 160, y: 470.5))
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 160, y: 470))
        input.touchUp(1, at: CGPoint(x: 160, y: 470))
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentInset.top, 0, "the app's inset is unchanged")
        ManualClock.advance(by: 3)
        XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 0.01)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 320, height: 60))

        control.endRefreshing()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.01, "the content slides back over the control")
        XCTAssertEqual(changes(), 1)
    }

    /// A short pull does nothing.
    func testAShortPullDoesNotRefresh() async {
        let (_, scrollView, control, input, changes) = makeScrollView()
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 250))
        ManualClock.advance(by: 3)
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(changes(), 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.01)
    }

    /// beginRefreshing() from code: refreshing and the inset at once, no `.valueChanged`,
    /// no scrolling.
    func testBeginRefreshingFromCodeSendsNoAction() async {
        let (_, scrollView, control, _, changes) = makeScrollView()
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(changes(), 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        control.beginRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60, "not twice")
        control.endRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    /// The title shows under the spinner; the table view controller forwards to its table.
    func testTitleAndTableViewController() async {
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Updated just now")
        control.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        control.layoutIfNeeded()
        let title = control.subviews.compactMap { $0 as? UILabel }.first
        XCTAssertEqual(title?.attributedText?.string, "Updated just now")
        XCTAssertEqual(title?.frame.width, 320)
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = control
        XCTAssertTrue(controller.tableView.refreshControl === control)
        XCTAssertTrue(controller.refreshControl === control)
        XCTAssertTrue(control.superview === controller.tableView)
    }
}
