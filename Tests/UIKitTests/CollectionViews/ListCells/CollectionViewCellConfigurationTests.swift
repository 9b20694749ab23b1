import XCTest
@testable import UIKit
import UIKitTesting

/// UICollectionViewCell's content and background configurations and its configuration state.
@MainActor
final class CollectionViewCellConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testContentConfigurationReplacesTheContentViewAndFillsTheCell() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let plain = cell.contentView
        var content = UIListContentConfiguration.cell()
        content.text = "Title"
        cell.contentConfiguration = content
        XCTAssertFalse(cell.contentView === plain)
        let listView = cell.contentView as? UIListContentView
        XCTAssertEqual(listView?.configuration.text, "Title")
        XCTAssertTrue(cell.contentView.superview === cell)
        XCTAssertNil(plain.superview)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 44))

        // A configuration the view supports is applied to the same view.
        let shown = cell.contentView
        content.text = "Other"
        cell.contentConfiguration = content
        XCTAssertTrue(cell.contentView === shown)
        XCTAssertEqual((cell.contentView as? UIListContentView)?.configuration.text, "Other")

        cell.contentConfiguration = nil
        XCTAssertFalse(cell.contentView is UIListContentView)
        XCTAssertNil(cell.contentConfiguration)
    }

    func testBackgroundConfigurationSitsBehindTheContent() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemYellow
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = cell.cellConfiguration.backgroundView
        XCTAssertTrue(cell.subviews.first === view)
        XCTAssertEqual(view?.frame, CGRect(x: 4, y: 2, width: 192, height: 40))
        XCTAssertEqual(view?.backgroundColor, .systemYellow)
        cell.backgroundConfiguration = nil
        XCTAssertNil(view?.superview)
    }

    func testSelectionUpdatesTheConfigurationStateBeforeLayout() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        XCTAssertEqual(states.map(\.isSelected), [false])
        cell.isSelected = true
        XCTAssertTrue(cell.configurationState.isSelected)
        XCTAssertEqual(states.count, 1, "the update waits for the next layout")
        cell.layoutIfNeeded()
        XCTAssertEqual(states.map(\.isSelected), [false, true])
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        XCTAssertEqual(states.last?.isHighlighted, true)
    }

    func testAutomaticContentUpdatesFollowTheState() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = UIListContentConfiguration.cell()
        XCTAssertTrue(cell.automaticallyUpdatesContentConfiguration)
        XCTAssertTrue(cell.automaticallyUpdatesBackgroundConfiguration)
        final class Recording: UICollectionViewCell {
            var updates = 0
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                updates += 1
            }
        }
        let recording = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        recording.setNeedsUpdateConfiguration()
        recording.layoutIfNeeded()
        XCTAssertEqual(recording.updates, 1)
        recording.layoutIfNeeded()
        XCTAssertEqual(recording.updates, 1, "one update per request")
    }
}
