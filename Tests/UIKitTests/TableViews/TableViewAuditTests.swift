import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A table of 100 rows of 44 pt recording selection and primary actions, with per-row
/// indentation levels.
@MainActor
private final class PrimaryActionSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []
    var indentation: [Int: Int] = [:]
    var titles: [String]?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indentation[indexPath.row] ?? 0
    }
}

@MainActor
final class TableViewAuditTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable() -> (UIWindow, UITableView, PrimaryActionSource, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = PrimaryActionSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source, InputSimulator(window: window))
    }

    /// UIKit (iOS 16): the primary action comes after willSelect and didSelect.
    func testATapPerformsThePrimaryActionAfterDidSelect() async {
        let (_, table, source, input) = makeTable()
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(source.calls, ["willSelect 1", "didSelect 1", "primary 1"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        // Tapping the selected row again selects it again and performs the action again.
        source.calls = []
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(source.calls, ["willSelect 1", "didSelect 1", "primary 1"])
    }

    /// Extending a multiple selection is not a primary action; the first tap is.
    func testExtendingAMultipleSelectionPerformsNoPrimaryAction() async {
        let (_, table, source, input) = makeTable()
        table.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 100, y: 22))
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(source.calls, ["willSelect 0", "didSelect 0", "primary 0", "willSelect 1", "didSelect 1"])
    }

    /// The default `canPerformPrimaryActionForRowAt` is false while editing.
    func testNoPrimaryActionWhileEditing() async {
        let (_, table, source, input) = makeTable()
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        input.tap(at: CGPoint(x: 160, y: 66))
        XCTAssertEqual(source.calls, ["willSelect 1", "didSelect 1"])
    }

    /// The delegate's indentation level reaches the cell (10 pt a level moves the content);
    /// a row whose level is 0 again gets 0 back.
    func testIndentationLevelFromTheDelegate() async {
        let (_, table, source, _) = makeTable()
        source.indentation = [1: 2]
        table.reloadData()
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(cell.indentationLevel, 2)
        XCTAssertEqual(cell.contentView.frame.minX, 20)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.indentationLevel, 0)
        source.indentation = [:]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.indentationLevel).max(), 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX, 0)
    }

    /// The selected row nearest to the position is scrolled there.
    func testScrollToNearestSelectedRow() async {
        let (_, table, source, _) = makeTable()
        defer { withExtendedLifetime(source) {} }
        // Nothing selected: nothing moves.
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        XCTAssertEqual(table.contentOffset, .zero)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 440))
        table.contentOffset = CGPoint(x: 0, y: 2500)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 2640))
        // Row 60 at the bottom: 2684 - 480.
        table.scrollToNearestSelectedRow(at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 2204))
        // `.none` with a selected row already visible: no scrolling.
        table.scrollToNearestSelectedRow(at: .none, animated: false)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 2204))
    }

    /// `indexDisplayMode` `.alwaysHidden` hides the section index and gives the cells the width.
    func testIndexDisplayModeAlwaysHiddenHidesTheSectionIndex() async {
        let (_, table, source, _) = makeTable()
        XCTAssertEqual(table.indexDisplayMode, .automatic)
        XCTAssertEqual(UIScrollView.IndexDisplayMode.alwaysHidden.rawValue, 1)
        source.titles = ["A", "B"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.subviews.filter { $0 is UIControl }.count, 1)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width, 305)
        table.indexDisplayMode = .alwaysHidden
        table.layoutIfNeeded()
        XCTAssertEqual(table.subviews.filter { $0 is UIControl }.count, 0)
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width, 320)
    }

    /// UIKit: with a left and right safe area (a landscape notch), cells span the table and
    /// their content views keep out of the safe area; `insetsContentViewsToSafeArea = false`
    /// gives them the whole width.
    func testContentViewsKeepOutOfTheSafeArea() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        let controller = UIViewController()
        let source = PrimaryActionSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        controller.view = table
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(table.safeAreaInsets.left, 44)
        XCTAssertTrue(table.insetsContentViewsToSafeArea)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.frame.minX, 0)
        XCTAssertEqual(cell.frame.width, 480)
        XCTAssertEqual(cell.contentView.frame.minX, 44)
        XCTAssertEqual(cell.contentView.frame.width, 406)
        table.insetsContentViewsToSafeArea = false
        table.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertEqual(cell.contentView.frame.width, 480)
    }

    /// UIKit: with multiple selection, a selected cell shows `multipleSelectionBackgroundView`
    /// instead of `selectedBackgroundView`; with single selection, the selected one.
    func testMultipleSelectionBackgroundView() async {
        let (_, table, source, input) = makeTable()
        defer { withExtendedLifetime(source) {} }
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let selected = UIView(), multiple = UIView()
        cell.selectedBackgroundView = selected
        cell.multipleSelectionBackgroundView = multiple
        XCTAssertNil(UITableViewCell().multipleSelectionBackgroundView)
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertTrue(selected.superview === cell)
        XCTAssertNil(multiple.superview)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertNil(selected.superview)
        table.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertTrue(multiple.superview === cell)
        XCTAssertEqual(multiple.frame, cell.bounds)
        XCTAssertNil(selected.superview)
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertNil(multiple.superview)
    }
}
