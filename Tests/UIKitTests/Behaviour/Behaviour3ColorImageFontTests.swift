import XCTest
import UIKit
import UIKitTesting

/// Third round: `UIColor`, `UIImage`, image renderers and `UIFont` values tests poke.
@MainActor
final class Behaviour3ColorImageFontTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func solidImage(_ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: UIColor

    func testGetRedOfAGrayColorGivesEqualComponents() async {
        // UIKit (getRed(_:green:blue:alpha:)): returns true when the color converts to RGB; a
        // gray converts to equal components.
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.5, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 0.5, accuracy: 0.001)
        XCTAssertEqual(green, 0.5, accuracy: 0.001)
        XCTAssertEqual(blue, 0.5, accuracy: 0.001)
        XCTAssertEqual(alpha, 0.8, accuracy: 0.001)
    }

    func testGetRedOfAPatternColorFails() async {
        // UIKit (getRed(_:green:blue:alpha:)): false when the color is not in a compatible
        // color space, as a pattern color is not.
        let pattern = UIColor(patternImage: solidImage(CGSize(width: 2, height: 2)))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertFalse(pattern.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    }

    func testColorsWithTheSameComponentsAreEqual() async {
        // UIKit: UIColor equality compares the color's components (isEqual:), not identity.
        XCTAssertEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertNotEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        XCTAssertEqual(UIColor(white: 1, alpha: 1), UIColor(white: 1, alpha: 1))
    }

    func testAGrayAndAnRGBColorOfTheSameLookAreNotEqual() async {
        // UIKit: isEqual: compares the color space too, so a white made with init(white:alpha:)
        // (gray space) is not equal to one made with init(red:green:blue:alpha:) (RGB space).
        XCTAssertNotEqual(UIColor(white: 1, alpha: 1), UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func testWithAlphaComponentKeepsTheColorAndChangesOnlyAlpha() async {
        // UIKit (withAlphaComponent(_:)): a new color with the same components and the given
        // alpha; the original is unchanged.
        let base = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let faded = base.withAlphaComponent(0.25)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(faded.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 0.1, accuracy: 0.001)
        XCTAssertEqual(blue, 0.3, accuracy: 0.001)
        XCTAssertEqual(alpha, 0.25, accuracy: 0.001)
        XCTAssertEqual(base.cgColor.alpha, 1)
    }

    func testCGColorComponentsCountFollowsTheColorSpace() async {
        // UIKit (cgColor): an RGB color has red, green, blue and alpha components; a white
        // color is in a gray color space with white and alpha.
        let rgb = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).cgColor
        XCTAssertEqual(rgb.numberOfComponents, 4)
        XCTAssertEqual(rgb.components?.last, 0.5)
        let gray = UIColor(white: 0.25, alpha: 1).cgColor
        XCTAssertEqual(gray.numberOfComponents, 2)
        XCTAssertEqual(gray.components?.first, 0.25)
    }

    func testResolvedColorPicksTheAppearance() async {
        // UIKit (init(dynamicProvider:) / resolvedColor(with:)): the provider is asked with the
        // given traits.
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .black)
        let plain = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        XCTAssertEqual(plain.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), plain)
    }

    // MARK: UIImage

    func testRenderingModeIsAutomaticUntilChanged() async {
        // UIKit (renderingMode / withRenderingMode(_:)): images are .automatic by default;
        // withRenderingMode returns a new image and leaves the original alone.
        let image = solidImage(CGSize(width: 4, height: 4))
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(template.size, image.size)
    }

    func testWithTintColorKeepsTheRenderingMode() async {
        // UIKit (withTintColor(_:)): the new image uses the original's rendering mode;
        // withTintColor(_:renderingMode:) assigns the one given.
        let template = solidImage(CGSize(width: 4, height: 4)).withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.withTintColor(.blue).renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode, .alwaysOriginal)
        XCTAssertEqual(template.withTintColor(.blue).size, template.size)
    }

    func testResizableImageKeepsItsCapInsetsAndTiles() async {
        // UIKit (resizableImage(withCapInsets:)): the cap insets are kept and the interior
        // tiles by default; a plain image has no caps.
        let image = solidImage(CGSize(width: 20, height: 20))
        XCTAssertEqual(image.capInsets, .zero)
        let insets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let resizable = image.resizableImage(withCapInsets: insets)
        XCTAssertEqual(resizable.capInsets, insets)
        XCTAssertEqual(resizable.resizingMode, .tile)
        XCTAssertEqual(image.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode, .stretch)
        XCTAssertEqual(resizable.size, image.size)
    }

    // MARK: UIGraphicsImageRenderer

    func testRendererFormatDefaults() async {
        // UIKit (UIGraphicsImageRendererFormat): not opaque, automatic range, the main
        // screen's scale.
        let format = UIGraphicsImageRendererFormat()
        XCTAssertFalse(format.opaque)
        XCTAssertEqual(format.preferredRange, .automatic)
        XCTAssertEqual(format.scale, UIScreen.main.scale)
    }

    func testRenderedImageHasThePointSizeAndTheFormatsScale() async {
        // UIKit (UIGraphicsImageRenderer.image): the image is the renderer's size in points at
        // the format's scale.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { _ in }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.cgImage?.width, 30)
        XCTAssertEqual(image.cgImage?.height, 15)
    }

    // MARK: UIFont

    func testSystemFontPointSizeAndWithSize() async {
        // UIKit: systemFont(ofSize:) has that point size; withSize(_:) changes only the size.
        let font = UIFont.systemFont(ofSize: 13)
        XCTAssertEqual(font.pointSize, 13)
        let bigger = font.withSize(20)
        XCTAssertEqual(bigger.pointSize, 20)
        XCTAssertEqual(bigger.fontName, font.fontName)
        XCTAssertEqual(bigger.familyName, font.familyName)
        XCTAssertEqual(font.pointSize, 13)
    }

    func testPreferredFontSizesAtTheDefaultCategory() async {
        // UIKit (preferredFont(forTextStyle:); Apple's Dynamic Type sizes table, HIG
        // Typography) at the default content size (Large): largeTitle
        // 34, title1 28, title2 22, title3 20, headline 17, body 17, callout 16,
        // subheadline 15, footnote 13, caption1 12, caption2 11.
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
            (.caption2, 11),
        ]
        for (style, size) in expected {
            let traits = UITraitCollection(preferredContentSizeCategory: .large)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize, size, "\(style.rawValue)")
        }
    }

    func testPreferredFontGrowsWithTheContentSizeCategory() async {
        // UIKit: larger content size categories give larger preferred fonts.
        let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let xxl = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        let small = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small))
        XCTAssertGreaterThan(xxl.pointSize, large.pointSize)
        XCTAssertLessThan(small.pointSize, large.pointSize)
    }
}
