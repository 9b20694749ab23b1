import XCTest
@testable import UIKit
import UIKitTesting

/// The outline disclosure accessory expanding and collapsing items of a diffable data
/// source's section snapshot, the section snapshot handlers, and automatic indentation.
@MainActor
final class ListCellOutlineTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A plain list of a diffable data source whose section 0 is the outline
    /// A (A1 (A1a), A2), B; every cell shows `accessories`.
    private func makeOutline(_ accessories: [UICellAccessory] = [.outlineDisclosure()], expanded: [String] = [],
                             header: Bool = false)
        -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = header ? UIListContentConfiguration.header() : cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        outline.append(["A1a"], to: "A1")
        outline.expand(expanded)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (window, collectionView, dataSource, InputSimulator(window: window))
    }

    private func cell(_ item: String, _ collectionView: UICollectionView,
                      _ dataSource: UICollectionViewDiffableDataSource<Int, String>) -> UICollectionViewListCell? {
        guard let indexPath = dataSource.indexPath(for: item) else { return nil }
        let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
        cell?.layoutIfNeeded()
        return cell
    }

    private func tapChevron(of cell: UICollectionViewListCell, _ window: UIWindow, _ input: InputSimulator) {
        let chevron = cell.accessoryViews.first { $0.accessory.kind.isOutline }!
        input.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: window))
        input.advance(by: 0.5)
    }

    private func shownItems(_ collectionView: UICollectionView, _ dataSource: UICollectionViewDiffableDataSource<Int, String>) -> [String] {
        collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
    }

    func testTappingTheChevronExpandsAndCollapsesTheItem() async {
        let (window, collectionView, dataSource, input) = makeOutline()
        XCTAssertEqual(shownItems(collectionView, dataSource), ["A", "B"])
        let a = cell("A", collectionView, dataSource)!
        XCTAssertFalse(a.configurationState.isExpanded)

        tapChevron(of: a, window, input)
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(shownItems(collectionView, dataSource), ["A", "A1", "A2", "B"])
        // The parent keeps its cell, which now says expanded and points its chevron down.
        XCTAssertTrue(cell("A", collectionView, dataSource) === a)
        XCTAssertTrue(a.configurationState.isExpanded)
        let glyph = a.accessoryViews[0].subviews[0]
        XCTAssertEqual(glyph.transform.b, 1, accuracy: 1e-9)
        XCTAssertEqual(glyph.transform.a, 0, accuracy: 1e-9)
        // No selection from the chevron (the cell style selects on the rest of the cell).
        XCTAssertNil(collectionView.indexPathsForSelectedItems)

        tapChevron(of: a, window, input)
        XCTAssertFalse(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertEqual(shownItems(collectionView, dataSource), ["A", "B"])
        XCTAssertFalse(a.configurationState.isExpanded)
        XCTAssertEqual(a.accessoryViews[0].subviews[0].transform, .identity)
    }

    func testIndentationLevelIsTheItemsLevelInTheSectionSnapshot() async {
        let (_, collectionView, dataSource, _) = makeOutline([], expanded: ["A", "A1"])
        XCTAssertEqual(shownItems(collectionView, dataSource), ["A", "A1", "A1a", "A2", "B"])
        XCTAssertEqual(cell("A", collectionView, dataSource)?.indentationLevel, 0)
        XCTAssertEqual(cell("A1", collectionView, dataSource)?.indentationLevel, 1)
        XCTAssertEqual(cell("A1a", collectionView, dataSource)?.indentationLevel, 2)
        XCTAssertEqual(cell("A2", collectionView, dataSource)?.indentationLevel, 1)
        // indentationLevel × indentationWidth (10 pt) moves the content.
        XCTAssertEqual(cell("A1a", collectionView, dataSource)?.contentView.frame.minX, 20)
        XCTAssertEqual(cell("A1", collectionView, dataSource)?.contentView.frame.minX, 10)
        XCTAssertEqual(cell("B", collectionView, dataSource)?.contentView.frame.minX, 0)
    }

    func testSectionSnapshotHandlersAreAskedBeforeEachChange() async {
        let (window, collectionView, dataSource, input) = makeOutline()
        var log: [String] = []
        var allowExpand = false
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in log.append("shouldExpand \(item)"); return allowExpand }
        dataSource.sectionSnapshotHandlers.willExpandItem = { item in log.append("willExpand \(item)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in log.append("shouldCollapse \(item)"); return true }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { item in log.append("willCollapse \(item)") }
        let a = cell("A", collectionView, dataSource)!

        tapChevron(of: a, window, input)
        XCTAssertEqual(log, ["shouldExpand A"])
        XCTAssertFalse(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)

        allowExpand = true
        log = []
        tapChevron(of: a, window, input)
        XCTAssertEqual(log, ["shouldExpand A", "willExpand A"])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)

        log = []
        tapChevron(of: a, window, input)
        XCTAssertEqual(log, ["shouldCollapse A", "willCollapse A"])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
    }

    func testSnapshotForExpandingParentReplacesTheChildren() async {
        let (window, collectionView, dataSource, input) = makeOutline()
        var received: (String, [String])?
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            received = (parent, children.rootItems)
            var replacement = NSDiffableDataSourceSectionSnapshot<String>()
            replacement.append(["X", "Y"])
            replacement.append(["Y1"], to: "Y")
            replacement.expand(["Y"])
            return replacement
        }
        tapChevron(of: cell("A", collectionView, dataSource)!, window, input)
        XCTAssertEqual(received?.0, "A")
        XCTAssertEqual(received?.1, ["A1", "A2"])
        let outline = dataSource.snapshot(for: 0)
        XCTAssertEqual(outline.items, ["A", "X", "Y", "Y1", "B"])
        XCTAssertFalse(outline.contains("A1a"))
        XCTAssertEqual(shownItems(collectionView, dataSource), ["A", "X", "Y", "Y1", "B"])
        XCTAssertEqual(cell("Y1", collectionView, dataSource)?.indentationLevel, 2)
    }

    func testAnActionHandlerReplacesTheToggle() async {
        var taps = 0
        let (window, collectionView, dataSource, input) = makeOutline([.outlineDisclosure(actionHandler: { taps += 1 })])
        tapChevron(of: cell("A", collectionView, dataSource)!, window, input)
        XCTAssertEqual(taps, 1)
        XCTAssertFalse(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
    }

    func testHeaderStyleTogglesOnATapAnywhereWithoutSelecting() async {
        let (window, collectionView, dataSource, input) = makeOutline([.outlineDisclosure(options: .init(style: .header))])
        let a = cell("A", collectionView, dataSource)!
        input.tap(at: a.convert(CGPoint(x: 60, y: a.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        XCTAssertFalse(a.isHighlighted)
        // It toggles when the collection view does not allow selection too.
        collectionView.allowsSelection = false
        input.tap(at: a.convert(CGPoint(x: 60, y: a.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertFalse(dataSource.snapshot(for: 0).isExpanded("A"))
        collectionView.allowsSelection = true
        // The cell style (explicit) selects on a tap beside the chevron.
        let (window2, collectionView2, dataSource2, input2) = makeOutline([.outlineDisclosure(options: .init(style: .cell))])
        let a2 = cell("A", collectionView2, dataSource2)!
        input2.tap(at: a2.convert(CGPoint(x: 60, y: a2.bounds.midY), to: window2))
        input2.advance(by: 0.5)
        XCTAssertFalse(dataSource2.snapshot(for: 0).isExpanded("A"))
        XCTAssertEqual(collectionView2.indexPathsForSelectedItems, [[0, 0]])
    }

    func testAutomaticStyleIsTheHeaderStyleInAHeaderConfiguration() async {
        let (window, collectionView, dataSource, input) = makeOutline(header: true)
        let a = cell("A", collectionView, dataSource)!
        input.tap(at: a.convert(CGPoint(x: 60, y: a.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded("A"))
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }
}
