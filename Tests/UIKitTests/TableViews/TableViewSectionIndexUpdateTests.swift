import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Sections named by letters, each with an index title; the letters can change.
@MainActor
private final class LetterSections: NSObject, UITableViewDataSource {
    var letters: [String]
    var titleRequests = 0

    init(_ letters: [String]) {
        self.letters = letters
    }

    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        titleRequests += 1
        return letters
    }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

@MainActor
final class TableViewSectionIndexUpdateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func stripTitles(_ table: UITableView) -> [String?] {
        (table.subviews.last as? UIControl)?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
    }

    /// UIKit: inserting or deleting sections does not read the index titles again; the app
    /// calls `reloadSectionIndexTitles()` for that (without reloading the rows), and
    /// `reloadData()` reads them with everything else.
    func testSectionUpdatesKeepTheTitlesUntilReloaded() async {
        let source = LetterSections(["A", "C"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        XCTAssertEqual(stripTitles(table), ["A", "C"])
        let requests = source.titleRequests

        source.letters.insert("B", at: 1)
        table.insertSections(IndexSet(integer: 1), with: .none)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(stripTitles(table), ["A", "C"], "not read again")
        XCTAssertEqual(source.titleRequests, requests)

        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        XCTAssertEqual(stripTitles(table), ["A", "B", "C"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "the rows stay")

        source.letters.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .none)
        table.layoutIfNeeded()
        XCTAssertEqual(stripTitles(table), ["A", "B", "C"])
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(stripTitles(table), ["B", "C"])
        withExtendedLifetime(window) {}
    }
}
