import XCTest
@testable import UIKit
import UIKitTesting

/// `UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets` (iOS 14): on those
/// edges the background insets count from the containing view's layout margins.
@MainActor
final class BackgroundConfigurationLayoutMarginsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func backgroundFrame(of cell: UIView) throws -> CGRect {
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        return try XCTUnwrap(cell.subviews.compactMap { $0 as? BackgroundConfigurationView }.first).frame
    }

    func testMarginsAreAddedOnTheChosenEdgesOnly() async throws {
        XCTAssertEqual(UIBackgroundConfiguration().edgesAddingLayoutMarginsToBackgroundInsets, [], "UIKit: none")
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 16)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        cell.backgroundConfiguration = background
        XCTAssertEqual(try backgroundFrame(of: cell), CGRect(x: 4, y: 0, width: 292, height: 60), "bounds-relative by default")

        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        cell.backgroundConfiguration = background
        XCTAssertEqual(try backgroundFrame(of: cell), CGRect(x: 24, y: 0, width: 256, height: 60),
                       "leading 20 + 4, trailing 16 + 4; top and bottom untouched")
    }
}
