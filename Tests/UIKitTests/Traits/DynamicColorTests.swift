import XCTest
import UIKit
import UIKitTesting
import GraphicsTesting

/// Dynamic colors: providers, the system palette in light, dark, increased contrast and
/// elevated appearance, and views resolving them with their own traits.
@MainActor
final class DynamicColorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> [CGFloat] {
        [r / 255, g / 255, b / 255, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private func components(_ color: CGColor?) -> [CGFloat] {
        guard let color else { return [] }
        return UIColor(cgColor: color).rgbaForTest.map { ($0 * 1000).rounded() / 1000 }
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testProviderIsCalledWithTheTraitsItResolvesWith() async {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(color.resolvedColor(with: dark), .white)
        XCTAssertEqual(color.resolvedColor(with: light), .black)
        // UIKit: a fixed color resolves to itself.
        XCTAssertTrue(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    func testComponentsAndCGColorUseTheCurrentTraits() async {
        let color = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                                                                               : UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
        XCTAssertEqual(rgba(color), [0, 0, 1, 1], "outside drawing: the screen's light traits")
        dark.performAsCurrent {
            XCTAssertEqual(self.rgba(color), [1, 0, 0, 1])
            XCTAssertEqual(self.components(color.cgColor), [1, 0, 0, 1])
        }
    }

    func testSystemColorsLightAndDarkValues() async {
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: light)), rgb255(255, 255, 255))
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: dark)), rgb255(0, 0, 0))
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: light)), rgb255(0, 0, 0))
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: dark)), rgb255(255, 255, 255))
        XCTAssertEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: light)), rgb255(60, 60, 67, 0.6))
        XCTAssertEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)), rgb255(235, 235, 245, 0.6))
        XCTAssertEqual(rgba(UIColor.separator.resolvedColor(with: light)), rgb255(60, 60, 67, 0.29))
        XCTAssertEqual(rgba(UIColor.separator.resolvedColor(with: dark)), rgb255(84, 84, 88, 0.6))
        XCTAssertEqual(rgba(UIColor.systemGroupedBackground.resolvedColor(with: light)), rgb255(242, 242, 247))
        XCTAssertEqual(rgba(UIColor.systemGroupedBackground.resolvedColor(with: dark)), rgb255(0, 0, 0))
        XCTAssertEqual(rgba(UIColor.secondarySystemBackground.resolvedColor(with: dark)), rgb255(28, 28, 30))
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: light)), rgb255(0, 122, 255))
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: dark)), rgb255(10, 132, 255))
        XCTAssertEqual(rgba(UIColor.systemRed.resolvedColor(with: dark)), rgb255(255, 69, 58))
        XCTAssertEqual(rgba(UIColor.systemGray6.resolvedColor(with: dark)), rgb255(28, 28, 30))
        XCTAssertEqual(rgba(UIColor.systemFill.resolvedColor(with: dark)), rgb255(120, 120, 128, 0.36))
        XCTAssertEqual(rgba(UIColor.link.resolvedColor(with: dark)), rgb255(9, 132, 255))
        // An unspecified style resolves as light.
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: UITraitCollection())), rgb255(0, 0, 0))
    }

    func testIncreasedContrastAndElevatedValues() async {
        let darkHigh = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        let lightHigh = UITraitCollection(accessibilityContrast: .high)
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: lightHigh)), rgb255(0, 64, 221))
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: darkHigh)), rgb255(64, 156, 255))
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: elevated)), rgb255(28, 28, 30))
        XCTAssertEqual(rgba(UIColor.secondarySystemGroupedBackground.resolvedColor(with: elevated)), rgb255(44, 44, 46))
        let lightElevated = UITraitCollection(userInterfaceLevel: .elevated)
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: lightElevated)), rgb255(255, 255, 255),
                       "the elevated values are dark appearance's")
    }

    func testEqualityOfDynamicColors() async {
        XCTAssertEqual(UIColor.systemBlue, UIColor.systemBlue)
        XCTAssertNotEqual(UIColor.systemBlue, UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
                          "a dynamic color is not equal to a fixed one")
        let provider = UIColor { _ in .red }
        XCTAssertEqual(provider, provider)
        XCTAssertNotEqual(provider, UIColor { _ in .red })
        let faded = UIColor.label.withAlphaComponent(0.5)
        XCTAssertEqual(rgba(faded.resolvedColor(with: dark)), [1, 1, 1, 0.5], "stays dynamic")
    }

    func testViewBackgroundFollowsItsInterfaceStyle() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.backgroundColor = .systemBackground
        XCTAssertEqual(components(view.layer.backgroundColor), [1, 1, 1, 1])
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(components(view.layer.backgroundColor), [0, 0, 0, 1])
        XCTAssertTrue(view.backgroundColor === UIColor.systemBackground, "the view keeps the dynamic color")
        window.overrideUserInterfaceStyle = .dark
        view.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(components(view.layer.backgroundColor), [0, 0, 0, 1], "inherited from the window")
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(components(view.layer.backgroundColor), [1, 1, 1, 1])
    }

    func testSystemAppearanceReachesWindowsThatDoNotOverrideIt() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.backgroundColor = .secondarySystemBackground
        var previous: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, old: UITraitCollection) in
            previous.append(old.userInterfaceStyle)
        }
        UIKitTestEnvironment.setUserInterfaceStyle(.dark)
        XCTAssertEqual(UIScreen.main.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(previous, [.light])
        XCTAssertEqual(components(view.layer.backgroundColor), rgb255(28, 28, 30))
        UIKitTestEnvironment.setUserInterfaceStyle(.light)
        XCTAssertEqual(components(view.layer.backgroundColor), rgb255(242, 242, 247))
    }

    func testAViewMovedIntoADarkContainerResolvesAgain() async {
        final class Probe: UIView {
            var previous: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }
        let window = makeWindow()
        let container = UIView()
        container.overrideUserInterfaceStyle = .dark
        window.addSubview(container)
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.backgroundColor = .systemBackground
        XCTAssertEqual(components(probe.layer.backgroundColor), [1, 1, 1, 1], "light outside the container")
        container.addSubview(probe)
        XCTAssertEqual(components(probe.layer.backgroundColor), [0, 0, 0, 1])
        XCTAssertEqual(probe.previous, [.light])
        probe.removeFromSuperview()
        XCTAssertEqual(components(probe.layer.backgroundColor), [1, 1, 1, 1])
        XCTAssertEqual(probe.previous, [.light, .dark])
    }

    func testIncreaseContrastAndBoldTextSettings() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        let contrastChange = XCTNSNotificationExpectation(name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        UIKitTestEnvironment.setIncreaseContrast(true)
        await fulfillment(of: [contrastChange], timeout: 0)
        XCTAssertTrue(UIAccessibility.isDarkerSystemColorsEnabled)
        XCTAssertEqual(view.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(components(view.layer.backgroundColor), rgb255(0, 64, 221), "systemBlue's increased-contrast value")
        UIKitTestEnvironment.setBoldText(true)
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled)
        XCTAssertEqual(view.traitCollection.legibilityWeight, .bold)
        UIKitTestEnvironment.setIncreaseContrast(false)
        UIKitTestEnvironment.setBoldText(false)
        XCTAssertFalse(UIAccessibility.isDarkerSystemColorsEnabled)
        XCTAssertEqual(components(view.layer.backgroundColor), rgb255(0, 122, 255))
        XCTAssertEqual(view.traitCollection.legibilityWeight, .regular)
    }

    func testButtonConfigurationStrokeFollowsTheAppearance() async {
        let window = makeWindow()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Edit"
        configuration.background.strokeColor = .label
        configuration.background.strokeWidth = 1
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        button.layoutIfNeeded()
        func strokes(of view: UIView) -> [[CGFloat]] {
            ([view] + view.subviews).compactMap { $0.layer.borderWidth > 0 ? components($0.layer.borderColor) : nil }
        }
        XCTAssertEqual(strokes(of: button), [[0, 0, 0, 1]])
        button.overrideUserInterfaceStyle = .dark
        button.layoutIfNeeded()
        XCTAssertEqual(strokes(of: button), [[1, 1, 1, 1]], "the configuration is applied again in dark appearance")
    }

    func testLayerColorFromCGColorIsFixed() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        // UIKit: a CGColor is a fixed color, resolved once when it was made.
        view.layer.borderColor = UIColor.label.cgColor
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(components(view.layer.borderColor), [0, 0, 0, 1])
    }

    func testDrawResolvesWithTheViewsTraits() async {
        final class Swatch: UIView {
            var drawn: [CGFloat] = []
            override func draw(_ rect: CGRect) {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                UIColor.systemBackground.getRed(&r, green: &g, blue: &b, alpha: &a)
                drawn = [r, g, b, a]
                UIColor.systemBackground.setFill()
                UIRectFill(rect)
            }
        }
        let window = makeWindow()
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(swatch)
        swatch.overrideUserInterfaceStyle = .dark
        swatch.setNeedsDisplay()
        ManualClock.runLoopTurn()
        XCTAssertEqual(swatch.drawn, [0, 0, 0, 1])
        swatch.drawn = []
        swatch.overrideUserInterfaceStyle = .light
        ManualClock.runLoopTurn()
        XCTAssertEqual(swatch.drawn, [1, 1, 1, 1], "a change of appearance redraws the view")
    }

    func testLabelTextAndBackgroundRedrawInTheNewAppearance() async {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
        label.text = "M"
        label.font = .boldSystemFont(ofSize: 44)
        label.backgroundColor = .systemBackground
        window.addSubview(label)
        func extremes() -> (corner: Pixel, darkest: Int, lightest: Int) {
            let image = Snapshot.image(of: label)
            var darkest = 255, lightest = 0
            for y in 0..<50 {
                for x in 0..<60 {
                    let p = image.pixel(x, y)
                    darkest = min(darkest, Int(p.r))
                    lightest = max(lightest, Int(p.r))
                }
            }
            return (image.pixel(0, 0), darkest, lightest)
        }
        let lightLook = extremes()
        XCTAssertEqual(lightLook.corner, Pixel(255, 255, 255, 255))
        XCTAssertEqual(lightLook.darkest, 0, "black text (label color) on white")
        label.overrideUserInterfaceStyle = .dark
        let darkLook = extremes()
        XCTAssertEqual(darkLook.corner, Pixel(0, 0, 0, 255))
        XCTAssertEqual(darkLook.lightest, 255, "white text on black")
    }

    func testTintColorIsTheTintOfTheViewBeingDrawn() async {
        final class TintSwatch: UIView {
            var drawn: [CGFloat] = []
            override func draw(_ rect: CGRect) {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                UIColor.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
                drawn = [r, g, b, a]
            }
        }
        let window = makeWindow()
        let swatch = TintSwatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(swatch)
        swatch.tintColor = .systemRed
        swatch.overrideUserInterfaceStyle = .dark
        swatch.setNeedsDisplay()
        ManualClock.runLoopTurn()
        XCTAssertEqual(swatch.drawn.map { ($0 * 1000).rounded() / 1000 }, rgb255(255, 69, 58), "the view's tint, in dark appearance")
        XCTAssertEqual(rgba(UIColor.tintColor), rgb255(0, 122, 255), "outside drawing: the default tint")
    }

    func testTextFieldAndTextViewDrawTheirTextInTheNewAppearance() async {
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        let textView = UITextView(frame: CGRect(x: 0, y: 60, width: 80, height: 60))
        for view in [field, textView] as [UIView] {
            view.backgroundColor = .systemBackground
            window.addSubview(view)
        }
        field.text = "MM"
        field.font = .boldSystemFont(ofSize: 30)
        textView.text = "MM"
        textView.font = .boldSystemFont(ofSize: 30)
        func lightest(_ view: UIView) -> (corner: Pixel, lightest: Int, darkest: Int) {
            let image = Snapshot.image(of: view)
            var lightest = 0, darkest = 255
            for y in 0..<Int(view.bounds.height) {
                for x in 0..<Int(view.bounds.width) {
                    lightest = max(lightest, Int(image.pixel(x, y).r))
                    darkest = min(darkest, Int(image.pixel(x, y).r))
                }
            }
            return (image.pixel(0, 0), lightest, darkest)
        }
        XCTAssertEqual(lightest(field).darkest, 0)
        XCTAssertEqual(lightest(textView).darkest, 0)
        window.overrideUserInterfaceStyle = .dark
        for view in [field, textView] as [UIView] {
            let look = lightest(view)
            XCTAssertEqual(look.corner, Pixel(0, 0, 0, 255), "\(type(of: view))")
            XCTAssertEqual(look.lightest, 255, "\(type(of: view)): white text")
        }
    }

    func testCurrentDuringLayoutIsTheViewsTraits() async {
        final class LayoutProbe: UIView {
            var style: UIUserInterfaceStyle?
            override func layoutSubviews() {
                super.layoutSubviews()
                style = UITraitCollection.current.userInterfaceStyle
            }
        }
        let window = makeWindow()
        let probe = LayoutProbe()
        window.addSubview(probe)
        probe.traitOverrides.userInterfaceStyle = .dark
        probe.layoutIfNeeded()
        XCTAssertEqual(probe.style, .dark)
    }
}

private extension UIColor {
    var rgbaForTest: [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }
}
