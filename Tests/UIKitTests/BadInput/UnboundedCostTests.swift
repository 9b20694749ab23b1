import XCTest
import UIKit
import UIKitTesting

/// Inputs whose size has no bound (components, text length): the work done is bounded by
/// what is on screen, and normal sizes behave as before.
@MainActor
final class UnboundedCostTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// Components sharing the picker's width (nearly zero each).
    private class ManyComponents: UIPickerViewDataSource, UIPickerViewDelegate {
        let components: Int
        var titleRequests = 0
        init(components: Int) {
            self.components = components
        }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { width(pickerView) }
        func width(_ pickerView: UIPickerView) -> CGFloat { pickerView.bounds.width / CGFloat(components) }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleRequests += 1
            return "\(component).\(row)"
        }
    }

    /// Components 60 points wide: most lie beyond the picker's sides.
    private final class WideComponents: ManyComponents {
        override func width(_ pickerView: UIPickerView) -> CGFloat { 60 }
    }

    private func rowViewCount(_ picker: UIPickerView) -> Int {
        picker.subviews.reduce(0) { $0 + $1.subviews.count }
    }

    /// 10 000 components: only the components inside the picker get row views (the others
    /// are zero-width or off to the sides), and only their rows are asked for.
    func testPickerWithTenThousandComponentsLaysOutOnlyVisibleOnes() async {
        for wide in [false, true] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            window.makeKeyAndVisible()
            let source = wide ? WideComponents(components: 10_000) : ManyComponents(components: 10_000)
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            window.addSubview(picker)
            ManualClock.runLoopTurn()
            XCTAssertEqual(picker.numberOfComponents, 10_000)
            // At most 320 / 5 components (5 points apart) fit in the picker, 4 rows each.
            let limit = wide ? 6 * 4 : 65 * 4
            XCTAssertLessThanOrEqual(rowViewCount(picker), limit, "rows only for the components on screen (wide: \(wide))")
            XCTAssertLessThanOrEqual(source.titleRequests, limit)
            // A component off screen still answers (UIKit: no view for rows not shown).
            picker.selectRow(3, inComponent: 9_999, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 9_999), 3)
            XCTAssertNil(picker.view(forRow: 3, forComponent: 9_999))
            window.isHidden = true
        }
    }

    /// A normal picker keeps all its rows.
    func testPickerWithFewComponentsShowsAll() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let source = ManyComponents(components: 3)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        ManualClock.runLoopTurn()
        XCTAssertEqual(rowViewCount(picker), 3 * 4, "rows 0 to 3 of each component reach the visible band")
    }

    /// A label given a megabyte of text lays out and draws what fits in its bounds.
    func testLabelWithAMegabyteOfText() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 1_000_000 / 57)
        for lines in [1, 0, 3] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            label.numberOfLines = lines
            label.text = text
            window.addSubview(label)
            ManualClock.runLoopTurn()
            let image = UIGraphicsImageRenderer(bounds: label.bounds).image { label.layer.render(in: $0.cgContext) }
            XCTAssertNotNil(image.cgImage)
            label.removeFromSuperview()
        }
    }

    /// What a label shows of a huge text is what it shows of any text that overflows it the
    /// same way: the start (tail truncation), the end (head truncation), or both ends.
    func testLabelShowsTheSameForHugeAndShortOverflowingText() async {
        let unit = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. "
        let huge = String(repeating: unit, count: 200_000 / unit.count) + "THE END"
        let start = String(huge.prefix(1_500)), end = String(huge.suffix(1_500))
        let cases: [(NSLineBreakMode, Int, String)] = [
            (.byTruncatingTail, 1, start), (.byTruncatingTail, 0, start), (.byWordWrapping, 3, start),
            (.byTruncatingHead, 1, end), (.byTruncatingMiddle, 1, start + end), (.byTruncatingMiddle, 2, start + end),
        ]
        func image(_ text: String, _ mode: NSLineBreakMode, _ lines: Int) -> Data? {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            label.numberOfLines = lines
            label.lineBreakMode = mode
            label.text = text
            return UIGraphicsImageRenderer(bounds: label.bounds).image { label.layer.render(in: $0.cgContext) }.pngData()
        }
        for (mode, lines, reference) in cases {
            XCTAssertEqual(image(huge, mode, lines), image(reference, mode, lines), "\(mode.rawValue), \(lines) lines")
        }
    }
}
