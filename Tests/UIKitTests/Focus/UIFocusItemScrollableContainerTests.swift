import XCTest
import UIKit
import UIKitTesting

/// `UIFocusItemScrollableContainer` (iOS 12): scroll views, and so table and text views, are
/// the focus engine's scrollable containers.
@MainActor
final class UIFocusItemScrollableContainerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAScrollViewIsAScrollableFocusContainer() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        var container: any UIFocusItemScrollableContainer = scrollView
        XCTAssertEqual(container.visibleSize, CGSize(width: 200, height: 300), "UIKit: the bounds' size")
        XCTAssertEqual(container.contentSize, CGSize(width: 200, height: 1000))
        container.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120), "the focus engine scrolls through contentOffset")
        XCTAssertEqual(scrollView.bounds.origin.y, 120)
        let table: any UIFocusItemScrollableContainer = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(table.visibleSize, CGSize(width: 100, height: 50))
        XCTAssertTrue(UITextView() is any UIFocusItemScrollableContainer)
    }
}
