import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Sections of one 44 pt row, each with a 40 pt header view (a plain view sized by its
/// frame) and a title footer; records which header views the table asks for.
@MainActor
private final class HeaderViewsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let sections: Int
    var headerEstimate: CGFloat?
    var footerTitles = false
    var headerRequests: [Int] = []

    init(sections: Int) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles ? "Footer \(section)" : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerRequests.append(section)
        return UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerEstimate ?? tableView.estimatedSectionHeaderHeight
    }
}

@MainActor
final class TableViewEstimatedSectionHeightTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable(_ source: HeaderViewsSource, estimate: CGFloat, offset: CGFloat = 0) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.sectionHeaderTopPadding = 0
        table.estimatedSectionHeaderHeight = estimate
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        return (window, table)
    }

    /// Until shown, a header has its estimate (the views are not asked for); the sections that
    /// come on screen are measured and the rows below them move; the rest keep the estimate.
    func testHeadersAreEstimatedUntilShown() async {
        let source = HeaderViewsSource(sections: 30)
        let (window, table) = makeTable(source, estimate: 10)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(table.numberOfSections, 30)
        XCTAssertEqual(source.headerRequests, [], "no view is made to read the heights")
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 54, width: 320, height: 10))
        XCTAssertEqual(table.contentSize.height, 30 * 54)
        table.layoutIfNeeded()
        // The nine sections whose estimated headers were on screen (tops 0…432) are measured.
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 84, width: 320, height: 40))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 124, width: 320, height: 44))
        XCTAssertEqual(table.rectForHeader(inSection: 9), CGRect(x: 0, y: 756, width: 320, height: 10))
        XCTAssertEqual(table.contentSize.height, 9 * 84 + 21 * 54)
        // Scrolling there measures the next ones; the content on screen does not move.
        table.contentOffset = CGPoint(x: 0, y: 756)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentOffset.y, 756)
        XCTAssertEqual(table.rectForHeader(inSection: 9), CGRect(x: 0, y: 756, width: 320, height: 40))
    }

    /// A header above the visible top that grows when measured moves the offset by as much,
    /// so the rows on screen stay where they were.
    func testGrowingHeaderAboveTheTopKeepsTheScreenStill() async {
        let source = HeaderViewsSource(sections: 30)
        let (window, table) = makeTable(source, estimate: 10)
        defer { withExtendedLifetime(window) {} }
        _ = table.numberOfSections
        // Section 14's estimated header spans 756…766: its top is above the visible top.
        table.contentOffset = CGPoint(x: 0, y: 760)
        let rowOnScreen = table.rectForRow(at: IndexPath(row: 0, section: 14)).minY - table.contentOffset.y
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 14).height, 40)
        XCTAssertEqual(table.contentOffset.y, 790)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 14)).minY - table.contentOffset.y, rowOnScreen)
    }

    /// The delegate's estimate wins over the table's; an estimate of 0 measures every header
    /// as the rows are read; the default automatic estimate asks for none until its section
    /// shows (UIKit; TableViewDefaultHeaderEstimateTests).
    func testDelegateEstimateAndMeasuringUpFront() async {
        let source = HeaderViewsSource(sections: 20)
        source.headerEstimate = 25
        let (window, table) = makeTable(source, estimate: 10)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(table.rectForHeader(inSection: 19), CGRect(x: 0, y: 19 * 69, width: 320, height: 25))
        source.headerEstimate = 0
        table.reloadData()
        XCTAssertEqual(table.rectForHeader(inSection: 19), CGRect(x: 0, y: 19 * 84, width: 320, height: 40))
        XCTAssertEqual(source.headerRequests.count, 20)
        source.headerEstimate = nil
        table.estimatedSectionHeaderHeight = UITableView.automaticDimension
        source.headerRequests = []
        // No title: estimated at no height until the section shows; no view asked for.
        XCTAssertEqual(table.rectForHeader(inSection: 19), CGRect(x: 0, y: 19 * 44, width: 320, height: 0))
        XCTAssertEqual(source.headerRequests, [])
    }

    /// Footers too: a title footer keeps its estimate until it shows, then takes the title's 28 pt.
    func testFootersAreEstimatedUntilShown() async {
        let source = HeaderViewsSource(sections: 20)
        source.footerTitles = true
        let (window, table) = makeTable(source, estimate: 0)
        defer { withExtendedLifetime(window) {} }
        table.estimatedSectionFooterHeight = 8
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 84, width: 320, height: 8))
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 84, width: 320, height: 28))
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Footer 0")
        XCTAssertEqual(table.footerView(forSection: 0)?.frame, CGRect(x: 0, y: 84, width: 320, height: 28))
        XCTAssertEqual(table.rectForFooter(inSection: 19).height, 8)
    }
}
