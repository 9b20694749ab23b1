import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class AccessoryTapRecorder: UITableViewDataSource, UITableViewDelegate {
    var tapped: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.accessoryType = .detailButton
        return cell
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tapped.append(indexPath)
    }
}

@MainActor
final class TableViewAccessoryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A custom accessory view keeps its size at the trailing margin, centred; the content
    /// view ends where it begins.
    func testAccessoryViewLaysOutOnTheTrailingSide() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        XCTAssertTrue(accessory.superview === cell)
        XCTAssertEqual(accessory.frame, CGRect(x: 274, y: 12, width: 30, height: 20))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 274, height: 44))
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        XCTAssertNil(accessory.superview)
        XCTAssertEqual(cell.contentView.frame.width, 320)
    }

    /// The standard accessories are drawn at the trailing margin.
    func testAccessoryTypesTakeTheTrailingEdge() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let chevron = cell.subviews.last { $0 !== cell.contentView }
        XCTAssertEqual(chevron?.frame, CGRect(x: 296, y: 16, width: 8, height: 13))
        XCTAssertEqual(cell.contentView.frame.width, 296)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        XCTAssertEqual(chevron?.frame, CGRect(x: 290, y: 17, width: 14, height: 11))
        cell.accessoryType = .detailDisclosureButton
        cell.layoutIfNeeded()
        let button = cell.subviews.compactMap { $0 as? UIButton }.first
        XCTAssertNotNil(button)
        let size = button?.intrinsicContentSize ?? .zero
        XCTAssertEqual(button?.frame.maxX, 296 - 12)
        XCTAssertEqual(cell.contentView.frame.width, 296 - 12 - size.width)
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        XCTAssertNil(chevron?.superview)
        XCTAssertNil(button?.superview)
        XCTAssertEqual(cell.contentView.frame.width, 320)
    }

    /// A custom accessory view wins over the accessory type.
    func testAccessoryViewWinsOverTheType() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        let accessory = UISwitch()
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.subviews.filter { $0 !== cell.contentView }.count, 1)
        XCTAssertEqual(accessory.frame.maxX, 304)
    }

    /// Tapping the detail button tells the delegate which row's it was.
    func testDetailButtonTapTellsTheDelegate() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let recorder = AccessoryTapRecorder()
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        let input = InputSimulator(window: window)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let button = cell.subviews.compactMap { $0 as? UIButton }.first!
        input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(recorder.tapped, [IndexPath(row: 2, section: 0)])
        XCTAssertNil(table.indexPathForSelectedRow, "the button's tap does not select the row")
    }
}
