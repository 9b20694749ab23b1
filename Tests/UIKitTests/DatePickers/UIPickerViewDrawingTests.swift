@testable import UIKit
import UIKitTesting
import XCTest

/// How a picker view draws: label rows on a wheel seen in perspective, the selection band,
/// components laid out by their widths.
@MainActor
final class UIPickerViewDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makePicker(_ source: FruitPickerSource = FruitPickerSource()) -> (UIPickerView, FruitPickerSource) {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        return (picker, source)
    }

    /// The row views of a component from top to bottom, with the row each shows.
    private func rows(_ picker: UIPickerView, component: Int) -> [(row: Int, view: UIView)] {
        let wheel = picker.wheels[component]
        return (picker.visibleRowViews[component] ?? [:]).sorted { $0.key < $1.key }.map { (wheel.normalized($0.key), $0.value) }
    }

    func testDefaultSizeAndRowHeightAreUIKits() async {
        let (picker, _) = makePicker()
        XCTAssertEqual(UIPickerView().frame.size, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32, "UIKit's row height at the default 216-point height")
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
    }

    func testSizeThatFitsKeepsTheWidthAndPicksOneOfUIKitsHeights() async {
        let picker = UIPickerView()
        XCTAssertEqual(picker.sizeThatFits(.zero), CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.sizeThatFits(CGSize(width: 400, height: 500)), CGSize(width: 400, height: 216))
        XCTAssertEqual(picker.sizeThatFits(CGSize(width: 300, height: 200)), CGSize(width: 300, height: 180))
        XCTAssertEqual(picker.sizeThatFits(CGSize(width: 300, height: 100)), CGSize(width: 300, height: 162))
    }

    func testAShortPickerHasShorterRows() async {
        let (picker, _) = makePicker()
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.frame.size.height = 162
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 24, "UIKit: 24-point rows below 216 points")
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4, "the selection stays")
        XCTAssertEqual(rows(picker, component: 0).first { $0.row == 4 }?.view.center.y, 81)
        picker.frame.size.height = 216
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32)
    }

    func testTitleRowsAreCentredLabelsInUIKitsPickerFont() async {
        let (picker, _) = makePicker()
        let centre = rows(picker, component: 0).first { $0.row == 0 }?.view
        let label = try? XCTUnwrap(centre as? UILabel)
        XCTAssertEqual(label?.text, "Apple")
        XCTAssertEqual(label?.font.pointSize, 23.5, "UIKit's centre cell font: the system font at 23.5 points")
        XCTAssertEqual(label?.textAlignment, .center)
        XCTAssertEqual(label?.center.y, 108, "the selected row sits on the centre line")
        XCTAssertEqual(label?.transform, .identity)
        XCTAssertEqual(label?.alpha, 1)
    }

    func testRowsTurnAwayFromTheCentre() async {
        let (picker, _) = makePicker()
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let views = rows(picker, component: 0)
        XCTAssertEqual(views.map(\.row), [2, 3, 4, 5, 6, 7, 8], "three rows above and below the selection")
        let centre = views[3].view
        let below = views[4...].map(\.view)
        let above = views[..<3].reversed().map(\.view)
        // Each step away: smaller, fainter, and closer to the previous row than 32 points.
        for side in [above, below] {
            var previous = centre
            for view in side {
                XCTAssertLessThan(view.alpha, previous.alpha)
                XCTAssertLessThan(view.transform.d, previous.transform.d, "rows shrink vertically as they turn away")
                XCTAssertLessThan(view.transform.a, previous.transform.a + 1e-9, "and do not grow sideways")
                XCTAssertLessThan(abs(view.center.y - previous.center.y), 32)
                previous = view
            }
        }
        // The wheel is symmetric about the centre line.
        for (up, down) in zip(above, below) {
            XCTAssertEqual(up.center.y - 108, -(down.center.y - 108), accuracy: 1e-6)
            XCTAssertEqual(up.alpha, down.alpha, accuracy: 1e-9)
        }
        XCTAssertLessThan(views[0].view.alpha, 0.3, "the rows at the edges have nearly faded out")
    }

    func testTheProjectionUsesUIKitsCylinder() async {
        let projection = PickerWheelProjection(viewportHeight: 216, rowHeight: 32)
        XCTAssertEqual(projection.rowsPerTurn, 14, "UIKit: ⌈2 × 216 / 32⌉ rows round the wheel")
        XCTAssertEqual(projection.radius, 216 / .pi * 1.05, accuracy: 1e-9)
        let next = projection.placement(forDistance: 32)!
        let angle = 2 * CGFloat.pi / 14
        let depth = projection.radius * (cos(angle) - 1)
        XCTAssertEqual(next.centerY, projection.radius * sin(angle) / (1 - depth / 900), accuracy: 1e-9)
        XCTAssertEqual(projection.placement(forDistance: -32)!.centerY, -next.centerY, accuracy: 1e-9)
        XCTAssertNotNil(projection.placement(forDistance: 3 * 32), "a row three rows away still faces the viewer")
        XCTAssertNil(projection.placement(forDistance: 3.6 * 32), "past a quarter turn a row is out of sight")
        XCTAssertEqual(projection.placement(forDistance: 0), .identity)
        XCTAssertNil(projection.placement(forDistance: .nan))
    }

    func testRowsTurningOutOfSightAreHidden() async {
        let (picker, _) = makePicker()
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: 16) // half a row down
        picker.layoutIfNeeded()
        let hidden = rows(picker, component: 0).filter { $0.view.isHidden }.map(\.row)
        XCTAssertEqual(hidden, [1, 8], "rows 1 and 8 are 3.5 rows from the centre line: a quarter turn away")
        XCTAssertFalse(rows(picker, component: 0).contains { !$0.view.isHidden && $0.view.alpha <= 0 })
    }

    func testSpinningMovesTheSameRowViews() async {
        let (picker, _) = makePicker()
        let before = rows(picker, component: 0).first { $0.row == 1 }!.view
        let centreBefore = before.center.y
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: -10)
        picker.layoutIfNeeded()
        let after = rows(picker, component: 0).first { $0.row == 1 }!.view
        XCTAssertTrue(before === after, "a spin moves row views; it does not make new ones")
        XCTAssertLessThan(after.center.y, centreBefore)
    }

    func testTheSelectionBandSpansThePickerBehindTheRows() async {
        let (picker, _) = makePicker()
        let band = try? XCTUnwrap(picker.selectionBand)
        XCTAssertTrue(picker.subviews.first === band, "the band is behind the components")
        XCTAssertEqual(band?.frame, CGRect(x: 9, y: 91, width: 302, height: 34), "UIKit: inset 9 from the sides, the row height plus 2")
        XCTAssertEqual(band?.layer.cornerRadius, 8)
        XCTAssertEqual(band?.backgroundColor, .quaternarySystemFill)
        XCTAssertFalse(band?.isHidden ?? true)
        let empty = UIPickerView()
        empty.layoutIfNeeded()
        XCTAssertEqual(empty.selectionBand?.isHidden, true, "no components, no band")
    }

    func testComponentsAreLaidOutByWidthForComponent() async {
        let source = FruitPickerSource()
        source.widths = [200, 80]
        let (picker, _) = makePicker(source)
        let strips = picker.componentViews.map(\.frame)
        // 200 + 5 + 80 = 285 points, centred in 320.
        XCTAssertEqual(strips, [CGRect(x: 17.5, y: 0, width: 200, height: 216), CGRect(x: 222.5, y: 0, width: 80, height: 216)])
        XCTAssertTrue(picker.componentViews.allSatisfy(\.clipsToBounds))
        let label = rows(picker, component: 1).first { $0.row == 0 }?.view
        XCTAssertEqual(label?.bounds.size, CGSize(width: 80, height: 32), "a title row spans its component")
    }

    func testAttributedTitlesKeepTheirColourButNotTheirFont() async {
        final class Styled: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                NSAttributedString(string: "Red \(row)", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 40)])
            }
        }
        let source = Styled()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        let label = rows(picker, component: 0).first { $0.row == 0 }?.view as? UILabel
        XCTAssertEqual(label?.text, "Red 0")
        let attributes = label?.attributedText?.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual(attributes?[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertEqual((attributes?[.font] as? UIFont)?.pointSize, 23.5, "UIKit ignores an attributed title's font")
    }

    func testDelegateViewsFillTheirRowAndAreReused() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = StyledPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        let view = picker.view(forRow: 0, forComponent: 1)
        XCTAssertEqual(view?.bounds.size, picker.rowSize(forComponent: 1))
        XCTAssertEqual(view.map { $0.superview!.convert($0.center, to: picker) }, CGPoint(x: picker.componentViews[1].frame.midX, y: 108))
        let made = source.madeViews
        picker.selectRow(10, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        XCTAssertEqual(source.madeViews, made + 3, "the four views that scrolled away come back; three rows need new ones")
        XCTAssertGreaterThan(source.reusedViews, 0)
    }

    func testDisabledRowsAreDrawnAsDisabledLabels() async {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = FruitPickerSource()
        let rules = LoopingInternalSource()
        rules.loopingComponents = []
        rules.disabledRows = [1]
        picker.internalSource = rules
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        let labels = rows(picker, component: 0).compactMap { $0.view as? UILabel }
        XCTAssertEqual(labels.map(\.isEnabled), [true, false, true, true])
    }
}
