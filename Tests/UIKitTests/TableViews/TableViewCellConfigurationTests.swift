import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A cell that records the states its configuration updates were given.
final class StateRecordingCell: UITableViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

@MainActor
final class TableViewCellConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultContentConfigurationFollowsTheCellStyle() async {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        XCTAssertEqual(plain, .cell())
        XCTAssertTrue(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        XCTAssertFalse(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertNil(cell.contentConfiguration)
        XCTAssertNil(cell.backgroundConfiguration)
        XCTAssertTrue(cell.automaticallyUpdatesContentConfiguration)
        XCTAssertTrue(cell.automaticallyUpdatesBackgroundConfiguration)
        XCTAssertNil(cell.accessoryView)
        XCTAssertEqual(cell.editingAccessoryType, .none)
    }

    /// The configuration's view becomes the content view; a supported configuration is shown
    /// by the same view.
    func testContentConfigurationReplacesTheContentView() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let original = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let listView = cell.contentView as? UIListContentView
        XCTAssertNotNil(listView)
        XCTAssertNil(original.superview, "the old content view leaves the cell")
        XCTAssertTrue(listView?.superview === cell)
        content.text = "Two"
        cell.contentConfiguration = content
        XCTAssertTrue(cell.contentView === listView, "a supported configuration keeps the view")
        XCTAssertEqual(listView?.configuration.text, "Two")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "no table: no separator")
        cell.contentConfiguration = nil
        XCTAssertFalse(cell.contentView is UIListContentView)
    }

    /// UIKit: a selected or highlighted cell shows the gray fill behind its content, unless its
    /// selection style is `.none`.
    func testSelectionShowsTheGrayFill() async {
        let (_, table, _, _) = TableTestSupport.makeTable(rowsPerSection: [5])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertFalse(cell.subviews.contains { $0.backgroundColor == .systemGray4 })
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let fill = cell.subviews.first
        XCTAssertEqual(fill?.backgroundColor, .systemGray4)
        XCTAssertEqual(fill?.frame, cell.bounds)
        XCTAssertLessThan(cell.subviews.firstIndex { $0 === fill }!, cell.subviews.firstIndex { $0 === cell.contentView }!)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertFalse(cell.subviews.contains { $0.backgroundColor == .systemGray4 })
        cell.selectionStyle = .none
        cell.isHighlighted = true
        XCTAssertFalse(cell.subviews.contains { $0.backgroundColor == .systemGray4 })
    }

    /// The older background views: `backgroundView` behind everything, `selectedBackgroundView`
    /// instead of the gray fill while selected.
    func testLegacyBackgroundViews() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        XCTAssertNil(cell.backgroundView)
        XCTAssertNil(cell.selectedBackgroundView)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.subviews.first === background)
        XCTAssertEqual(background.frame, cell.bounds)
        XCTAssertNil(selected.superview)
        cell.isSelected = true
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.subviews[1] === selected, "above the background view, below the content")
        XCTAssertEqual(selected.frame, cell.bounds)
        XCTAssertFalse(cell.subviews.contains { $0.backgroundColor == .systemGray4 }, "instead of the gray fill")
        cell.isSelected = false
        XCTAssertNil(selected.superview)
        cell.selectedBackgroundView = nil
        cell.isHighlighted = true
        XCTAssertTrue(cell.subviews[1].backgroundColor == .systemGray4, "the gray fill above the background view")
    }

    /// A list background configuration turns gray with the selection, and back.
    func testBackgroundConfigurationUpdatesWithTheState() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = cell.subviews.first
        XCTAssertEqual(view?.backgroundColor, .secondarySystemGroupedBackground)
        XCTAssertEqual(view?.frame, CGRect(x: 20, y: 0, width: 280, height: 44))
        XCTAssertEqual(view?.layer.cornerRadius, 10)
        cell.isSelected = true
        cell.layoutIfNeeded()
        XCTAssertEqual(view?.backgroundColor, .systemGray4)
        XCTAssertFalse(cell.subviews.contains { $0 !== view && $0.backgroundColor == .systemGray4 }, "no legacy fill too")
        cell.isSelected = false
        cell.layoutIfNeeded()
        XCTAssertEqual(view?.backgroundColor, .secondarySystemGroupedBackground)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        XCTAssertEqual(view?.backgroundColor, .secondarySystemGroupedBackground)
        cell.backgroundConfiguration = nil
        XCTAssertFalse(cell.subviews.contains { $0 === view })
    }

    /// State changes reach updateConfiguration(using:) (before the next layout), then the
    /// update handler, with the same state.
    func testStateChangesCallUpdateConfiguration() async {
        let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
        var handled: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state) }
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 1)
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.states.count, 1, "not until the layout")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 2)
        XCTAssertTrue(cell.states.last?.isSelected ?? false)
        XCTAssertFalse(cell.states.last?.isHighlighted ?? true)
        XCTAssertEqual(handled.count, 2)
        XCTAssertEqual(handled.last, cell.states.last)
        XCTAssertTrue(cell.configurationState.isSelected)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 2, "no change, no update")
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 3)
    }
}

@MainActor
final class TableViewHeaderFooterConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A header takes a content configuration (its view becomes the content view) and a
    /// background configuration; its default configuration follows the table's style.
    func testHeaderConfigurations() async {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        XCTAssertEqual(header.defaultContentConfiguration(), .plainHeader())
        var content = header.defaultContentConfiguration()
        content.text = "Section"
        header.contentConfiguration = content
        XCTAssertTrue(header.contentView is UIListContentView)
        header.backgroundConfiguration = .listPlainHeaderFooter()
        header.layoutIfNeeded()
        XCTAssertEqual(header.subviews.first?.backgroundColor, .systemBackground)
        XCTAssertEqual(header.subviews.first?.frame, header.bounds)
        XCTAssertEqual(header.contentView.frame, header.bounds)
        var updates = 0
        header.configurationUpdateHandler = { _, state in
            XCTAssertFalse(state.isSelected)
            updates += 1
        }
        header.layoutIfNeeded()
        XCTAssertEqual(updates, 1)
    }

    /// The table tells its title views their style: a grouped footer's default is the grouped
    /// footer look.
    func testTitleViewsKnowTheirTableStyle() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2], style: .grouped)
        recorder.headerTitles = [0: "Head"]
        recorder.footerTitles = [0: "Foot"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.defaultContentConfiguration(), .groupedHeader())
        XCTAssertEqual(table.footerView(forSection: 0)?.defaultContentConfiguration(), .groupedFooter())
    }
}
