import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewHeaderFooterViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A registered class is made with its own `init(reuseIdentifier:)`; an unknown identifier
    /// with an empty queue gives nil; unregistering stops new views.
    func testRegisterAndDequeue() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        table.register(RecordingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        XCTAssertTrue(view is RecordingHeaderView)
        XCTAssertEqual((view as? RecordingHeaderView)?.madeByOwnInit, true)
        XCTAssertEqual(view?.reuseIdentifier, "header")
        XCTAssertFalse(view === table.dequeueReusableHeaderFooterView(withIdentifier: "header"), "a new view each time while none is queued")
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "header")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    }

    /// The delegate's views sit at the header and footer rects; `headerView(forSection:)`
    /// returns header-footer views only; the display calls come once per view shown.
    func testCustomViewsPlacedAndReported() async {
        let recorder = HeaderFooterRecorder(rowsPerSection: [2, 2])
        recorder.footerHeight = 20
        recorder.plainHeaderSections = [1]
        let (_, table) = recorder.makeTable()
        XCTAssertEqual(table.contentSize.height, 2 * (30 + 88 + 20))
        let header0 = table.headerView(forSection: 0)
        XCTAssertTrue(header0 is RecordingHeaderView)
        XCTAssertEqual(header0?.textLabel?.text, "Header 0")
        XCTAssertEqual(header0?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertTrue(header0?.superview === table)
        XCTAssertNil(table.headerView(forSection: 1), "a plain UIView header is not a header-footer view")
        let plain = recorder.headersMade.first { !($0 is UITableViewHeaderFooterView) }
        XCTAssertEqual(plain?.frame, CGRect(x: 0, y: 138, width: 320, height: 30))
        XCTAssertTrue(plain?.superview === table)
        XCTAssertEqual(table.footerView(forSection: 0)?.frame, CGRect(x: 0, y: 118, width: 320, height: 20))
        XCTAssertEqual(table.footerView(forSection: 1)?.frame, CGRect(x: 0, y: 256, width: 320, height: 20))
        XCTAssertEqual(recorder.calls, [
            "viewForHeader 0", "willDisplayHeader 0", "viewForFooter 0", "willDisplayFooter 0",
            "viewForHeader 1", "willDisplayHeader 1", "viewForFooter 1", "willDisplayFooter 1",
        ])
        recorder.calls = []
        table.setNeedsLayout()
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.calls, [], "views on screen are not asked for again")
        // Headers lie above the cells.
        let subviews = table.subviews
        let headerIndex = subviews.firstIndex { $0 === header0 } ?? -1
        XCTAssertTrue(subviews.indices.filter { subviews[$0] is UITableViewCell }.allSatisfy { $0 < headerIndex })
    }

    /// Scrolling a section's header off screen retires it (delegate told) into the queue, and
    /// the next section's dequeue reuses it after `prepareForReuse`.
    func testHeadersReusedWhileScrolling() async {
        // Sections of 30 + 5 × 44 = 250 pt; grouped so headers scroll away.
        let recorder = HeaderFooterRecorder(rowsPerSection: Array(repeating: 5, count: 10))
        let (_, table) = recorder.makeTable(style: .grouped)
        XCTAssertEqual(Set(recorder.calls), ["viewForHeader 0", "willDisplayHeader 0", "viewForHeader 1", "willDisplayHeader 1"])
        let view0 = table.headerView(forSection: 0) as? RecordingHeaderView
        let view1 = table.headerView(forSection: 1) as? RecordingHeaderView
        recorder.calls = []
        // Visible 260..<740: header 0 (0..<30) leaves first, then header 2 (500..<530) reuses it.
        table.contentOffset = CGPoint(x: 0, y: 260)
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.calls, ["didEndDisplayingHeader 0", "viewForHeader 2", "willDisplayHeader 2"])
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertTrue(table.headerView(forSection: 2) === view0)
        XCTAssertEqual(view0?.reuseCount, 1)
        XCTAssertEqual(view0?.textLabel?.text, "Header 2")
        XCTAssertEqual(view0?.frame, CGRect(x: 0, y: 500, width: 320, height: 30))
        recorder.calls = []
        // Visible 760..<1240: headers 1 and 2 leave (queued in section order); 3 (750..<780)
        // and 4 (1000..<1030) come, each taking the last queued view.
        table.contentOffset = CGPoint(x: 0, y: 760)
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.calls, ["didEndDisplayingHeader 1", "didEndDisplayingHeader 2",
                                        "viewForHeader 3", "willDisplayHeader 3", "viewForHeader 4", "willDisplayHeader 4"])
        XCTAssertTrue(table.headerView(forSection: 3) === view0)
        XCTAssertTrue(table.headerView(forSection: 4) === view1)
        XCTAssertEqual(view1?.reuseCount, 1)
        XCTAssertEqual(view1?.textLabel?.text, "Header 4")
        XCTAssertEqual(view0?.frame, CGRect(x: 0, y: 750, width: 320, height: 30))
        XCTAssertEqual(view1?.frame, CGRect(x: 0, y: 1_000, width: 320, height: 30))
        XCTAssertEqual(recorder.headersMade.count, 2, "two views serve every section")
        XCTAssertEqual(table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count, 2)
    }

    /// Without a custom view the title header is shown, and the delegate hears its display.
    func testTitleHeaderWhenNoCustomView() async {
        let recorder = HeaderFooterRecorder(rowsPerSection: [2])
        recorder.customHeaders = false
        recorder.headerTitles = [0: "Title"]
        let (_, table) = recorder.makeTable()
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "Title")
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(recorder.calls, ["willDisplayHeader 0"])
    }

    /// `reloadData` asks for the views again: the old ones end displaying first.
    func testReloadAsksAgain() async {
        let recorder = HeaderFooterRecorder(rowsPerSection: [2])
        let (_, table) = recorder.makeTable()
        let before = table.headerView(forSection: 0)
        recorder.calls = []
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.calls, ["didEndDisplayingHeader 0", "viewForHeader 0", "willDisplayHeader 0"])
        XCTAssertTrue(table.headerView(forSection: 0) === before, "the retired view was queued and dequeued again")
        XCTAssertEqual((before as? RecordingHeaderView)?.reuseCount, 1)
    }
}
