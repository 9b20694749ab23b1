import XCTest
@testable import UIKit
import UIKitTesting

/// A table's data source and delegate that offers a context menu on even rows.
@MainActor
final class TableContextMenuSource: UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration for row \(indexPath.row) at \(point.x),\(point.y)")
        guard indexPath.row.isMultiple(of: 2) else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath.row as NSNumber, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Share") { _ in self?.log.append("Share row \(indexPath.row)") }])
        }
    }

    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("highlight preview")
        return nil
    }

    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("dismissal preview")
        return nil
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplayContextMenu \(configuration.identifier)")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEndContextMenuInteraction \(configuration.identifier)")
    }
}

/// A collection delegate with the iOS 13 single-item form only.
@MainActor
final class OldCollectionMenus: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("item \(indexPath.item)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { log.append("willDisplayContextMenu") }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { log.append("willEndContextMenuInteraction") }
}

/// A collection delegate with the iOS 16 multi-item form.
@MainActor
final class NewCollectionMenus: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("items \(indexPaths.map(\.item))")
        return indexPaths.isEmpty ? nil : UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        log.append("highlight preview \(indexPath.item)")
        return nil
    }
}

/// Context menus of table and collection views.
@MainActor
final class ListContextMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable() -> (UIWindow, UITableView, TableContextMenuSource, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TableContextMenuSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source, InputSimulator(window: window))
    }

    private func menu(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    func testALongPressOnARowShowsItsMenuWithTheCellLiftedAndHighlighted() async throws {
        let (window, table, source, input) = makeTable()
        XCTAssertNil(table.contextMenuInteraction, "nil until a menu has shown")
        let row2 = IndexPath(row: 2, section: 0)
        input.longPress(at: CGPoint(x: 100, y: 2 * 44 + 20))
        XCTAssertEqual(source.log, ["configuration for row 2 at 100.0,108.0", "highlight preview", "willDisplayContextMenu 2"])
        let interaction = try XCTUnwrap(table.contextMenuInteraction)
        XCTAssertTrue(interaction.view === table)
        XCTAssertEqual(interaction.location(in: table), CGPoint(x: 100, y: 108))
        XCTAssertEqual(table.cellForRow(at: row2)?.isHighlighted, true, "the row stays highlighted while its menu shows")
        XCTAssertNil(table.indexPathForSelectedRow, "the press does not select the row")
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.liftedPreview?.frame, table.rectForRow(at: row2), "the row's cell is the preview")
        XCTAssertEqual(overlay.elements.map(\.title), ["Share"])

        source.log = []
        let row = overlay.rowFrame(0)
        input.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(source.log, ["willEndContextMenuInteraction 2", "dismissal preview", "Share row 2"])
        XCTAssertEqual(table.cellForRow(at: row2)?.isHighlighted, false)
        XCTAssertNil(menu(in: window))
        XCTAssertTrue(table.contextMenuInteraction === interaction, "the same interaction afterwards")
    }

    func testARowWithoutAMenuIsSelectedAfterAHold() async throws {
        let (window, table, source, input) = makeTable()
        input.longPress(at: CGPoint(x: 100, y: 3 * 44 + 20))
        XCTAssertEqual(source.log, ["configuration for row 3 at 100.0,152.0", "didSelect 3"])
        XCTAssertNil(menu(in: window))
        XCTAssertNil(table.contextMenuInteraction)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
    }

    func testASecondaryClickOnARowShowsTheCompactMenuAndATapOutsideEndsIt() async throws {
        let (window, table, source, input) = makeTable()
        input.secondaryClick(at: CGPoint(x: 30, y: 4 * 44 + 10))
        XCTAssertEqual(source.log, ["configuration for row 4 at 30.0,186.0", "willDisplayContextMenu 4"])
        XCTAssertEqual(table.contextMenuInteraction?.menuAppearance, .compact)
        XCTAssertEqual(menu(in: window)?.listView.frame.origin, CGPoint(x: 30, y: 186))
        source.log = []
        input.tap(at: CGPoint(x: 10, y: 470))
        XCTAssertEqual(source.log, ["willEndContextMenuInteraction 4"])
        XCTAssertNil(menu(in: window))
        XCTAssertNil(table.indexPathForSelectedRow, "the dismissing tap selects nothing")
    }

    private func makeCollection(_ delegate: some UICollectionViewDataSource & UICollectionViewDelegate)
        -> (UIWindow, UICollectionView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView, InputSimulator(window: window))
    }

    private func center(of item: Int, in collectionView: UICollectionView) throws -> CGPoint {
        let frame = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func testTheIOS13SingleItemFormIsAskedByDefault() async throws {
        let delegate = OldCollectionMenus()
        let (window, collectionView, input) = makeCollection(delegate)
        input.longPress(at: try center(of: 4, in: collectionView))
        XCTAssertEqual(delegate.log, ["item 4", "willDisplayContextMenu"])
        let item4 = IndexPath(item: 4, section: 0)
        XCTAssertEqual(collectionView.cellForItem(at: item4)?.isHighlighted, true)
        XCTAssertEqual(menu(in: window)?.liftedPreview?.frame, collectionView.layoutAttributesForItem(at: item4)?.frame)
        collectionView.contextMenuInteraction?.dismissMenu()
        XCTAssertEqual(delegate.log, ["item 4", "willDisplayContextMenu", "willEndContextMenuInteraction"])
        XCTAssertEqual(collectionView.cellForItem(at: item4)?.isHighlighted, false)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testTheIOS16FormGetsTheSelectionOrNoItems() async throws {
        let delegate = NewCollectionMenus()
        let (window, collectionView, input) = makeCollection(delegate)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        input.longPress(at: try center(of: 5, in: collectionView))
        XCTAssertEqual(delegate.log, ["items [5, 0]", "highlight preview 5"], "the pressed item first, then the rest of the selection")
        collectionView.contextMenuInteraction?.dismissMenu()

        delegate.log = []
        input.longPress(at: try center(of: 2, in: collectionView))
        XCTAssertEqual(delegate.log, ["items [2]", "highlight preview 2"], "an unselected item alone")
        collectionView.contextMenuInteraction?.dismissMenu()

        delegate.log = []
        input.secondaryClick(at: CGPoint(x: 310, y: 470))
        XCTAssertEqual(delegate.log, ["items []"], "between items: no index paths")
        XCTAssertNil(menu(in: window))
    }
}
