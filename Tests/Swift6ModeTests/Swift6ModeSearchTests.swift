import XCTest
import UIKit

/// iOS search code compiles unchanged in Swift 6 mode and filters as it does on iOS.
@MainActor
final class Swift6ModeSearchTests: XCTestCase {
    func testCountryListFiltersThroughItsSearchController() async {
        let list = CountryListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 6)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)

        list.searchController.isActive = true
        XCTAssertTrue(list.searchController.searchBar.isFirstResponder)
        list.searchController.searchBar.searchTextField.insertText("an")
        XCTAssertEqual(list.filtered, ["Canada"])
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 1)

        list.searchController.searchBar.searchTextField.insertText("\n")
        XCTAssertFalse(list.searchController.searchBar.isFirstResponder)
        list.searchController.isActive = false
        XCTAssertEqual(list.events, ["search an", "dismissed"])
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 6)
        withExtendedLifetime(window) {}
    }
}
