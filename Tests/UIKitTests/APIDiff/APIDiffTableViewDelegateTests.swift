import XCTest
import UIKit
import UIKitTesting

/// Table view members found missing by the session-12 API diff: iOS 8 row actions, the
/// delegate methods `UITableViewController` subclasses override, header/footer background and
/// detail label, data source translation and spring-loaded rows.
@MainActor
final class APIDiffTableViewDelegateTests: XCTestCase {
    /// An iOS-style controller: its data source and delegate methods are `override`s.
    private final class RowsController: UITableViewController {
        var calls: [String] = []
        var rows = ["A", "B", "C"]

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let more = UITableViewRowAction(style: .normal, title: "More") { [unowned self] action, indexPath in
                calls.append("\(action.title!) \(indexPath.row)")
            }
            more.backgroundColor = .blue
            let delete = UITableViewRowAction(style: .destructive, title: "Remove") { [unowned self] _, indexPath in
                calls.append("remove \(indexPath.row)")
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return [delete, more]
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWindow(_ controller: UITableViewController) -> (UIWindow, UITableView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        table.contentInsetAdjustmentBehavior = .never
        table.frame = window.bounds
        table.layoutIfNeeded()
        return (window, table, InputSimulator(window: window))
    }

    private func actionButtons(of cell: UITableViewCell) -> [UIButton] {
        let actions = cell.subviews.first { String(describing: type(of: $0)) == "TableSwipeActionsView" }
        return actions?.subviews.compactMap { $0 as? UIButton } ?? []
    }

    func testRowActionsShowOnTheTrailingSwipeAndTheirHandlerGetsTheIndexPath() async {
        let controller = RowsController(style: .plain)
        let (window, table, input) = makeWindow(controller)
        let y = 30 + 44 + 22.0
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        input.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 150, y: y), duration: 0.2)
        input.advance(by: 0.4)
        let buttons = actionButtons(of: cell)
        XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Remove", "More"],
                       "UIKit: the row actions replace the default Delete, first at the edge")
        XCTAssertEqual(buttons.last?.backgroundColor, .blue)
        XCTAssertFalse(controller.calls.contains("didScroll"), "a horizontal swipe does not scroll")

        let more = buttons[1]
        input.tap(at: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: window))
        XCTAssertTrue(controller.calls.contains("More 1"))

        input.advance(by: 0.4)
        input.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 150, y: y), duration: 0.2)
        input.advance(by: 0.4)
        let remove = actionButtons(of: table.cellForRow(at: IndexPath(row: 1, section: 0))!)[0]
        input.tap(at: remove.convert(CGPoint(x: remove.bounds.midX, y: remove.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertTrue(controller.calls.contains("remove 1"))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    }

    func testARowActionsFullSwipeDoesNotPerformTheFirstAction() async {
        let controller = RowsController(style: .plain)
        let (window, table, input) = makeWindow(controller)
        let y = 30 + 22.0
        input.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 10, y: y), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertFalse(controller.calls.contains("remove 0"))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        withExtendedLifetime(window) {}
    }

    func testRowActionStyles() async {
        let action = UITableViewRowAction(style: .destructive, title: "X") { _, _ in }
        XCTAssertEqual(action.style, .default, "UIKit: .destructive is .default")
        XCTAssertEqual(UITableViewRowAction.Style.normal.rawValue, 1)
        XCTAssertNil(action.backgroundColor)
        action.title = "Y"
        XCTAssertEqual(action.title, "Y")
    }

    func testHeaderFooterBackgroundViewFillsTheViewAndExcludesABackgroundConfiguration() async {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        header.backgroundConfiguration = .listPlainHeaderFooter()
        let background = UIView()
        header.backgroundView = background
        XCTAssertNil(header.backgroundConfiguration, "UIKit: a background view clears the configuration")
        header.layoutIfNeeded()
        XCTAssertTrue(header.subviews.first === background)
        XCTAssertEqual(background.frame, header.bounds)
        header.backgroundConfiguration = .listPlainHeaderFooter()
        XCTAssertNil(header.backgroundView)
        XCTAssertNil(background.superview)
    }

    func testHeaderFooterDetailLabelSitsBelowTheTitle() async {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        header.textLabel?.text = "Title"
        header.detailTextLabel?.text = "Detail"
        header.layoutIfNeeded()
        let title = header.textLabel!.frame
        let detail = header.detailTextLabel!.frame
        XCTAssertGreaterThan(detail.height, 0)
        XCTAssertEqual(detail.minY, title.maxY, accuracy: 0.5)
        XCTAssertEqual(detail.minX, title.minX)
    }

    func testDataSourceTranslationIsTheIdentityForValuesOnScreen() async {
        let controller = RowsController(style: .plain)
        let (window, table, _) = makeWindow(controller)
        let translating: any UIDataSourceTranslating = table
        XCTAssertEqual(translating.presentationSectionIndex(forDataSourceSectionIndex: 0), 0)
        XCTAssertEqual(translating.dataSourceSectionIndex(forPresentationSectionIndex: 3), NSNotFound)
        XCTAssertEqual(translating.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 2, section: 0)), IndexPath(row: 2, section: 0))
        XCTAssertNil(translating.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 3, section: 0)))
        XCTAssertNil(translating.dataSourceIndexPath(forPresentationIndexPath: nil))
        var ran = false
        translating.performUsingPresentationValues { ran = true }
        XCTAssertTrue(ran, "UIKit: the block runs at once")
        withExtendedLifetime(window) {}
    }

    func testSpringLoadingAddsAndRemovesItsInteraction() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        XCTAssertFalse(table.isSpringLoaded)
        table.isSpringLoaded = true
        XCTAssertTrue(table.isSpringLoaded)
        XCTAssertEqual(table.interactions.filter { $0 is UISpringLoadedInteraction }.count, 1)
        table.isSpringLoaded = true
        XCTAssertEqual(table.interactions.filter { $0 is UISpringLoadedInteraction }.count, 1)
        table.isSpringLoaded = false
        XCTAssertTrue(table.interactions.filter { $0 is UISpringLoadedInteraction }.isEmpty)
    }

    func testDefaultBackgroundConfigurationsFollowTheTableStyle() async {
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertEqual(cell.defaultBackgroundConfiguration(), .listPlainCell(), "outside a table: the plain row's")
        grouped.addSubview(cell)
        XCTAssertEqual(cell.defaultBackgroundConfiguration(), .listGroupedCell())
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        XCTAssertEqual(header.defaultBackgroundConfiguration(), .listPlainHeaderFooter())
    }
}
