import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// The two-finger multiple-selection pan scrolls when held near the table's or collection
/// view's edge, as a reorder drag does, and selects what scrolls under the fingers.
@MainActor
final class TableViewMultipleSelectionAutoscrollTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func press(_ input: InputSimulator, _ phase: UITouch.Phase, x: CGFloat, y: CGFloat) {
        input.send([.init(id: 1, phase: phase, location: CGPoint(x: x - 20, y: y)),
                    .init(id: 2, phase: phase, location: CGPoint(x: x + 20, y: y))])
    }

    /// Two fingers (centred on `x`) dragged in ten steps from `start` to `end`, not lifted.
    private func drag(_ input: InputSimulator, x: CGFloat, from start: CGFloat, to end: CGFloat) {
        press(input, .began, x: x, y: start)
        for step in 1...10 {
            input.advance(by: 0.02)
            press(input, .moved, x: x, y: start + (end - start) * CGFloat(step) / 10)
        }
    }

    /// 30 rows of 44 pt in a 480-pt table. The fingers rest at y 465, 35 points into the
    /// 50-point zone: 420 points per second, 7 points a frame; 30 frames scroll 210 points and
    /// the rows under the fingers (down to row 15, at 675 in the content) are selected.
    func testHoldingTheSelectingFingersNearTheBottomScrollsAndSelects() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.allowsMultipleSelectionDuringEditing = true
        let recorder = MultipleSelectionRecorder(rows: 30)
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        let input = InputSimulator(window: window)
        drag(input, x: 120, from: 22, to: 465)
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(table.indexPathsForSelectedRows?.count, 11, "rows 0 to 10 before any scroll")
        input.advance(by: 0.5)
        XCTAssertEqual(table.contentOffset.y, 210, accuracy: 0.001)
        XCTAssertEqual(table.indexPathsForSelectedRows?.sorted(), (0...15).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(recorder.calls.last, "didSelect 15")
        press(input, .ended, x: 120, y: 465)
        let offset = table.contentOffset.y
        input.advance(by: 0.3)
        XCTAssertEqual(table.contentOffset.y, offset, "the scroll stops when the fingers lift")
        XCTAssertEqual(recorder.calls.last, "didEnd")
    }

    /// Held near the top of a scrolled table, the fingers scroll it back up and select upward.
    func testHoldingNearTheTopScrollsUp() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.allowsMultipleSelectionDuringEditing = true
        let recorder = MultipleSelectionRecorder(rows: 30)
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.contentOffset.y = 440
        table.layoutIfNeeded()
        let input = InputSimulator(window: window)
        // From row 18 (content y 814) up to 15 in the view: the speed is 35/50 of 600.
        drag(input, x: 120, from: 374, to: 15)
        XCTAssertEqual(table.contentOffset.y, 440)
        input.advance(by: 0.5)
        XCTAssertEqual(table.contentOffset.y, 230, accuracy: 0.001)
        // The fingers are at content y 245: row 5.
        XCTAssertEqual(table.indexPathsForSelectedRows?.sorted(), (5...18).map { IndexPath(row: $0, section: 0) })
        press(input, .ended, x: 120, y: 15)
    }

    /// A flow layout's items (50 × 50, five to a line, lines 60 pt apart, 20 lines): fingers
    /// held at y 465 scroll 210 points in half a second, and the items to the one under the
    /// fingers (line 11, first column: item 55) are selected.
    func testACollectionViewScrollsAndSelectsTheSame() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.allowsMultipleSelectionDuringEditing = true
        let recorder = CollectionMultipleSelectionRecorder()
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let input = InputSimulator(window: window)
        drag(input, x: 25, from: 25, to: 465)
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems?.count, 36, "items 0 to 35 before any scroll")
        input.advance(by: 0.5)
        XCTAssertEqual(collectionView.contentOffset.y, 210, accuracy: 0.001)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems?.sorted(), (0...55).map { IndexPath(item: $0, section: 0) })
        press(input, .ended, x: 25, y: 465)
        let offset = collectionView.contentOffset.y
        input.advance(by: 0.3)
        XCTAssertEqual(collectionView.contentOffset.y, offset)
        XCTAssertEqual(recorder.calls.last, "didEnd")
    }
}
