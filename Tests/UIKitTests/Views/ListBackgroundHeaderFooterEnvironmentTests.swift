import XCTest
@testable import UIKit
import UIKitTesting

/// `UIBackgroundConfiguration.listHeader()` / `listFooter()` (iOS 18): the header or footer
/// fill of the list environment they are updated for.
@MainActor
final class ListBackgroundHeaderFooterEnvironmentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func updated(_ configuration: UIBackgroundConfiguration, in environment: UIListEnvironment) -> UIBackgroundConfiguration {
        configuration.updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(listEnvironment: environment)))
    }

    func testListHeaderAndFooterTakeEachListStylesFill() async {
        XCTAssertEqual(UIBackgroundConfiguration.listHeader().backgroundColor, .systemBackground, "plain until a list is known")
        XCTAssertEqual(updated(.listHeader(), in: .plain).backgroundColor, UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor)
        XCTAssertEqual(updated(.listHeader(), in: .insetGrouped).backgroundColor, UIColor.clear)
        XCTAssertEqual(updated(.listFooter(), in: .grouped).backgroundColor, UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor)
        XCTAssertEqual(updated(.listHeader(), in: .sidebar).backgroundColor, UIBackgroundConfiguration.listSidebarHeader().backgroundColor)
        XCTAssertEqual(updated(.listFooter(), in: .sidebarPlain).backgroundColor, .systemBackground)
    }

    func testTheResultFollowsTheNextEnvironmentAndKeepsTheAppsFill() async {
        let grouped = updated(.listHeader(), in: .grouped)
        XCTAssertEqual(updated(grouped, in: .plain).backgroundColor, .systemBackground, "still follows the environment")
        var custom = UIBackgroundConfiguration.listFooter()
        custom.backgroundColor = .systemYellow
        custom.cornerRadius = 6
        let resolved = updated(custom, in: .insetGrouped)
        XCTAssertEqual(resolved.backgroundColor, .systemYellow, "a fill the app chose stays")
        XCTAssertEqual(resolved.cornerRadius, 6)
        XCTAssertEqual(updated(.listPlainHeaderFooter(), in: .grouped).backgroundColor, .systemBackground,
                       "the fixed styles do not follow the environment")
    }

    private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            view?.backgroundConfiguration = .listHeader()
            return view
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    }

    private func headerFill(style: UITableView.Style) throws -> UIColor? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let sections = Sections()
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = sections
        table.delegate = sections
        window.addSubview(table)
        table.layoutIfNeeded()
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        header.layoutIfNeeded()
        let background = try XCTUnwrap(header.subviews.compactMap { $0 as? BackgroundConfigurationView }.first)
        return withExtendedLifetime(sections) { background.backgroundColor }
    }

    func testATableHeaderViewShowsItsTablesHeaderFill() async throws {
        XCTAssertEqual(try headerFill(style: .insetGrouped), UIColor.clear, "clear over the grouped background")
        XCTAssertEqual(try headerFill(style: .plain), UIColor.systemBackground, "the plain header covers the rows under it")
    }
}
