import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// Element types of the container views, cells, images and text views.
@MainActor
final class XCUIElementTypeTests: XCTestCase, UITableViewDataSource {
    override func setUp() async throws {
        XCUIApplication().terminate()
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func testContainersCellsImagesAndText() async {
        let app = XCUIApplication(launching: { [self] in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = self
            window.addSubview(table)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            scroll.accessibilityIdentifier = "scroller"
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            image.isAccessibilityElement = true
            image.accessibilityLabel = "Logo"
            scroll.addSubview(image)
            window.addSubview(scroll)
            let text = UITextView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
            text.text = "Notes"
            window.addSubview(text)
            let pages = UIPageControl(frame: CGRect(x: 0, y: 500, width: 390, height: 30))
            pages.numberOfPages = 3
            window.addSubview(pages)
            let link = UILabel(frame: CGRect(x: 0, y: 540, width: 200, height: 20))
            link.text = "Terms"
            link.accessibilityTraits = .link
            window.addSubview(link)
            let hidden = UIButton(frame: CGRect(x: 0, y: 560, width: 100, height: 44))
            hidden.setTitle("Hidden", for: .normal)
            hidden.isHidden = true
            window.addSubview(hidden)
            return window
        })
        app.launch()
        XCTAssertEqual(app.tables.count, 1)
        XCTAssertEqual(app.tables.cells.count, 3)
        XCTAssertEqual(app.cells.element(boundBy: 1).staticTexts.element.label, "Row 1")
        XCTAssertEqual(app.tables.cells.containing(.staticText, identifier: "Row 2").element.frame.minY, 88)
        XCTAssertEqual(app.scrollViews.count, 1)
        XCTAssertEqual(app.scrollViews.element.identifier, "scroller")
        XCTAssertEqual(app.scrollViews.images["Logo"].frame, CGRect(x: 0, y: 300, width: 40, height: 40))
        XCTAssertEqual(app.textViews.element.value as? String, "Notes")
        XCTAssertEqual(app.pageIndicators.element.value as? String, "page 1 of 3")
        XCTAssertEqual(app.pageIndicators.count, 1)
        XCTAssertEqual(app.links.element.label, "Terms")
        XCTAssertEqual(app.staticTexts["Terms"].exists, false)
        XCTAssertFalse(app.buttons["Hidden"].exists)
        XCTAssertEqual(app.collectionViews.count, 0)
        XCTAssertEqual(app.searchFields.count, 0)
        XCTAssertEqual(app.navigationBars.count, 0)
        // The window, the table, 3 cells with their texts, the scroll view and its image, the text view,
        // the page control and the link.
        XCTAssertEqual(app.descendantsMatchingAnyType.count, 13)
        XCTAssertEqual(app.windows.element.elementType, .window)
        XCTAssertEqual(app.elementType, .application)
    }
}
