import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A data source with an index whose titles map to sections through a table.
@MainActor
private final class IndexedSource: NSObject, UITableViewDataSource {
    var titles: [String]? = ["A", "B", "C", "D"]
    var sectionForTitle: [String: Int] = ["A": 0, "B": 1, "C": 2, "D": 3]
    var asked: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 4 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append("\(title)@\(index)")
        return sectionForTitle[title] ?? -1
    }
}

@MainActor
final class TableViewSectionIndexTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable(_ source: IndexedSource) -> (UIWindow, UITableView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.sectionHeaderTopPadding = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, InputSimulator(window: window))
    }

    /// The strip the table shows (a control at the trailing edge, above the rows).
    private func indexStrip(_ table: UITableView) -> UIControl? {
        table.subviews.last as? UIControl
    }

    func testDefaults() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(table.sectionIndexMinimumDisplayRowCount, 0)
        XCTAssertNil(table.sectionIndexColor)
        XCTAssertNil(table.sectionIndexBackgroundColor)
        XCTAssertNil(table.sectionIndexTrackingBackgroundColor)
        XCTAssertEqual(UITableView.indexSearch, "{search}")
    }

    /// The strip: 15 pt wide at the trailing edge over the visible height, staying put while
    /// the rows scroll; its titles stacked 16 pt apart in the middle, in the tint color.
    func testStripPlacementAndTitles() async {
        let source = IndexedSource()
        let (_, table, _) = makeTable(source)
        let strip = indexStrip(table)
        XCTAssertEqual(strip?.frame, CGRect(x: 305, y: 0, width: 15, height: 480))
        let labels = strip?.subviews.compactMap { $0 as? UILabel } ?? []
        XCTAssertEqual(labels.map(\.text), ["A", "B", "C", "D"])
        XCTAssertEqual(labels.first?.frame, CGRect(x: 0, y: 208, width: 15, height: 16))
        XCTAssertEqual(labels.last?.frame, CGRect(x: 0, y: 256, width: 15, height: 16))
        XCTAssertEqual(labels.first?.textColor, table.tintColor)
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        XCTAssertEqual(strip?.frame, CGRect(x: 305, y: 200, width: 15, height: 480))
        XCTAssertTrue(table.subviews.last === strip, "above the rows and headers")
        table.sectionIndexColor = .systemRed
        table.layoutIfNeeded()
        XCTAssertEqual(labels.first?.textColor, .systemRed)
    }

    /// UIKit: while the index shows, cells keep its width free at their trailing edge (the
    /// content view and the accessory end before it).
    func testCellsKeepRoomForTheIndex() async {
        let source = IndexedSource()
        let (_, table, _) = makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell?.frame.width, 320)
        XCTAssertEqual(cell?.contentView.frame, CGRect(x: 0, y: 0, width: 305, height: 43.5))
        source.titles = nil
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        cell?.layoutIfNeeded()
        XCTAssertEqual(cell?.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 43.5))
    }

    /// No titles, or fewer rows than `sectionIndexMinimumDisplayRowCount`: no strip.
    func testStripNeedsTitlesAndEnoughRows() async {
        let source = IndexedSource()
        source.titles = nil
        let (_, table, _) = makeTable(source)
        XCTAssertFalse(table.subviews.contains { $0 is UIControl })
        source.titles = ["A"]
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        XCTAssertNotNil(indexStrip(table))
        table.sectionIndexMinimumDisplayRowCount = 41
        table.layoutIfNeeded()
        XCTAssertFalse(table.subviews.contains { $0 is UIControl }, "40 rows < 41")
        table.sectionIndexMinimumDisplayRowCount = 40
        table.layoutIfNeeded()
        XCTAssertNotNil(indexStrip(table))
    }

    /// A tap on a title asks the data source for its section and scrolls the section's top
    /// to the top; a drag along the strip follows the finger, asking once per title.
    func testTapAndDragScrollToTheSection() async {
        let source = IndexedSource()
        source.sectionForTitle = ["A": 0, "B": 2, "C": 3, "D": 3]
        let (_, table, input) = makeTable(source)
        // Each section: 28 pt title + 440 pt of rows = 468.
        input.tap(at: CGPoint(x: 312, y: 230))
        XCTAssertEqual(source.asked, ["B@1"])
        XCTAssertEqual(table.contentOffset.y, 936)
        XCTAssertEqual(table.rectForHeader(inSection: 2).minY, 936)
        source.asked = []
        input.touchDown(1, at: CGPoint(x: 312, y: 212))
        XCTAssertEqual(source.asked, ["A@0"], "at once: the index does not wait for the scroll view's touch delay")
        XCTAssertEqual(table.contentOffset.y, 0)
        input.touchMove(1, to: CGPoint(x: 312, y: 215))
        input.touchMove(1, to: CGPoint(x: 312, y: 250))
        input.touchMove(1, to: CGPoint(x: 300, y: 400))
        input.touchUp(1)
        XCTAssertEqual(source.asked, ["A@0", "C@2", "D@3"], "below the last title: the last")
        // Section 3 starts at 1404; the content (1872) ends at the bottom: clamped to 1392.
        XCTAssertEqual(table.contentOffset.y, 1392)
        XCTAssertFalse(table.isDragging, "the strip keeps its touches from the table's scrolling")
    }

    /// The tracking background shows while a finger is on the strip.
    func testTrackingBackground() async {
        let source = IndexedSource()
        let (_, table, input) = makeTable(source)
        table.sectionIndexBackgroundColor = .systemGray6
        table.sectionIndexTrackingBackgroundColor = .systemGray3
        table.layoutIfNeeded()
        let strip = indexStrip(table)
        XCTAssertEqual(strip?.backgroundColor, .systemGray6)
        input.touchDown(1, at: CGPoint(x: 312, y: 230))
        XCTAssertEqual(strip?.backgroundColor, .systemGray3)
        input.touchUp(1)
        XCTAssertEqual(strip?.backgroundColor, .systemGray6)
    }

    /// A section the table does not have (what apps return for `indexSearch`) scrolls nowhere.
    func testOutOfRangeSectionDoesNotScroll() async {
        let source = IndexedSource()
        source.titles = [UITableView.indexSearch, "A", "B"]
        let (_, table, input) = makeTable(source)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        // Three 16 pt titles centred in 480: from 216; the search title is a glyph, not text.
        let strip = indexStrip(table)
        XCTAssertEqual(strip?.subviews.compactMap { ($0 as? UILabel)?.text }, ["A", "B"])
        XCTAssertFalse(strip?.subviews.first is UILabel)
        XCTAssertEqual(strip?.subviews.first?.frame, CGRect(x: 0, y: 216, width: 15, height: 16))
        // The glyph draws a ring in the index color (a point on it) around a clear middle.
        table.sectionIndexColor = .red
        table.layoutIfNeeded()
        if let glyph = strip?.subviews.first {
            let ring = Snapshot.pixel(of: glyph, at: CGPoint(x: 9.9, y: 6.6), scale: 2)
            XCTAssertGreaterThan(ring.a, 100, "\(ring)")
            XCTAssertGreaterThan(ring.r, ring.g)
            XCTAssertEqual(Snapshot.pixel(of: glyph, at: CGPoint(x: 6.1, y: 6.6), scale: 2), .clear)
        }
        input.tap(at: CGPoint(x: 312, y: 220))
        XCTAssertEqual(source.asked, ["{search}@0"])
        XCTAssertEqual(table.contentOffset.y, 100)
    }
}
