import XCTest
import UIKit
import UIKitTesting

/// `UIConfigurationColorTransformer` on backgrounds and button images, and a background's
/// `visualEffect` shown behind a cell.
@MainActor
final class ConfigurationColorTransformerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    func testTransformersApplyWhenColorsResolve() async {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .red
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        background.strokeColorTransformer = .grayscale
        XCTAssertEqual(rgba(background.resolvedBackgroundColor(for: .blue)), [1, 0, 0, 0.5])
        XCTAssertEqual(rgba(background.resolvedStrokeColor(for: .blue)), [0.072, 0.072, 0.072, 1],
                       "the tint's luminance (0.0722 × blue)")
        XCTAssertEqual(rgba(UIConfigurationColorTransformer.grayscale(.white)), [1, 1, 1, 1])
    }

    func testConfigurationsWithTransformersStayEqualOnlyToCopies() async {
        var a = UIBackgroundConfiguration()
        a.backgroundColorTransformer = UIConfigurationColorTransformer { $0 }
        let copy = a
        var b = UIBackgroundConfiguration()
        b.backgroundColorTransformer = UIConfigurationColorTransformer { $0 }
        XCTAssertEqual(a, copy)
        XCTAssertNotEqual(a, b)
        XCTAssertNil(UIBackgroundConfiguration().visualEffect)
    }

    func testButtonImageTintGoesThroughTheTransformer() async throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "star")
        configuration.baseForegroundColor = .white
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .green }
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        button.layoutIfNeeded()
        let imageView = try XCTUnwrap(button.imageView)
        XCTAssertEqual(rgba(imageView.tintColor), [0, 1, 0, 1])
    }

    func testVisualEffectShowsBehindACellsContent() async throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.clear()
        let blur = UIBlurEffect(style: .systemMaterial)
        background.visualEffect = blur
        cell.backgroundConfiguration = background
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        func effectViews(in view: UIView) -> [UIVisualEffectView] {
            view.subviews.flatMap { ($0 as? UIVisualEffectView).map { [$0] } ?? effectViews(in: $0) }
        }
        let found = try XCTUnwrap(effectViews(in: cell).first)
        XCTAssertTrue(found.effect === blur)
        XCTAssertEqual(found.bounds.size, CGSize(width: 320, height: 44))
    }
}

/// `UIButton.Configuration.preferredSymbolConfigurationForImage` resizes a symbol image.
@MainActor
final class ButtonSymbolConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSymbolImagesTakeThePreferredConfiguration() async throws {
        var small = UIButton.Configuration.plain()
        small.image = UIImage(systemName: "star")
        var large = small
        large.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 40)
        XCTAssertNotEqual(small, large)
        let plainButton = UIButton(configuration: small)
        let largeButton = UIButton(configuration: large)
        plainButton.layoutIfNeeded()
        largeButton.layoutIfNeeded()
        let plainSize = try XCTUnwrap(plainButton.imageView?.image?.size)
        let largeSize = try XCTUnwrap(largeButton.imageView?.image?.size)
        XCTAssertGreaterThan(largeSize.height, plainSize.height)
        XCTAssertNil(small.indicatorColorTransformer)
    }
}
