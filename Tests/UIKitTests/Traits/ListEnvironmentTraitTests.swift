import XCTest
import UIKit
import UIKitTesting

/// The list environment trait (iOS 18): what table views and collection view list sections
/// give their cells' configuration states, and `UIBackgroundConfiguration.listCell()` following it.
@MainActor
final class ListEnvironmentTraitTests: XCTestCase {
    private final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheTraitsDeclarationsAndRawValues() async {
        XCTAssertEqual(UITraitCollection().listEnvironment, .unspecified)
        XCTAssertEqual(UITraitCollection(listEnvironment: .sidebar).listEnvironment, .sidebar)
        XCTAssertEqual(UIListEnvironment.none.rawValue, 1)
        XCTAssertEqual(UIListEnvironment.sidebarPlain.rawValue, 6)
        XCTAssertEqual(UITraitListEnvironment.defaultValue, .unspecified)
        let view = UIView()
        view.traitOverrides.listEnvironment = .grouped
        XCTAssertEqual(view.traitCollection.listEnvironment, .grouped)
        XCTAssertEqual(UIView().traitCollection.listEnvironment, .unspecified)
    }

    func testCellConfigurationStatesInATableCarryItsStyle() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let rows = Rows()
        for (style, expected) in [(UITableView.Style.plain, UIListEnvironment.plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped)] {
            let table = UITableView(frame: window.bounds, style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            window.addSubview(table)
            table.layoutIfNeeded()
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(cell?.configurationState.traitCollection.listEnvironment, expected)
            XCTAssertEqual(UITableViewCell().configurationState.traitCollection.listEnvironment, .unspecified, "in no table")
            table.removeFromSuperview()
        }
        withExtendedLifetime(rows) {}
    }

    func testCellConfigurationStatesInACollectionViewListSectionCarryItsAppearance() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let rows = Rows()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = rows
        window.addSubview(collection)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.traitCollection.listEnvironment, .sidebar)

        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = rows
        window.addSubview(grid)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.traitCollection.listEnvironment, .unspecified,
                       "not a list section")
        withExtendedLifetime(rows) {}
    }

    func testListCellTakesTheRowBackgroundOfItsListEnvironment() async {
        func resolved(_ environment: UIListEnvironment, selected: Bool = false) -> UIBackgroundConfiguration {
            var state = UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: environment))
            state.isSelected = selected
            return UIBackgroundConfiguration.listCell().updated(for: state)
        }
        XCTAssertEqual(resolved(.plain).backgroundColor, UIBackgroundConfiguration.listPlainCell().backgroundColor)
        XCTAssertEqual(resolved(.insetGrouped).backgroundColor, UIBackgroundConfiguration.listGroupedCell().backgroundColor)
        XCTAssertEqual(resolved(.sidebar).backgroundColor, UIBackgroundConfiguration.listSidebarCell().backgroundColor)
        XCTAssertEqual(resolved(.none).backgroundColor, UIBackgroundConfiguration.listPlainCell().backgroundColor)
        XCTAssertEqual(resolved(.grouped, selected: true).backgroundColor,
                       UIBackgroundConfiguration.listGroupedCell().updated(for: {
                           var state = UICellConfigurationState(traitCollection: UITraitCollection())
                           state.isSelected = true
                           return state
                       }()).backgroundColor, "the grouped row's selected fill")

        var custom = UIBackgroundConfiguration.listCell()
        custom.backgroundColor = .systemTeal
        custom.cornerRadius = 12
        let kept = custom.updated(for: UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: .insetGrouped)))
        XCTAssertEqual(kept.backgroundColor, .systemTeal, "a fill the app chose stays")
        XCTAssertEqual(kept.cornerRadius, 12)
    }
}
