import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A data source and delegate that records the selection and multiple-selection calls.
@MainActor
final class MultipleSelectionRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []
    var allows = true
    let rows: Int

    init(rows: Int) {
        self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        calls.append("shouldBegin \(indexPath.row)")
        return allows
    }

    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        calls.append("didBegin \(indexPath.row) editing=\(tableView.isEditing)")
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        calls.append("didEnd")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
}

/// The two-finger multiple-selection pan (iOS 13).
@MainActor
final class TableViewMultipleSelectionInteractionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable(allows: Bool = true) -> (UIWindow, UITableView, MultipleSelectionRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.allowsMultipleSelectionDuringEditing = true
        let recorder = MultipleSelectionRecorder(rows: 30)
        recorder.allows = allows
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, recorder, InputSimulator(window: window))
    }

    /// Two fingers, 40 pt apart, dragged in steps from `startY` to `endY` (window coordinates).
    private func twoFingerDrag(_ input: InputSimulator, from startY: CGFloat, to endY: CGFloat, steps: Int = 10, lift: Bool = true) {
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: startY)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 140, y: startY))])
        for step in 1...steps {
            input.advance(by: 0.02)
            let y = startY + (endY - startY) * CGFloat(step) / CGFloat(steps)
            input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 100, y: y)),
                        .init(id: 2, phase: .moved, location: CGPoint(x: 140, y: y))])
        }
        guard lift else { return }
        input.advance(by: 0.02)
        input.send([.init(id: 1, phase: .ended, location: CGPoint(x: 100, y: endY)),
                    .init(id: 2, phase: .ended, location: CGPoint(x: 140, y: endY))])
    }

    /// The delegate agrees: the table enters editing, the rows the fingers pass are selected
    /// in order, the table does not scroll, and the end is reported when the fingers lift.
    func testATwoFingerPanDownTheRowsSelectsThem() async {
        let (window, table, recorder, input) = makeTable()
        defer { withExtendedLifetime(window) {} }
        XCTAssertFalse(table.isEditing)
        twoFingerDrag(input, from: 22, to: 3 * 44 + 22, lift: false)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(recorder.calls, ["shouldBegin 0", "didBegin 0 editing=true",
                                        "didSelect 0", "didSelect 1", "didSelect 2", "didSelect 3"])
        XCTAssertEqual(table.indexPathsForSelectedRows?.sorted(), (0...3).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.contentOffset, .zero, "the pan selects instead of scrolling")
        input.send([.init(id: 1, phase: .ended, location: CGPoint(x: 100, y: 3 * 44 + 22)),
                    .init(id: 2, phase: .ended, location: CGPoint(x: 140, y: 3 * 44 + 22))])
        XCTAssertEqual(recorder.calls.last, "didEnd")
        XCTAssertTrue(table.isEditing, "editing stays on")
    }

    /// Turning back deselects the rows the pan had selected beyond the fingers.
    func testTurningBackDeselects() async {
        let (window, table, recorder, input) = makeTable()
        defer { withExtendedLifetime(window) {} }
        twoFingerDrag(input, from: 22, to: 4 * 44 + 22, lift: false)
        for step in 1...5 {
            input.advance(by: 0.02)
            let y = 4 * 44 + 22 - CGFloat(step) * 2 * 44 / 5
            input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 100, y: y)),
                        .init(id: 2, phase: .moved, location: CGPoint(x: 140, y: y))])
        }
        XCTAssertEqual(table.indexPathsForSelectedRows?.sorted(), (0...2).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(recorder.calls.suffix(2), ["didDeselect 4", "didDeselect 3"])
    }

    /// The delegate declines (UIKit's default): the two fingers scroll, nothing is selected.
    func testADecliningDelegateLeavesTheTableScrolling() async {
        let (window, table, recorder, input) = makeTable(allows: false)
        defer { withExtendedLifetime(window) {} }
        twoFingerDrag(input, from: 300, to: 100)
        XCTAssertEqual(recorder.calls, ["shouldBegin 6"])
        XCTAssertFalse(table.isEditing)
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertGreaterThan(table.contentOffset.y, 100)
    }

    /// Without `allowsMultipleSelectionDuringEditing` the delegate is not even asked.
    func testNeedsMultipleSelectionDuringEditing() async {
        let (window, table, recorder, input) = makeTable()
        defer { withExtendedLifetime(window) {} }
        table.allowsMultipleSelectionDuringEditing = false
        twoFingerDrag(input, from: 300, to: 100)
        XCTAssertEqual(recorder.calls, [])
        XCTAssertFalse(table.isEditing)
    }

    func testDefaultDelegateAnswers() async {
        final class Plain: NSObject, UITableViewDelegate {}
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertFalse(Plain().tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))
        let controller = UITableViewController(style: .plain)
        XCTAssertFalse(controller.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))
    }
}
