import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UISegmentedControlDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func labels(_ control: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel, label.text?.isEmpty == false { found.append(label) }
            view.subviews.forEach(visit)
        }
        visit(control)
        return found
    }

    func testSegmentTitlesAreLabelsStyledByState() async {
        let control = UISegmentedControl(items: ["First", "Second"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        let shown = labels(control)
        XCTAssertEqual(shown.map { $0.text }, ["First", "Second"])
        XCTAssertEqual(shown[0].font.pointSize, 13, "UIKit: 13-point titles")
        XCTAssertEqual(shown[0].textColor, .label)
        XCTAssertTrue(shown[1].font.fontDescriptor.symbolicTraits.contains(.traitBold), "the selected title is semibold")
        XCTAssertEqual(shown[0].convert(shown[0].bounds, to: control).midX, 50, accuracy: 0.5, "centered in its segment")
        XCTAssertEqual(shown[1].convert(shown[1].bounds, to: control).midX, 150, accuracy: 0.5)
    }

    func testTitleTextAttributesPerState() async {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)], for: .selected)
        XCTAssertEqual(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertNil(control.titleTextAttributes(for: .highlighted), "only what was set")
        let shown = labels(control)
        XCTAssertEqual(shown[0].textColor, .white)
        XCTAssertEqual(shown[0].font.pointSize, 20)
        XCTAssertEqual(shown[1].textColor, .systemRed)
        XCTAssertEqual(shown[1].font.pointSize, 13, "the normal attributes keep the default font")
    }

    func testIntrinsicWidthIsTheWidestSegmentTimesTheCount() async {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        let size = control.intrinsicContentSize
        XCTAssertEqual(size.height, 32)
        let longTitle = NSAttributedString(string: "A much longer title",
                                           attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).size().width
        XCTAssertGreaterThan(size.width, 2 * longTitle)
        control.apportionsSegmentWidthsByContent = true
        XCTAssertLessThan(control.intrinsicContentSize.width, size.width, "apportioned: each segment its own width")
        control.setWidth(80, forSegmentAt: 0)
        XCTAssertEqual(control.widthForSegment(at: 0), 80)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        let shown = labels(control)
        XCTAssertEqual(shown[0].convert(shown[0].bounds, to: control).midX, 40, accuracy: 0.5, "a fixed 80-point segment")
        XCTAssertEqual(shown[1].convert(shown[1].bounds, to: control).midX, 190, accuracy: 0.5, "the rest for the other")
    }

    func testApportionedWidthsFollowTheContent() async {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.apportionsSegmentWidthsByContent = true
        control.layoutIfNeeded()
        let shown = labels(control)
        XCTAssertLessThan(shown[0].convert(shown[0].bounds, to: control).midX, 75, "the short segment is narrower")
        let tapped = UISegmentedControl(items: ["A", "Much longer"])
        tapped.frame = control.frame
        tapped.apportionsSegmentWidthsByContent = true
        let (window, input) = makeWindow()
        window.addSubview(tapped)
        input.tap(at: CGPoint(x: 120, y: 16))
        XCTAssertEqual(tapped.selectedSegmentIndex, 1, "hit-testing follows the apportioned widths")
    }

    func testImageSegmentsAndContentOffset() async {
        let image = dotImage(.red, size: 12)
        let control = UISegmentedControl(items: [image, "Text"])
        XCTAssertTrue(control.imageForSegment(at: 0) === image)
        XCTAssertNil(control.titleForSegment(at: 0))
        control.setTitle("Now text", forSegmentAt: 0)
        XCTAssertNil(control.imageForSegment(at: 0), "a title replaces the image")
        control.setContentOffset(CGSize(width: 5, height: 1), forSegmentAt: 1)
        XCTAssertEqual(control.contentOffsetForSegment(at: 1), CGSize(width: 5, height: 1))
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        let text = labels(control).first { $0.text == "Text" }!
        XCTAssertEqual(text.convert(text.bounds, to: control).midX, 155, accuracy: 0.5)
    }

    func testSelectedSegmentSitsOnAWhitePill() async {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        let track = pixelOverWhite(control, 150, 4)
        XCTAssertTrue(track.isClose(to: Pixel(239, 239, 240, 255), tolerance: 4), "light gray track: \(track)")
        control.selectedSegmentIndex = 1
        XCTAssertTrue(pixelOverWhite(control, 150, 5).isClose(to: .white, tolerance: 2), "the pill")
        XCTAssertTrue(pixelOverWhite(control, 50, 5).isClose(to: track, tolerance: 2))
        control.selectedSegmentTintColor = .systemBlue
        XCTAssertTrue(pixelOverWhite(control, 150, 5).isClose(to: Pixel(0, 122, 255, 255), tolerance: 2))
    }

    func testSegmentedControlAppearance() async {
        let plain = UISegmentedControl(items: ["First", "Second", "Third"])
        plain.selectedSegmentIndex = 0
        plain.frame.size = CGSize(width: 220, height: 32)
        let none = UISegmentedControl(items: ["One", "Two", "Three"])
        none.frame.size = CGSize(width: 220, height: 32)
        let tinted = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        tinted.selectedSegmentIndex = 2
        tinted.selectedSegmentTintColor = .systemIndigo
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        tinted.setEnabled(false, forSegmentAt: 0)
        tinted.frame.size = CGSize(width: 220, height: 32)
        let panel = controlPanel(width: 236, [plain, none, tinted])
        assertSnapshot(panel, named: "segmented-controls", scale: 2)
    }
}
