import XCTest
import UIKit
import UIKitTesting
import FrameworkTestSupport

@MainActor
final class SymbolImageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSystemNameMakesASymbolImage() async throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertEqual(star.renderingMode, .automatic)
        XCTAssertNotNil(star.symbolConfiguration)
        XCTAssertTrue(star.configuration === star.symbolConfiguration)
        XCTAssertGreaterThan(star.size.width, 0)
        XCTAssertEqual(star.size.width, star.size.height)
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(UIImage(systemName: "Not A Symbol"))
        XCTAssertFalse(UIImage().isSymbolImage)
        XCTAssertNil(UIImage().symbolConfiguration)
        XCTAssertTrue(UIImage.add.isSymbolImage)
        XCTAssertTrue(UIImage.checkmark.isSymbolImage)
    }

    func testPointSizeAndScaleSizeTheImage() async throws {
        let small = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .small)))
        let medium = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let large = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .large)))
        let double = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        XCTAssertLessThan(small.size.height, medium.size.height)
        XCTAssertLessThan(medium.size.height, large.size.height)
        XCTAssertEqual(double.size.height, medium.size.height * 2, accuracy: 1)
        // A text style sizes like the style's font.
        let body = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
        let sameSize = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: bodySize)))
        XCTAssertEqual(body.size, sameSize.size)
        // The default configuration is body text.
        XCTAssertEqual(try XCTUnwrap(UIImage(systemName: "plus")).size, sameSize.size)
        // The trait collection's display scale is the image's.
        let at3x = try XCTUnwrap(UIImage(systemName: "plus", compatibleWith: UITraitCollection(displayScale: 3)))
        XCTAssertEqual(at3x.scale, 3)
    }

    func testSymbolConfigurationEqualityAndApplying() async {
        typealias Config = UIImage.SymbolConfiguration
        XCTAssertEqual(Config(pointSize: 20), Config(pointSize: 20))
        XCTAssertNotEqual(Config(pointSize: 20), Config(pointSize: 21))
        XCTAssertNotEqual(Config(pointSize: 20), Config(pointSize: 20, weight: .bold))
        XCTAssertTrue(Config(weight: .bold).isEqual(to: Config(weight: .bold)))
        XCTAssertFalse(Config(weight: .bold).isEqual(to: nil))
        XCTAssertEqual(Config(pointSize: 20, weight: .bold).applying(Config(scale: .large)),
                       Config(pointSize: 20, weight: .bold, scale: .large))
        // A later size of any kind replaces the earlier one; unspecified values are kept.
        XCTAssertEqual(Config(textStyle: .body).applying(Config(pointSize: 30)), Config(pointSize: 30))
        XCTAssertEqual(Config(pointSize: 30, weight: .light).applying(Config(textStyle: .title1)).applying(Config.unspecified),
                       Config(textStyle: .title1).applying(Config(weight: .light)))
        XCTAssertEqual(Config(pointSize: 20, weight: .bold).configurationWithoutWeight(), Config(pointSize: 20))
        XCTAssertEqual(Config(pointSize: 20, weight: .bold, scale: .small).configurationWithoutPointSizeAndWeight(),
                       Config(scale: .small))
        XCTAssertEqual(Config(textStyle: .body, scale: .large).configurationWithoutTextStyle(), Config(scale: .large))
        XCTAssertEqual(Config(textStyle: .body, scale: .large).configurationWithoutScale(), Config(textStyle: .body))
        let traits = UITraitCollection(displayScale: 2)
        XCTAssertTrue(Config(pointSize: 10).withTraitCollection(traits).traitCollection === traits)
        XCTAssertNil(Config(pointSize: 10).traitCollection)
        XCTAssertEqual(UIImage.SymbolWeight.bold.fontWeight(), .bold)
        XCTAssertEqual(UIImage.SymbolWeight.unspecified.fontWeight(), .regular)
        XCTAssertEqual(UIImage.SymbolWeight.black.rawValue, 9)
        XCTAssertEqual(UIImage.SymbolScale.default.rawValue, -1)
        XCTAssertEqual(UIImage.SymbolScale.large.rawValue, 3)
    }

    func testWithConfigurationReplacesAndApplyingMerges() async throws {
        let image = try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let bold = try XCTUnwrap(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        XCTAssertEqual(bold.symbolConfiguration, UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        XCTAssertTrue(bold.isSymbolImage)
        let replaced = image.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertEqual(replaced.symbolConfiguration, UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertNil(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 10)))
        // Copies keep being symbols.
        XCTAssertTrue(image.withRenderingMode(.alwaysOriginal).isSymbolImage)
        XCTAssertEqual(image.withRenderingMode(.alwaysOriginal).symbolConfiguration, image.symbolConfiguration)
    }

    func testImageViewTintsASymbolAndAPaletteKeepsItsColor() async throws {
        let config = UIImage.SymbolConfiguration(pointSize: 40)
        let square = try XCTUnwrap(UIImage(systemName: "square.fill", withConfiguration: config))
        let view = UIImageView(image: square)
        view.frame = CGRect(origin: .zero, size: square.size)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let center = pixelOverWhite(view, Int(square.size.width / 2), Int(square.size.height / 2))
        XCTAssertEqual(center, Pixel(255, 0, 0, 255))

        let palette = try XCTUnwrap(square.applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [UIColor(red: 0, green: 0, blue: 1, alpha: 1)])))
        view.image = palette
        let paletteCenter = pixelOverWhite(view, Int(square.size.width / 2), Int(square.size.height / 2))
        XCTAssertEqual(paletteCenter, Pixel(0, 0, 255, 255))
    }
}

@MainActor
final class ImageViewSymbolConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPreferredSymbolConfigurationSizesTheSymbol() async throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        let view = UIImageView(image: symbol)
        XCTAssertEqual(view.intrinsicContentSize, symbol.size)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        let expected = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))).size
        XCTAssertEqual(view.intrinsicContentSize, expected)
        XCTAssertEqual(view.sizeThatFits(.zero), expected)
        // The image itself is unchanged, and other images are shown as they are.
        XCTAssertTrue(view.image === symbol)
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 5)).image { _ in }
        view.image = bitmap
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 7, height: 5))
    }
}
