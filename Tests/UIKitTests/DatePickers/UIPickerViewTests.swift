@testable import UIKit
import XCTest
import UIKitTesting

/// UIPickerView's public API, as Apple documents it.
@MainActor
final class UIPickerViewTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testEmptyFrameTakesTheNaturalSize() async {
        // UIKit: a picker view created without a size is 320 × 216.
        XCTAssertEqual(UIPickerView().frame.size, CGSize(width: 320, height: 216))
        XCTAssertEqual(UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 180)).frame.size, CGSize(width: 300, height: 180))
        XCTAssertEqual(UIPickerView().intrinsicContentSize, CGSize(width: 320, height: 216))
    }

    func testComponentsAndRowsComeFromTheDataSource() async {
        let picker = UIPickerView()
        XCTAssertEqual(picker.numberOfComponents, 0, "no data source: no components")
        let source = FruitPickerSource()
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 10)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
    }

    func testSelectedRowIsMinusOneWithoutRowsAndZeroByDefault() async {
        let picker = UIPickerView()
        let source = FruitPickerSource(rows: [["A", "B"], []])
        picker.dataSource = source
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), -1, "UIKit: -1 when no row is selected")
        XCTAssertEqual(picker.selectedRow(inComponent: 7), -1)
    }

    func testSelectRowDoesNotTellTheDelegate() async {
        let picker = UIPickerView()
        let source = FruitPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2, "the selection changes at once, even when animated")
        XCTAssertTrue(source.selections.isEmpty, "UIKit: didSelectRow is for the user's selections only")
    }

    func testSelectRowOutOfRangeIsClampedAndLogged() async {
        let picker = UIPickerView()
        let source = FruitPickerSource()
        picker.dataSource = source
        let log = LogCapture.capture {
            picker.selectRow(99, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 5, animated: false)
        }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
        XCTAssertTrue(log.contains("row out of range"))
        XCTAssertTrue(log.contains("no such component"))
    }

    func testReloadKeepsSelectionsThatStillExist() async {
        let picker = UIPickerView()
        let source = FruitPickerSource()
        picker.dataSource = source
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        source.rows[0] = ["A", "B", "C"]
        source.rows[1] = ["S", "M", "L", "XL"]
        picker.reloadComponent(0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2, "a selection past the new end moves to the last row")
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3, "reloadComponent(0) does not ask about component 1")
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
    }

    func testRowSizeUsesTheDelegatesWidthsAndRowHeight() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = FruitPickerSource()
        picker.dataSource = source
        picker.delegate = source
        // Default: the width shared evenly, less UIKit's 9-point side padding and the
        // 5-point gap between the components: (320 - 18 - 5) / 2.
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 148.5, height: 32))
        source.widths = [200, 80]
        source.rowHeight = 44
        picker.reloadAllComponents()
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 200, height: 44))
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 80, height: 44))
    }

    func testAttributedTitlesWinOverPlainTitles() async {
        let picker = UIPickerView()
        let source = StyledPickerSource()
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.rowContent(forRow: 3, forComponent: 0), .attributedTitle(NSAttributedString(string: "styled 3")))
        XCTAssertEqual(picker.rowContent(forRow: 3, forComponent: 1), .title("plain 3"))
    }

    func testViewForRowIsTheDelegatesViewOnlyForVisibleRows() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = StyledPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.view(forRow: 0, forComponent: 1)?.tag, 0)
        XCTAssertEqual(picker.view(forRow: 3, forComponent: 1)?.tag, 3, "216 points show the centre row and three below")
        XCTAssertNil(picker.view(forRow: 20, forComponent: 1), "UIKit: nil for a row that is not visible")
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0), "UIKit: nil when the delegate gives titles, not views")
    }

    func testOffscreenRowViewsAreOfferedForReuse() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = StyledPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        let made = source.madeViews
        picker.selectRow(30, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.view(forRow: 30, forComponent: 1)?.tag, 30)
        XCTAssertGreaterThan(source.reusedViews, 0, "views that scrolled away come back as `reusing`")
        XCTAssertEqual(source.madeViews, made + 3, "only the rows above the new centre need new views")
    }

    func testAShortLoopingWheelShowsARowMoreThanOnce() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = FruitPickerSource(rows: [["00", "30"]])
        let looping = LoopingInternalSource()
        picker.internalSource = looping
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        let strip = picker.componentViews[0]
        XCTAssertEqual(strip.subviews.count, 7, "seven row slots: 30 00 30 [00] 30 00 30")
        let titles = strip.subviews.sorted { $0.frame.minY < $1.frame.minY }.compactMap { ($0 as? PickerTitleRowView)?.rowContent.string }
        XCTAssertEqual(titles, ["30", "00", "30", "00", "30", "00", "30"])
        XCTAssertEqual(strip.subviews.first { $0.frame.midY == 108 }.flatMap { ($0 as? PickerTitleRowView)?.rowContent.string }, "00")
    }

    func testChangingTheDataSourceReloads() async {
        let picker = UIPickerView()
        let first = FruitPickerSource()
        picker.dataSource = first
        XCTAssertEqual(picker.numberOfComponents, 2)
        let second = FruitPickerSource(rows: [["x"], ["y"], ["z"]])
        picker.dataSource = second
        XCTAssertEqual(picker.numberOfComponents, 3)
    }

    func testBadCountsFromTheDataSourceAreLoggedNotFatal() async {
        let picker = UIPickerView()
        final class Broken: UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { -2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { -1 }
        }
        let source = Broken()
        let log = LogCapture.capture {
            picker.dataSource = source
            XCTAssertEqual(picker.numberOfComponents, 0)
        }
        XCTAssertTrue(log.contains("-2 components"))
    }
}
