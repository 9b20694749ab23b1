@testable import UIKit
import XCTest
import UIKitTesting

@MainActor
private final class PickerDelegate: UIColorPickerViewControllerDelegate {
    var selections: [(UIColor, Bool)] = []
    var iOS14Selections = 0
    var finished = 0
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selections.append((color, continuously))
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { iOS14Selections += 1 }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
}

@MainActor
final class UIColorWellTests: XCTestCase {
    private var window: UIWindow!
    private var root: UIViewController!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        input = InputSimulator(window: window)
    }

    private func components(_ color: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    private func assertComponents(_ color: UIColor?, _ expected: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
        let actual = components(color)
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 0.002, "\(actual) vs \(expected)", file: file, line: line) }
    }

    /// A color well in the root view, tapped: returns it and the picker it presented.
    private func presentPicker(title: String? = nil, selected: UIColor? = nil, supportsAlpha: Bool = true,
                               events: UnsafeMutablePointer<Int>? = nil) throws -> (UIColorWell, UIColorPickerViewController) {
        let well = UIColorWell(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        well.title = title
        well.selectedColor = selected
        well.supportsAlpha = supportsAlpha
        root.view.addSubview(well)
        input.tap(well)
        // UIKit: the picker slides up as a sheet.
        ManualClock.advance(by: 0.6)
        let picker = try XCTUnwrap(root.presentedViewController as? UIColorPickerViewController, "a tap presents the picker")
        picker.view.layoutIfNeeded()
        return (well, picker)
    }

    func testDefaults() async {
        let well = UIColorWell(frame: .zero)
        XCTAssertNil(well.selectedColor)
        XCTAssertTrue(well.supportsAlpha)
        XCTAssertNil(well.title)
        XCTAssertEqual(well.intrinsicContentSize, CGSize(width: 28, height: 28))
        let picker = UIColorPickerViewController()
        XCTAssertTrue(picker.supportsAlpha)
        assertComponents(picker.selectedColor, [1, 1, 1, 1])
        XCTAssertNil(picker.delegate)
    }

    func testWellDrawsARingOfHuesAroundTheSelectedColor() async {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = Snapshot.image(of: well, scale: 1)
        XCTAssertEqual(image.pixel(20, 20), .blue, "the selected color in the middle")
        let top = image.pixel(20, 1)
        XCTAssertGreaterThan(top.r, 200, "red at the top of the ring: \(top)")
        XCTAssertLessThan(top.b, 100)
        let bottom = image.pixel(20, 38)
        XCTAssertGreaterThan(bottom.b, 150, "cyan-blue half way round: \(bottom)")
        XCTAssertLessThan(bottom.r, 100)
        XCTAssertEqual(image.pixel(20, 5).a, 0, "a gap between the ring and the color")
        XCTAssertEqual(image.pixel(0, 0).a, 0, "round")

        well.selectedColor = nil
        XCTAssertEqual(Snapshot.image(of: well, scale: 1).pixel(20, 20).a, 0, "no color: the ring alone")
    }

    func testTappingAGridSwatchSetsTheColorAndSendsValueChanged() async throws {
        let (well, picker) = try presentPicker(title: "Ink", selected: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var changes: [UIColor?] = []
        well.addAction(UIAction { [weak well] _ in changes.append(well?.selectedColor) }, for: .valueChanged)
        let delegate = PickerDelegate()
        picker.delegate = delegate
        XCTAssertEqual(picker.titleLabel.text, "Ink")
        XCTAssertEqual(picker.title, "Ink")
        assertComponents(picker.selectedColor, [1, 0, 0, 0.5])
        XCTAssertEqual(picker.pageControl.selectedSegmentIndex, 0, "the grid first")
        XCTAssertFalse(picker.gridView.isHidden)

        // The top row runs from white to black: its last swatch is black.
        let grid = picker.gridView
        XCTAssertEqual(grid.bounds.size, CGSize(width: 358, height: 298))
        let swatch = grid.swatchRect(row: 0, column: 11)
        input.tap(at: grid.convert(CGPoint(x: swatch.midX, y: swatch.midY), to: window))
        assertComponents(well.selectedColor, [0, 0, 0, 0.5])
        XCTAssertEqual(changes.count, 2, "the touch down (continuous) and the touch up")
        assertComponents(changes.last ?? nil, [0, 0, 0, 0.5])
        XCTAssertEqual(delegate.selections.map(\.1), [true, false], "continuous while the finger is down, then final")
        XCTAssertEqual(delegate.iOS14Selections, 2)
        XCTAssertTrue(grid.selected! == (0, 11))

        // A gray three swatches in: 8/11.
        let gray = grid.swatchRect(row: 0, column: 3)
        input.tap(at: grid.convert(CGPoint(x: gray.midX, y: gray.midY), to: window))
        assertComponents(well.selectedColor, [8.0 / 11, 8.0 / 11, 8.0 / 11, 0.5])
        assertComponents(picker.selectedColor, [8.0 / 11, 8.0 / 11, 8.0 / 11, 0.5])

        // Close: the picker goes and the delegate hears of it.
        input.tap(picker.closeButton)
        ManualClock.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(delegate.finished, 1)
    }

    func testSlidersChangeTheComponents() async throws {
        let (well, picker) = try presentPicker(selected: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // iOS's segmented control: Grid, Spectrum, Sliders.
        let segments = picker.pageControl
        XCTAssertEqual((0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }, ["Grid", "Spectrum", "Sliders"])
        input.tap(at: segments.convert(CGPoint(x: segments.bounds.width * 5 / 6, y: segments.bounds.midY), to: window))
        XCTAssertEqual(segments.selectedSegmentIndex, 2)
        XCTAssertTrue(picker.gridView.isHidden)
        XCTAssertFalse(picker.slidersView.isHidden)
        XCTAssertEqual(picker.componentSliders.map(\.value), [0, 127.5, 0])

        // Drag the red slider's thumb past its right end: red to 255.
        let red = picker.componentSliders[0]
        let thumb = red.thumbRect(forBounds: red.bounds, trackRect: red.trackRect(forBounds: red.bounds), value: red.value)
        let start = red.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        input.drag(from: start, to: CGPoint(x: start.x + 400, y: start.y))
        XCTAssertEqual(red.value, 255)
        assertComponents(well.selectedColor, [1, 0.5, 0, 1])
        XCTAssertGreaterThan(changes, 1)

        // The opacity slider, half way.
        let opacity = picker.opacitySlider
        XCTAssertFalse(opacity.isHidden)
        let track = opacity.trackRect(forBounds: opacity.bounds)
        let thumbNow = opacity.thumbRect(forBounds: opacity.bounds, trackRect: track, value: opacity.value)
        let from = opacity.convert(CGPoint(x: thumbNow.midX, y: thumbNow.midY), to: window)
        let middle = opacity.convert(CGPoint(x: track.minX + thumbNow.width / 2 + (track.width - thumbNow.width) / 2, y: thumbNow.midY), to: window)
        input.drag(from: from, to: middle)
        XCTAssertEqual(opacity.value, 50, accuracy: 0.5)
        assertComponents(well.selectedColor, [1, 0.5, 0, CGFloat(opacity.value) / 100])
    }

    func testWithoutAlphaThePickerHasNoOpacityAndColorsAreOpaque() async throws {
        let (well, picker) = try presentPicker(selected: UIColor(red: 0, green: 0, blue: 1, alpha: 0.3), supportsAlpha: false)
        XCTAssertFalse(picker.supportsAlpha)
        XCTAssertTrue(picker.opacitySlider.isHidden)
        assertComponents(picker.selectedColor, [0, 0, 1, 1])
        let swatch = picker.gridView.swatchRect(row: 0, column: 0)
        input.tap(at: picker.gridView.convert(CGPoint(x: swatch.midX, y: swatch.midY), to: window))
        assertComponents(well.selectedColor, [1, 1, 1, 1])
    }

    func testSpectrumPicksTheHueUnderTheFinger() async throws {
        let (well, picker) = try presentPicker(selected: .white)
        picker.pageControl.selectedSegmentIndex = 1
        picker.pageControl.sendActions(for: .valueChanged)
        XCTAssertFalse(picker.spectrumView.isHidden)
        let spectrum = picker.spectrumView
        // Half way down: pure hue; at the left edge hue 0 (red).
        input.tap(at: spectrum.convert(CGPoint(x: 0.5, y: spectrum.bounds.height / 2), to: window))
        let rgba = components(well.selectedColor)
        XCTAssertGreaterThan(rgba[0], 0.99)
        XCTAssertLessThan(rgba[1], 0.02)
        XCTAssertEqual(spectrum.marker?.y ?? -1, 0.5, accuracy: 0.01)
    }

    func testSettingTheColorInCodeSendsNothing() async {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        well.selectedColor = .red
        XCTAssertEqual(changes, 0)
        let picker = UIColorPickerViewController()
        let delegate = PickerDelegate()
        picker.delegate = delegate
        picker.selectedColor = .blue
        XCTAssertTrue(delegate.selections.isEmpty)
    }
}
