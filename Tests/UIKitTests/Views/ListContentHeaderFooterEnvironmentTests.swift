import XCTest
import UIKit
import UIKitTesting

/// `UIListContentConfiguration.header()` / `footer()` (iOS 18): styled by the list
/// environment of the state they are updated for, in tables and collection view lists.
@MainActor
final class ListContentHeaderFooterEnvironmentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func updated(_ configuration: UIListContentConfiguration, in environment: UIListEnvironment) -> UIListContentConfiguration {
        configuration.updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(listEnvironment: environment)))
    }

    func testHeaderTakesTheHeaderOfEachListStyle() async {
        XCTAssertEqual(UIListContentConfiguration.header().textProperties, UIListContentConfiguration.plainHeader().textProperties,
                       "plain until a list environment is known")
        let grouped = updated(.header(), in: .insetGrouped)
        XCTAssertEqual(grouped.textProperties, UIListContentConfiguration.groupedHeader().textProperties)
        XCTAssertEqual(grouped.textProperties.transform, .uppercase)
        XCTAssertEqual(updated(.header(), in: .grouped).textProperties, UIListContentConfiguration.groupedHeader().textProperties)
        XCTAssertEqual(updated(.header(), in: .sidebar).textProperties, UIListContentConfiguration.sidebarHeader().textProperties)
        XCTAssertEqual(updated(.header(), in: .sidebarPlain).textProperties, UIListContentConfiguration.plainHeader().textProperties,
                       "UIKit: a plain sidebar's header is the plain header")
        XCTAssertEqual(updated(.header(), in: .plain).textProperties, UIListContentConfiguration.plainHeader().textProperties)
        XCTAssertEqual(updated(.header(), in: .unspecified).textProperties, UIListContentConfiguration.plainHeader().textProperties)
    }

    func testFooterTakesTheFooterOfEachListStyle() async {
        XCTAssertEqual(updated(.footer(), in: .grouped).textProperties, UIListContentConfiguration.groupedFooter().textProperties)
        XCTAssertEqual(updated(.footer(), in: .plain).textProperties, UIListContentConfiguration.plainFooter().textProperties)
        XCTAssertEqual(UIListContentConfiguration.footer().textProperties.font, UIFont.preferredFont(forTextStyle: .footnote))
    }

    func testTheHeaderFollowsTheNextEnvironmentAndKeepsWhatTheAppSet() async {
        var header = UIListContentConfiguration.header()
        header.text = "Recent"
        header.secondaryTextProperties.color = .systemRed
        let grouped = updated(header, in: .grouped)
        XCTAssertEqual(grouped.text, "Recent")
        XCTAssertEqual(grouped.textProperties.transform, .uppercase)
        XCTAssertEqual(grouped.secondaryTextProperties.color, .systemRed, "a color the app chose stays")
        let plainAgain = updated(grouped, in: .plain)
        XCTAssertEqual(plainAgain.textProperties, UIListContentConfiguration.plainHeader().textProperties,
                       "an updated header still follows the environment")

        var custom = UIListContentConfiguration.header()
        custom.textProperties.font = .systemFont(ofSize: 30)
        XCTAssertEqual(updated(custom, in: .insetGrouped).textProperties.font, .systemFont(ofSize: 30))
    }

    func testTheFixedStylesDoNotFollowTheEnvironment() async {
        XCTAssertEqual(updated(.plainHeader(), in: .grouped).textProperties, UIListContentConfiguration.plainHeader().textProperties)
        XCTAssertEqual(updated(.prominentInsetGroupedHeader(), in: .plain).textProperties.font,
                       UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font)
        XCTAssertEqual(updated(.extraProminentInsetGroupedHeader(), in: .plain).textProperties.font,
                       UIFont.preferredFont(forTextStyle: .title2))
    }

    private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            var content = UIListContentConfiguration.header()
            content.text = "Section"
            view?.contentConfiguration = content
            return view
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    }

    func testAHeaderViewInAGroupedTableShowsTheGroupedHeader() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let sections = Sections()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = sections
        table.delegate = sections
        window.addSubview(table)
        table.layoutIfNeeded()
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        header.layoutIfNeeded()
        XCTAssertEqual(header.configurationState.traitCollection.listEnvironment, .insetGrouped)
        let shown = try XCTUnwrap((header.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)
        XCTAssertEqual(shown.text, "Section")
        XCTAssertEqual(shown.textProperties.transform, .uppercase, "the grouped header's uppercase text")
        XCTAssertEqual(shown.textProperties.font, UIListContentConfiguration.groupedHeader().textProperties.font)
        withExtendedLifetime(sections) {}
    }

    func testAListCellUsedAsASectionHeaderTakesItsSectionsAppearance() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        list.headerMode = .supplementary
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = UIListContentConfiguration.header()
            content.text = "Places"
            view.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let header = try XCTUnwrap(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        header.layoutIfNeeded()
        XCTAssertEqual(header.configurationState.traitCollection.listEnvironment, .sidebar)
        let shown = try XCTUnwrap((header.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)
        XCTAssertEqual(shown.text, "Places")
        XCTAssertEqual(shown.textProperties, UIListContentConfiguration.sidebarHeader().textProperties)
    }
}
