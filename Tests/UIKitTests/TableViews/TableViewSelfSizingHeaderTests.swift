import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewSelfSizingHeaderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable(_ source: SelfSizingHeaderSource) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        // Geometry without iOS 15's plain-style header padding (TableViewGroupedStyleTests covers it).
        table.sectionHeaderTopPadding = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(ConstrainedHeaderView.self, forHeaderFooterViewReuseIdentifier: "constrained")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    /// With the default automatic header height, a custom view's fitting height sizes the
    /// header: Auto Layout for a header-footer view's content, the frame for a plain view; a
    /// section without a view or title has none.
    func testAutomaticHeadersTakeTheViewsHeights() async {
        let source = SelfSizingHeaderSource(rowsPerSection: [1, 1, 1, 1])
        source.boxHeights = [0: 20, 2: 50]
        source.plainViewHeights = [1: 40]
        source.footerTitles = [3: "Footer"]
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.sectionHeaderHeight, UITableView.automaticDimension)
        // Headers: 8 + 20 + 8 = 36; 40; 8 + 50 + 8 = 66; none. The title footer keeps 28.
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 36))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 80, width: 320, height: 40))
        XCTAssertEqual(table.rectForHeader(inSection: 2), CGRect(x: 0, y: 164, width: 320, height: 66))
        XCTAssertEqual(table.rectForHeader(inSection: 3), CGRect(x: 0, y: 274, width: 320, height: 0))
        XCTAssertEqual(table.rectForFooter(inSection: 3), CGRect(x: 0, y: 318, width: 320, height: 28))
        XCTAssertEqual(table.contentSize.height, 346)
        let header2 = table.headerView(forSection: 2) as? ConstrainedHeaderView
        XCTAssertEqual(header2?.frame, CGRect(x: 0, y: 164, width: 320, height: 66))
        XCTAssertEqual(header2?.box.frame, CGRect(x: 16, y: 8, width: 288, height: 50))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)), CGRect(x: 0, y: 230, width: 320, height: 44))
    }

    /// The views measured as their sections come on screen go back to the queue: the
    /// sections shown reuse them instead of making more.
    func testMeasuredViewsAreReused() async {
        let source = SelfSizingHeaderSource(rowsPerSection: [1, 1])
        source.boxHeights = [0: 20, 1: 30]
        let (window, table) = makeTable(source)
        defer { withExtendedLifetime(window) {} }
        // Asked to measure as the sections show (bottom to top), then to show.
        XCTAssertEqual(source.headerRequests, [1, 0, 0, 1], "asked to measure, then to show")
        // Measuring used one view (queued after each section); showing took it and made one more.
        let shown0 = table.headerView(forSection: 0), shown1 = table.headerView(forSection: 1)
        XCTAssertNotNil(shown0)
        XCTAssertNotNil(shown1)
        XCTAssertFalse(shown0 === shown1)
        XCTAssertEqual(shown1?.frame, CGRect(x: 0, y: 80, width: 320, height: 46))
        // A reload retires the views on screen before measuring: no new view is made.
        source.boxHeights = [0: 60, 1: 30]
        source.headerRequests = []
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(source.headerRequests, [1, 0, 0, 1])
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 120, width: 320, height: 46))
        let after = Set([table.headerView(forSection: 0), table.headerView(forSection: 1)].compactMap { $0.map(ObjectIdentifier.init) })
        XCTAssertEqual(after, Set([shown0, shown1].compactMap { $0.map(ObjectIdentifier.init) }))
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 76))
        XCTAssertEqual(table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count, 2)
    }
}
