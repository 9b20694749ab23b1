import XCTest
@testable import UIKit
import UIKitTesting

/// Sections whose even headers are 60-pt views and odd headers titles; records which header
/// views the table asks for.
@MainActor
private final class LazyHeaders: NSObject, UITableViewDataSource, UITableViewDelegate {
    var asked: Set<Int> = []

    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 1 ? "Section \(section)" : nil
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        asked.insert(section)
        return section % 2 == 0 ? UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60)) : nil
    }
}

/// UIKit: with the default `automaticDimension` estimate, a header view is asked for and
/// measured when its section comes on screen, not when the rows are read.
@MainActor
final class TableViewDefaultHeaderEstimateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testHeaderViewsAreAskedForAndMeasuredWhenTheirSectionsShow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.sectionHeaderTopPadding = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        XCTAssertEqual(table.estimatedSectionHeaderHeight, UITableView.automaticDimension)
        let headers = LazyHeaders()
        table.dataSource = headers
        table.delegate = headers
        window.addSubview(table)
        table.layoutIfNeeded()

        // By the estimates the first two sections start on screen (section 1 at 440): their
        // views are asked for; section 0's is measured (60 pt) and pushes section 1 down.
        XCTAssertEqual(headers.asked, [0, 1])
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 60))
        // Until they show: a title header's height with a title, none without (plain style).
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 500, width: 320, height: 28))
        XCTAssertEqual(table.rectForHeader(inSection: 2), CGRect(x: 0, y: 968, width: 320, height: 0))
        // 60 + ten title headers of 28 + 20 sections of 440.
        XCTAssertEqual(table.contentSize.height, 9140)

        table.contentOffset.y = 968
        table.layoutIfNeeded()
        XCTAssertTrue(headers.asked.contains(2))
        // Section 3 started at 1408 by the estimates, inside the view, before section 2 grew.
        XCTAssertEqual(headers.asked, [0, 1, 2, 3], "sections below stay unasked")
        XCTAssertEqual(table.rectForHeader(inSection: 2), CGRect(x: 0, y: 968, width: 320, height: 60))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY, 1028)
        XCTAssertEqual(table.contentOffset.y, 968, "the header below the top grew: what is on screen stays")
        XCTAssertEqual(table.contentSize.height, 9200)
        // A section whose delegate gives no view keeps its title header.
        table.contentOffset.y = 1468
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 3), CGRect(x: 0, y: 1468, width: 320, height: 28))
        // Section 4 (from 1936) comes into view: its view is measured now.
        XCTAssertEqual(headers.asked, [0, 1, 2, 3, 4])
        XCTAssertEqual(table.rectForHeader(inSection: 4), CGRect(x: 0, y: 1936, width: 320, height: 60))
        XCTAssertEqual(table.contentSize.height, 9260)
    }

    /// An explicit estimate of 0 still measures every header view when the rows are read.
    func testAnEstimateOfZeroMeasuresEveryHeaderUpFront() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.sectionHeaderTopPadding = 0
        table.estimatedSectionHeaderHeight = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let headers = LazyHeaders()
        table.dataSource = headers
        table.delegate = headers
        XCTAssertEqual(table.rectForHeader(inSection: 2), CGRect(x: 0, y: 968, width: 320, height: 60))
        XCTAssertEqual(headers.asked, Set(0..<20))
        XCTAssertEqual(table.contentSize.height, 9680, "ten 60-pt views, ten 28-pt titles, twenty sections of 440")
    }
}
