import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Rows of list cells whose text has `lines[row]` lines; counts the cells asked for.
@MainActor
final class SelfSizingSource: UITableViewDataSource, UITableViewDelegate {
    var lines: [Int]
    var asked: [IndexPath] = []
    var estimate: CGFloat?

    init(lines: [Int]) {
        self.lines = lines
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.text(lines: lines[indexPath.row], row: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? tableView.estimatedRowHeight
    }

    static func text(lines: Int, row: Int) -> String {
        (0..<max(1, lines)).map { "Row \(row) line \($0)" }.joined(separator: "\n")
    }
}

/// A cell whose label is pinned to the content view with 12 pt insets (Auto Layout sizing).
final class ConstrainedCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used by these tests")
    }
}

@MainActor
final class TableViewSelfSizingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The separator's hairline in the test window (scale 2).
    private let hairline: CGFloat = 0.5

    /// The height a list cell row of `lines` body lines measures: margins, text, separator;
    /// at least 44.
    private func rowHeight(lines: Int, width: CGFloat = 320) -> CGFloat {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = SelfSizingSource.text(lines: lines, row: 0)
        let text = label.sizeThatFits(CGSize(width: width - 32, height: 10_000)).height
        return max(44, 9.5 + text + 9.5 + hairline)
    }

    private func makeTable(_ source: SelfSizingSource, estimate: CGFloat? = nil,
                           cellClass: AnyClass = UITableViewCell.self) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(cellClass, forCellReuseIdentifier: "cell")
        if let estimate { table.estimatedRowHeight = estimate }
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    /// Rows on screen are measured; the others keep the estimate until they are shown.
    func testVisibleRowsAreMeasuredAndTheRestEstimated() async {
        let source = SelfSizingSource(lines: Array(repeating: 2, count: 100))
        let (_, table) = makeTable(source, estimate: 100)
        let two = rowHeight(lines: 2)
        XCTAssertGreaterThan(two, 44)
        let shown = Int((480 / two).rounded(.up))
        XCTAssertEqual(table.visibleCells.count, shown)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 320, height: two))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 3 * two)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 50, section: 0)).height, 100, "not shown: still estimated")
        XCTAssertEqual(table.contentSize.height, CGFloat(shown) * two + CGFloat(100 - shown) * 100)
        XCTAssertEqual(Set(source.asked).count, shown, "one cell per row shown, no other row asked for")
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell?.frame, CGRect(x: 0, y: two, width: 320, height: two))
        XCTAssertEqual(cell?.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: two - hairline))
    }

    /// 100,000 self-sizing rows: a reload measures only the rows on screen.
    func testOneHundredThousandRowsMeasureOnlyTheVisibleOnes() async {
        let source = SelfSizingSource(lines: Array(repeating: 1, count: 100_000))
        source.estimate = 60
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.visibleCells.count, 11)
        XCTAssertEqual(source.asked.count, 11)
        XCTAssertEqual(table.contentSize.height, 11 * 44 + 99_989 * 60)
        table.contentOffset = CGPoint(x: 0, y: 3_000_000)
        table.layoutIfNeeded()
        XCTAssertLessThanOrEqual(source.asked.count, 11 + 13)
        let first = table.indexPathsForVisibleRows?.first
        XCTAssertNotNil(first)
        XCTAssertEqual(table.rectForRow(at: first!).height, 44)
    }

    /// estimatedRowHeight = 0: every row is measured when the rows are read.
    func testZeroEstimateMeasuresEveryRowUpFront() async {
        let lines = (0..<40).map { $0 % 3 + 1 }
        let source = SelfSizingSource(lines: lines)
        let (_, table) = makeTable(source, estimate: 0)
        let expected = lines.map { rowHeight(lines: $0) }.reduce(0, +)
        XCTAssertEqual(table.contentSize.height, expected, accuracy: 1e-9)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 38, section: 0)).height, rowHeight(lines: 3))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 37, section: 0)).height, rowHeight(lines: 2))
        XCTAssertEqual(Set(source.asked).count, 40)
        XCTAssertLessThan(table.subviews.compactMap { $0 as? UITableViewCell }.count, 40, "measuring cells are reused")
    }

    /// Scrolling up onto rows whose real height differs from the estimate keeps the rows on
    /// screen where they were: the offset moves with the rows above.
    func testScrollingUpKeepsTheVisibleContentSteady() async {
        let source = SelfSizingSource(lines: Array(repeating: 2, count: 300))
        let (_, table) = makeTable(source, estimate: 44)
        let two = rowHeight(lines: 2)
        table.contentOffset = CGPoint(x: 0, y: 6000)
        table.layoutIfNeeded()
        let top = table.indexPathsForVisibleRows!.first!
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: top.row - 1, section: 0)).height, 44, "the rows above are still estimated")
        let anchor = IndexPath(row: top.row + 1, section: 0)
        let cell = table.cellForRow(at: anchor)!
        let onScreen = cell.frame.minY - table.contentOffset.y
        let before = table.contentOffset.y
        // 30 pt up brings one estimated row on screen above the first.
        table.contentOffset.y -= 30
        table.layoutIfNeeded()
        XCTAssertEqual(cell.frame.minY - table.contentOffset.y, onScreen + 30, accuracy: 1e-9,
                       "moved by the 30 pt scrolled, not by the row above growing")
        XCTAssertEqual(table.contentOffset.y, before - 30 + (two - 44), accuracy: 1e-9, "the offset took the growth")
        let newTop = table.indexPathsForVisibleRows!.first!
        XCTAssertLessThan(newTop.row, top.row)
        XCTAssertEqual(table.rectForRow(at: newTop).height, two)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: newTop.row - 1, section: 0)).height, 44)
    }

    /// A cell whose content view has constraints is measured with Auto Layout at the row width.
    func testAutoLayoutCellsMeasureWithTheirConstraints() async {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ConstrainedCell
                cell.label.text = SelfSizingSource.text(lines: indexPath.row + 1, row: indexPath.row)
                return cell
            }
        }
        let source = Source()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(ConstrainedCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let label = UILabel()
        label.numberOfLines = 0
        for row in 0..<3 {
            label.text = SelfSizingSource.text(lines: row + 1, row: row)
            let text = label.sizeThatFits(CGSize(width: 320 - 24, height: 10_000)).height
            // UIKit: a plain table's last row has no separator below it.
            let separator = row == 2 ? 0 : hairline
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: row, section: 0)).height, text + 24 + separator, "row \(row)")
        }
    }

    /// A shown cell's new content invalidates its size: the row is measured again and the
    /// rows below move.
    func testChangedContentIsMeasuredAgain() async {
        let source = SelfSizingSource(lines: Array(repeating: 1, count: 20))
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 3 * 44)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var content = cell.contentConfiguration as! UIListContentConfiguration
        content.text = SelfSizingSource.text(lines: 3, row: 1)
        cell.contentConfiguration = content
        table.layoutIfNeeded()
        let three = rowHeight(lines: 3)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, three)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 2 * 44 + three)
        XCTAssertEqual(cell.frame.height, three)
    }

    /// With `selfSizingInvalidation = .disabled` a cell's new content keeps the row's height.
    func testDisabledInvalidationKeepsTheHeight() async {
        let source = SelfSizingSource(lines: Array(repeating: 1, count: 20))
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.selfSizingInvalidation, .enabled)
        table.selfSizingInvalidation = .disabled
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var content = cell.contentConfiguration as! UIListContentConfiguration
        content.text = SelfSizingSource.text(lines: 3, row: 1)
        cell.contentConfiguration = content
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
    }

    /// A new width measures the rows again (wrapping changes with it).
    func testANewWidthMeasuresAgain() async {
        let source = SelfSizingSource(lines: Array(repeating: 1, count: 20))
        source.lines[0] = 0
        let (_, table) = makeTable(source)
        var content = UIListContentConfiguration.cell()
        content.text = String(repeating: "wrap ", count: 12)
        table.cellForRow(at: IndexPath(row: 0, section: 0))!.contentConfiguration = content
        table.layoutIfNeeded()
        let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.frame.size.width = 160
        table.layoutIfNeeded()
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, wide)
        XCTAssertEqual(table.contentSize.width, 160)
    }

    func testEstimatedRowHeightRejectsBadValues() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.estimatedRowHeight = 80
        let log = LogCapture.capture {
            table.estimatedRowHeight = -5
            table.estimatedRowHeight = .nan
        }
        XCTAssertEqual(table.estimatedRowHeight, 80)
        XCTAssertEqual(log.lines.filter { $0.contains("estimatedRowHeight: invalid height") }.count, 2)
        XCTAssertEqual(table.estimatedSectionHeaderHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.estimatedSectionFooterHeight, UITableView.automaticDimension)
    }
}
