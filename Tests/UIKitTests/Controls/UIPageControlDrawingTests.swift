import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIPageControlDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testADotPerPageTheCurrentOneDarker() async {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        // Dots are 16 points apart around the middle: 34, 50, 66.
        let first = pixelOverWhite(control, 34, 13), current = pixelOverWhite(control, 50, 13), third = pixelOverWhite(control, 66, 13)
        XCTAssertLessThan(current.r, 40, "the current page's dot is dark: \(current)")
        XCTAssertTrue(first.r > 120 && first.r < 230, "the others are gray: \(first)")
        XCTAssertEqual(first, third)
        XCTAssertEqual(pixelOverWhite(control, 42, 13), .white, "space between dots")
        control.currentPageIndicatorTintColor = .systemRed
        control.pageIndicatorTintColor = .systemBlue
        XCTAssertTrue(pixelOverWhite(control, 50, 13).isClose(to: Pixel(255, 59, 48, 255), tolerance: 2))
        XCTAssertTrue(pixelOverWhite(control, 34, 13).isClose(to: Pixel(0, 122, 255, 255), tolerance: 2))
        control.numberOfPages = 1
        XCTAssertEqual(pixelOverWhite(control, 34, 13), .white, "fewer pages, fewer dots")
    }

    func testSizeForNumberOfPagesGrowsWithThePages() async {
        let control = UIPageControl()
        let three = control.size(forNumberOfPages: 3), five = control.size(forNumberOfPages: 5)
        XCTAssertEqual(five.width - three.width, 32, "16 points per page")
        XCTAssertEqual(three.height, five.height)
        control.numberOfPages = 5
        XCTAssertEqual(control.intrinsicContentSize, five)
    }

    func testIndicatorImages() async {
        let control = UIPageControl()
        let star = dotImage(.black, size: 10), heart = dotImage(.black, size: 6)
        XCTAssertNil(control.indicatorImage(forPage: 0))
        control.preferredIndicatorImage = star
        control.setIndicatorImage(heart, forPage: 2)
        XCTAssertTrue(control.indicatorImage(forPage: 0) === star)
        XCTAssertTrue(control.indicatorImage(forPage: 2) === heart)
    }

    func testPageControlAppearance() async {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 2
        let tinted = UIPageControl()
        tinted.numberOfPages = 4
        tinted.currentPage = 0
        tinted.currentPageIndicatorTintColor = .systemBlue
        tinted.pageIndicatorTintColor = .systemGray4
        let panel = controlPanel(width: 120, [control, tinted])
        assertSnapshot(panel, named: "page-controls", scale: 2)
    }
}
