import XCTest
import UIKit

/// iOS call sites of the table, collection and list members the session-12 API diff added
/// compile in Swift 6 mode and keep what they set.
@MainActor
final class Swift6ModeListsAPIDiffTests: XCTestCase {
    /// A controller overriding delegate methods iOS code overrides.
    private final class FeedController: UITableViewController {
        override func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                                with context: any UISpringLoadedInteractionContext) -> Bool { false }
        override func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                highlightPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? { nil }
        override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { [] }
        override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                                withSender sender: Any?) -> Bool { false }
        override func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                dismissalPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? { nil }
        override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    }

    /// A custom layout overriding the animated bounds change hooks.
    private final class CardsLayout: UICollectionViewFlowLayout {
        var announced = false
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            announced = true
        }
        override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
    }

    /// A collection delegate using the members the diff added.
    private final class Gallery: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell()
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
        func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
            IndexPath(item: index, section: 0)
        }
        func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                            with context: any UISpringLoadedInteractionContext) -> Bool { true }
        func collectionView(_ collectionView: UICollectionView,
                            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { .zero }
    }

    /// A collection view controller overriding the new members.
    private final class AlbumsController: UICollectionViewController {
        override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
        override func collectionView(_ collectionView: UICollectionView,
                                     targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { .zero }
        override func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                                     with context: any UISpringLoadedInteractionContext) -> Bool { false }
    }

    private final class Titles: UICollectionViewDiffableDataSource<Int, String> {
        override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["#"] }
    }

    func testTableMembersCompileAndKeepTheirValues() async {
        let controller = FeedController(style: .plain)
        let table: UITableView = controller.tableView
        table.isSpringLoaded = true
        XCTAssertTrue(table.isSpringLoaded)
        let delegate: any UITableViewDelegate = controller
        XCTAssertFalse(delegate.tableView(table, shouldShowMenuForRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(delegate.tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0))?.count, 0)
        XCTAssertEqual(table.presentationSectionIndex(forDataSourceSectionIndex: 5), NSNotFound)
        let action = UITableViewRowAction(style: .normal, title: "Share") { _, _ in }
        action.backgroundEffect = UIBlurEffect(style: .light)
        XCTAssertNotNil(action.backgroundEffect)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.detailTextLabel?.text = "Detail"
        header.backgroundView = UIView()
        XCTAssertEqual(header.detailTextLabel?.text, "Detail")
        XCTAssertNotNil(header.backgroundView)
        var background = header.defaultBackgroundConfiguration()
        background.backgroundColor = .red
        UITableViewCell().backgroundConfiguration = UITableViewCell().defaultBackgroundConfiguration()
        UICollectionViewListCell().backgroundConfiguration = background
    }

    func testCollectionMembersCompileAndKeepTheirValues() async {
        let layout = CardsLayout()
        layout.register(UINib?.none, forDecorationViewOfKind: "card")
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let gallery = Gallery()
        collection.dataSource = gallery
        collection.delegate = gallery
        collection.isSpringLoaded = true
        XCTAssertTrue(collection.isSpringLoaded)
        XCTAssertEqual(gallery.indexTitles(for: collection), ["A", "B"])
        let albums = AlbumsController(collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertEqual(albums.indexTitles(for: collection), ["A"])
        XCTAssertNil(collection.indexPath(forSupplementaryView: UICollectionReusableView()))
        collection.performUsingPresentationValues {}
        let source = Titles(collectionView: collection) { _, _, _ in nil }
        XCTAssertEqual(source.indexTitles(for: collection), ["#"])
        XCTAssertEqual(source.collectionView(collection, indexPathForIndexTitle: "#", at: 0), IndexPath(item: 0, section: 0))

        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.cellDragState = .dragging
        state.cellDropState = .targeted
        XCTAssertEqual(state.cellDragState, .dragging)
        XCTAssertEqual(state.cellDropState, .targeted)

        var content = UIListContentConfiguration.subtitleCell()
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        content.textProperties.colorTransformer = .grayscale
        XCTAssertNotNil(content.textProperties.colorTransformer)

        var sections = NSDiffableDataSourceSectionSnapshot<String>()
        sections.append(["root"])
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(["leaf"])
        sections.replace(childrenOf: "root", using: children)
        XCTAssertEqual(sections.items, ["root", "leaf"])
        withExtendedLifetime(gallery) {}
    }
}
