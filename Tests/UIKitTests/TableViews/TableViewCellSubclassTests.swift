import XCTest
import UIKit
import UIKitTesting

/// Registered cell subclasses are made with their own `init(style:reuseIdentifier:)`, which
/// they override as on iOS (not `required`).
@MainActor
final class TableViewCellSubclassTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class BadgeCell: UITableViewCell {
        let badge = UILabel()
        private(set) var madeByOwnInitializer = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            madeByOwnInitializer = true
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class PlainSubclass: UITableViewCell {}

    private final class Source: UITableViewDataSource {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }

    func testARegisteredSubclassRunsItsOverriddenInitializer() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let source = Source(identifier: "badge")
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        XCTAssertEqual(cells.count, 3)
        for cell in cells {
            let badgeCell = cell as? BadgeCell
            XCTAssertNotNil(badgeCell)
            XCTAssertEqual(badgeCell?.madeByOwnInitializer, true)
            XCTAssertEqual(cell.reuseIdentifier, "badge")
            XCTAssertTrue(badgeCell?.badge.superview === cell.contentView)
            XCTAssertNotNil(cell.detailTextLabel, "the override chose the subtitle style")
        }
        withExtendedLifetime(source) {}
    }

    func testASubclassWithoutInitializersInheritsUIKits() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(PlainSubclass.self, forCellReuseIdentifier: "plain")
        let cell = table.dequeueReusableCell(withIdentifier: "plain")
        XCTAssertTrue(cell is PlainSubclass)
        XCTAssertEqual(cell?.reuseIdentifier, "plain")
    }
}
