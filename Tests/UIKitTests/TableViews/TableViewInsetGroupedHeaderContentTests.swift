import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Rows and a header per section, both shown through list content configurations.
@MainActor
private final class ConfiguredList: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")!
        var content = header.defaultContentConfiguration()
        content.text = "Settings"
        header.contentConfiguration = content
        return header
    }
}

@MainActor
final class TableViewInsetGroupedHeaderContentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable(style: UITableView.Style) -> (UIWindow, UITableView, AnyObject) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let source = ConfiguredList()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source)
    }

    private func textFrame(in view: UIView, _ table: UITableView) -> CGRect? {
        view.layoutIfNeeded()
        guard let label = view.subviews.lazy.compactMap({ $0 as? UILabel }).first(where: { $0.text != nil }) else { return nil }
        label.superview?.layoutIfNeeded()
        return label.convert(label.bounds, to: table)
    }

    /// UIKit: in an inset-grouped table a header's content configuration text starts where
    /// the inset cells' text starts (20 pt inset plus the cells' 16 pt margin), and ends as far
    /// from the trailing edge; the header view itself still spans the table.
    func testConfiguredHeaderTextLinesUpWithTheCellsText() async throws {
        let (_, table, source) = makeTable(style: .insetGrouped)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        header.layoutIfNeeded()
        XCTAssertEqual(header.frame.width, 320)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cellText = try XCTUnwrap(textFrame(in: cell.contentView, table))
        let headerText = try XCTUnwrap(textFrame(in: header.contentView, table))
        XCTAssertEqual(cellText.minX, 36)
        XCTAssertEqual(headerText.minX, 36)
        XCTAssertEqual(header.contentView.frame, CGRect(x: 20, y: 0, width: 280, height: 40))
        withExtendedLifetime(source) {}
    }

    /// The other styles keep the content view across the whole header, its text on the cells'.
    func testGroupedHeaderContentSpansTheTable() async throws {
        let (_, table, source) = makeTable(style: .grouped)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        header.layoutIfNeeded()
        XCTAssertEqual(header.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(try XCTUnwrap(textFrame(in: header.contentView, table)).minX,
                       try XCTUnwrap(textFrame(in: cell.contentView, table)).minX)
        withExtendedLifetime(source) {}
    }
}
