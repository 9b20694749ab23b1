import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Self-sizing header views keep their Auto Layout heights when the table outlives its window.
@MainActor
final class TableViewDetachedSelfSizingHeaderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTableInFreedWindow(_ source: SelfSizingHeaderSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            table.contentInsetAdjustmentBehavior = .never
            table.sectionHeaderTopPadding = 0
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.register(ConstrainedHeaderView.self, forHeaderFooterViewReuseIdentifier: "constrained")
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            table.layoutIfNeeded()
            window.isHidden = true
        }
        return table
    }

    /// A reload after the window is gone measures the constrained header views again by their
    /// content (8 + 50 + 8 = 66 pt), as a table off screen does in UIKit.
    func testReloadAfterTheWindowIsFreedMeasuresConstrainedHeaders() async {
        let source = SelfSizingHeaderSource(rowsPerSection: [1, 1])
        source.boxHeights = [0: 20, 1: 50]
        let table = makeTableInFreedWindow(source)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 80, width: 320, height: 66))
        source.boxHeights = [0: 30, 1: 50]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 46))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 90, width: 320, height: 66))
        let header = table.headerView(forSection: 1) as? ConstrainedHeaderView
        XCTAssertEqual(header?.box.frame, CGRect(x: 16, y: 8, width: 288, height: 50))
    }

    /// Taken out of its window and reloaded, the same.
    func testReloadAfterRemovalFromTheWindowMeasuresConstrainedHeaders() async {
        let source = SelfSizingHeaderSource(rowsPerSection: [1, 1])
        source.boxHeights = [0: 20, 1: 50]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.sectionHeaderTopPadding = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(ConstrainedHeaderView.self, forHeaderFooterViewReuseIdentifier: "constrained")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.removeFromSuperview()
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 36))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 80, width: 320, height: 66))
        withExtendedLifetime(window) {}
    }
}
